// The visitor identifies themselves and accepts the terms; errors sit under each field and focus moves
// to the first one on a failed submit (react-hook-form's shouldFocusError).
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '../api/public-access.ts';

interface VisitorValues {
  name: string;
  registerNumber: string;
  accept: boolean;
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function VisitorForm({
  onSubmit,
  submitting,
}: {
  onSubmit: (visitor: Visitor) => Promise<void> | void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VisitorValues>({ defaultValues: { name: '', registerNumber: '', accept: false } });
  const required = (value: string) => value.trim().length > 0 || t('contentSearch.publicAccess.required');

  const submit = handleSubmit((values) =>
    onSubmit({ name: values.name.trim(), registerNumber: values.registerNumber.trim() }),
  );

  return (
    <form className="form public-access__form" onSubmit={submit} noValidate data-testid="public-access-form">
      <div className={errors.name ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="public-access-name">
          {t('contentSearch.publicAccess.name')}
        </label>
        <input
          id="public-access-name"
          className="field__input"
          type="text"
          autoComplete="name"
          maxLength={200}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy(errors.name && 'public-access-name-error')}
          {...register('name', { validate: required })}
        />
        {errors.name ? (
          <p id="public-access-name-error" className="field__error">
            {errors.name.message}
          </p>
        ) : null}
      </div>
      <div className={errors.registerNumber ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="public-access-register">
          {t('contentSearch.publicAccess.registerNumber')}
        </label>
        <p id="public-access-register-hint" className="field__hint">
          {t('contentSearch.publicAccess.registerNumberHint')}
        </p>
        <input
          id="public-access-register"
          className="field__input"
          type="text"
          autoComplete="off"
          maxLength={50}
          aria-invalid={errors.registerNumber ? true : undefined}
          aria-describedby={describedBy(
            'public-access-register-hint',
            errors.registerNumber && 'public-access-register-error',
          )}
          {...register('registerNumber', { validate: required })}
        />
        {errors.registerNumber ? (
          <p id="public-access-register-error" className="field__error">
            {errors.registerNumber.message}
          </p>
        ) : null}
      </div>
      <div className={errors.accept ? 'field field--invalid' : 'field'}>
        <label className="choice" htmlFor="public-access-accept">
          <input
            id="public-access-accept"
            type="checkbox"
            aria-invalid={errors.accept ? true : undefined}
            aria-describedby={describedBy(errors.accept && 'public-access-accept-error')}
            {...register('accept', {
              validate: (value) => value || t('contentSearch.publicAccess.mustAccept'),
            })}
          />
          <span>{t('contentSearch.publicAccess.accept')}</span>
        </label>
        {errors.accept ? (
          <p id="public-access-accept-error" className="field__error">
            {errors.accept.message}
          </p>
        ) : null}
      </div>
      <p className="page__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting}
          data-testid="public-access-submit"
        >
          {submitting ? t('contentSearch.publicAccess.submitting') : t('contentSearch.publicAccess.submit')}
        </button>
      </p>
    </form>
  );
}
