// The shared field markup as the medical-information forms use it: required fields are marked with a
// word, every control carries its id as test id, and both forms pick a product from the fixed list.
import { PRODUCTS, type Product } from '@portal/countries';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { controlAria, Field } from '#components/ui/form-field.tsx';

export function control(id: string, error: string | null) {
  return { ...controlAria(id, { error }), 'data-testid': id };
}

export function MedicalField(props: Omit<ComponentProps<typeof Field>, 'requiredMark'>) {
  const { t } = useTranslation();
  return <Field {...props} requiredMark={t('medicalInformation.article.required')} />;
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
