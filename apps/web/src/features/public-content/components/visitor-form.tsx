// The visitor identifies themselves and accepts the terms; errors sit under each field and focus moves
// to the first one on a failed submit (react-hook-form's shouldFocusError).
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '#components/ui/form-field.tsx';
import { useHydrated } from '#lib/hydration.ts';
import type { Visitor } from '../api/public-access.ts';

interface VisitorValues {
  name: string;
  registerNumber: string;
  accept: boolean;
}

export function VisitorForm({
  onSubmit,
  submitting,
}: {
  onSubmit: (visitor: Visitor) => Promise<void> | void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
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
      <TextField
        id="public-access-name"
        label={t('contentSearch.publicAccess.name')}
        autoComplete="name"
        maxLength={200}
        error={errors.name?.message}
        registration={register('name', { validate: required })}
      />
      <TextField
        id="public-access-register"
        label={t('contentSearch.publicAccess.registerNumber')}
        hint={t('contentSearch.publicAccess.registerNumberHint')}
        autoComplete="off"
        maxLength={50}
        error={errors.registerNumber?.message}
        registration={register('registerNumber', { validate: required })}
      />
      <CheckboxField
        id="public-access-accept"
        label={t('contentSearch.publicAccess.accept')}
        error={errors.accept?.message}
        registration={register('accept', {
          validate: (value) => value || t('contentSearch.publicAccess.mustAccept'),
        })}
      />
      <p className="page__actions">
        <button
          type="submit"
          className="button button--primary"
          // Until React owns the server-rendered page, a click would send the form natively (a GET).
          disabled={submitting || !hydrated}
          data-testid="public-access-submit"
        >
          {submitting ? t('contentSearch.publicAccess.submitting') : t('contentSearch.publicAccess.submit')}
        </button>
      </p>
    </form>
  );
}
