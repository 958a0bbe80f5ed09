// Labelled, controlled fields in the portal's Field frame (label, required mark, hint, error tied to the
// control): ChoiceField, a select whose options are [value, text] pairs (already translated; `blank` adds
// a first option with the empty value: "any", "unassigned", "—"), and InputField, a text, date or search
// input, and TextAreaField (either kind). For other react-hook-form fields use the portal's TextField
// (#components/ui/form-field.tsx).
//
// Use: <ChoiceField id="mail-status" label={t('mailOps.filter')} value={draft} onChange={setDraft}
//        options={FILTERS.map((f) => [f, t(`mailOps.statuses.${f}`)])} />
//      <InputField id="link-expires" type="date" label={t('authoring.links.expiresOn')} required
//        value={expiresOn} onChange={setExpiresOn} error={errors.expires ? t('common.required') : null} />
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlAria, Field } from '#components/ui/form-field.tsx';

export type Choice = readonly [value: string, text: string];

/** Options whose text is their value (country codes). */
export const plainChoices = (values: readonly string[]): Choice[] => values.map((value) => [value, value]);

export function ChoiceField({
  id,
  label,
  value,
  onChange,
  options,
  blank,
  required,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Choice[];
  blank?: string;
  required?: boolean;
  /** Already translated. */
  error?: string | null;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select
        className="field__input"
        {...controlAria(id, { error })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {blank === undefined ? null : <option value="">{blank}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A labelled input (text, date, date and time, search). */
export function InputField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  hint,
  error,
  required,
  testId,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date' | 'datetime-local' | 'search';
  hint?: string;
  /** Already translated. */
  error?: string | null;
  /** Marked as required beside the label (the form checks it). */
  required?: boolean;
  testId?: string;
  min?: string;
  max?: string;
  minLength?: number;
  maxLength?: number;
  readOnly?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required}>
      <input
        className="field__input"
        type={type}
        {...controlAria(id, { hint, error })}
        {...input}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** A labelled multi-line text: registered with react-hook-form, or controlled (value, onChange). */
export function TextAreaField({
  id,
  label,
  rows,
  registration,
  value,
  onChange,
}: {
  id: string;
  label: string;
  rows: number;
  registration?: UseFormRegisterReturn;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const control = registration ?? {
    value: value ?? '',
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => onChange?.(event.target.value),
  };
  return (
    <Field id={id} label={label}>
      <textarea className="field__input" rows={rows} {...controlAria(id)} {...control} />
    </Field>
  );
}
