// The one markup of a labelled form control: label (the required mark beside it, outside the label, so
// the field's name is exactly its label text), hint, the control, error. Hint and error are tied to the
// control with aria-describedby, aria-invalid marks the error. `Field` frames any control (a controlled
// select or textarea spreads `controlAria`); TextField, SelectField and CheckboxField are react-hook-form
// controls in that frame.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The portal's one required-field convention: an asterisk beside the label (not read out: the control is
 * `required` and `aria-required`), explained once per form by this legend, placed before its fields.
 */
export function RequiredLegend() {
  const { t } = useTranslation();
  return (
    <p className="form__required-legend" data-testid="required-legend">
      {t('common.requiredLegend')}
    </p>
  );
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

interface Messages {
  /** Already translated. */
  error?: string | null;
  hint?: ReactNode;
  /** Extra ids describing the control (e.g. the password rules). */
  describedByIds?: readonly string[];
}

/** id, aria-invalid and aria-describedby of the control inside a Field with this id. */
export function controlAria(id: string, { error, hint, describedByIds = [] }: Messages = {}) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(
      hint ? `${id}-hint` : undefined,
      ...describedByIds,
      error && `${id}-error`,
    ),
  } as const;
}

interface FieldProps extends Omit<Messages, 'describedByIds'> {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** What marks a required field; an asterisk unless the form explains its marks otherwise. */
  requiredMark?: ReactNode;
  /** A checkbox: the control before its label. */
  check?: boolean;
  children: ReactNode;
}

function FieldLabel({
  id,
  label,
  required,
  requiredMark = '*',
}: Pick<FieldProps, 'id' | 'label' | 'required' | 'requiredMark'>) {
  return (
    <span className="field__label-row">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {required ? (
        <span className="field__required" aria-hidden="true">
          {requiredMark}
        </span>
      ) : null}
    </span>
  );
}

export function Field({ id, label, required, requiredMark, check, hint, error, children }: FieldProps) {
  const className = ['field', check && 'field--check', error && 'field--invalid'].filter(Boolean).join(' ');
  const labelled = (
    <>
      <FieldLabel id={id} label={label} required={required} requiredMark={requiredMark} />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </>
  );
  const errorText = error ? (
    <p id={`${id}-error`} className="field__error" data-testid={`${id}-error`}>
      {error}
    </p>
  ) : null;
  if (check) {
    return (
      <div className={className}>
        {children}
        <div>
          {labelled}
          {errorText}
        </div>
      </div>
    );
  }
  return (
    <div className={className}>
      {labelled}
      <div className="field__control">{children}</div>
      {errorText}
    </div>
  );
}

interface RegisteredFieldProps extends Omit<FieldProps, 'children' | 'check'> {
  registration: UseFormRegisterReturn;
  testId?: string;
}

interface TextFieldProps extends RegisteredFieldProps {
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'datetime-local';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  readOnly?: boolean;
  /** Extra element beside the input (e.g. the show-password toggle). */
  adornment?: ReactNode;
  describedByIds?: readonly string[];
}

export function TextField({
  registration,
  testId,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  readOnly,
  adornment,
  describedByIds,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      <input
        {...registration}
        {...controlAria(field.id, { ...field, describedByIds })}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        required={field.required}
        aria-required={field.required || undefined}
        data-testid={testId}
      />
      {adornment}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends RegisteredFieldProps {
  options: readonly SelectOption[];
  placeholder: string;
  autoComplete?: string;
}

export function SelectField({
  registration,
  testId,
  options,
  placeholder,
  autoComplete,
  ...field
}: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        {...registration}
        {...controlAria(field.id, field)}
        className="field__input field__select"
        required={field.required}
        aria-required={field.required || undefined}
        autoComplete={autoComplete}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function CheckboxField({ registration, testId, ...field }: RegisteredFieldProps) {
  return (
    <Field {...field} check>
      <input
        {...registration}
        {...controlAria(field.id, field)}
        type="checkbox"
        className="field__checkbox"
        required={field.required}
        aria-required={field.required || undefined}
        data-testid={testId}
      />
    </Field>
  );
}
