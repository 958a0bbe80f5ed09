// The pieces both medical-information forms (article popup, question screen) are made of: the shared
// field markup (required fields marked as everywhere: "*" and the legend) and controls that carry their id
// as test id, the
// product dropdown, and the send button that a loader replaces while sending.
import { PRODUCTS, type Product } from '@portal/countries';
import type { ComponentProps } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { Spinner } from '#components/ui/spinner.tsx';

export function control(id: string, error: string | null) {
  return { ...controlAria(id, { error }), 'data-testid': id };
}

export function MedicalField(props: Omit<ComponentProps<typeof Field>, 'requiredMark'>) {
  return <Field {...props} />;
}

interface ProductSelectProps {
  id: string;
  label: string;
  placeholder: string;
  value: Product | '';
  error: string | null;
  onChange: (product: Product | '') => void;
  onBlur?: () => void;
}

/** The product dropdown (spec section 5: the fixed product list); the field is required. */
export function ProductSelect({
  id,
  label,
  placeholder,
  value,
  error,
  onChange,
  onBlur,
}: ProductSelectProps) {
  return (
    <MedicalField id={id} label={label} required error={error}>
      <select
        {...control(id, error)}
        className="field__input"
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as Product | '')}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {PRODUCTS.map((product) => (
          <option key={product} value={product}>
            {product}
          </option>
        ))}
      </select>
    </MedicalField>
  );
}

/** Spec: a loader replaces the send button while sending. `testId` names both (`-send`, `-sending`). */
export function SendButton({
  sending,
  label,
  sendingLabel,
  testId,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  testId: string;
}) {
  return sending ? (
    <p className="article-request__sending" role="status" data-testid={`${testId}-sending`}>
      <Spinner size="sm" /> {sendingLabel}
    </p>
  ) : (
    <button type="submit" className="button button--primary" data-testid={`${testId}-send`}>
      {label}
    </button>
  );
}
