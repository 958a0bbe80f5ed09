// Labelled form controls: hint and error tied to the control (aria-describedby), aria-invalid on error.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface BaseFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  testId?: string;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  // The asterisk stays outside the <label>: the field's name is exactly its label text.
  return (
    <span className="field__label-row">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {required ? (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
  );
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  readOnly?: boolean;
  /** Extra element beside the input (e.g. the show-password toggle). */
  adornment?: ReactNode;
  /** Extra ids describing the input (e.g. the password rules). */
  describedByIds?: string[];
}

export function TextField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  testId,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  readOnly,
  adornment,
  describedByIds = [],
}: TextFieldProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Label id={id} label={label} required={required} />
      <div className="field__control">
        <input
          {...registration}
          id={id}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          readOnly={readOnly}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint ? `${id}-hint` : undefined,
            ...describedByIds,
            error && `${id}-error`,
          )}
          data-testid={testId}
        />
        {adornment}
      </div>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends BaseFieldProps {
  options: SelectOption[];
  placeholder: string;
  autoComplete?: string;
}

export function SelectField({
  id,
  label,
  registration,
  error,
  hint,
  required,
  testId,
  options,
  placeholder,
  autoComplete,
}: SelectFieldProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <Label id={id} label={label} required={required} />
      <select
        {...registration}
        id={id}
        className="field__input field__select"
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`)}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckboxField({ id, label, registration, error, hint, required, testId }: BaseFieldProps) {
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        {...registration}
        id={id}
        type="checkbox"
        className="field__checkbox"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`)}
        data-testid={testId}
      />
      <div>
        <Label id={id} label={label} required={required} />
        <Messages id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
