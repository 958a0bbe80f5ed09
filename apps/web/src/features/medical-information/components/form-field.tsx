// A labelled control of the medical-information forms: error tied by aria-describedby, aria-invalid on error.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | null;
  /** The control, which must carry `id`, `aria-invalid` and `aria-describedby` (see `controlProps`). */
  children: ReactNode;
}

export function controlProps(id: string, error: string | null | undefined) {
  return {
    id,
    'data-testid': id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export function FormField({ id, label, required, error, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required"> {t('medicalInformation.article.required')}</span>
        ) : null}
      </label>
      <div className="field__control">{children}</div>
      {error ? (
        <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
