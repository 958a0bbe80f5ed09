// Password change: the current password first (re-authentication), then a new one that the strength meter
// rates as the server will (with the holder's e-mail and names). Other sessions end on success.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#components/ui/password-field.tsx';
import { toast } from '#components/ui/toaster.tsx';
import { ApiError } from '#lib/api-client.ts';
import type { UserProfile } from '#lib/session.ts';
import { changePassword } from '../api/account-security.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
}

export function ChangePassword({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      reset();
      toast.success(t('account.security.password.saved'));
    } catch (error) {
      const paths = error instanceof ApiError ? error.errors.map((e) => e.path) : [];
      if (paths.includes('currentPassword')) {
        setError(
          'currentPassword',
          { type: 'server', message: t('account.security.password.errors.currentWrong') },
          { shouldFocus: true },
        );
      } else if (paths.includes('newPassword')) {
        setError(
          'newPassword',
          { type: 'server', message: t('account.security.password.errors.weak') },
          { shouldFocus: true },
        );
      } else {
        setError('root', { type: 'server', message: t('account.security.password.failed') });
      }
    }
  });

  return (
    <section className="account-section" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="account-section__title">
        {t('account.security.password.heading')}
      </h2>
      <p>{t('account.security.password.lead')}</p>
      <form className="form" onSubmit={onSubmit} noValidate data-testid="change-password-form">
        <PasswordField
          id="change-password-current"
          label={t('account.security.password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={register('currentPassword', {
            required: t('account.security.password.errors.currentRequired'),
          })}
        />
        <PasswordField
          id="change-password-new"
          label={t('account.security.password.new')}
          autoComplete="new-password"
          showRules
          userInputs={[profile.email, profile.firstName, profile.lastName]}
          error={errors.newPassword?.message}
          registration={register('newPassword', {
            required: t('account.security.password.errors.newRequired'),
          })}
        />
        {errors.root ? (
          <p className="field__error" role="alert">
            {errors.root.message}
          </p>
        ) : null}
        <p className="page__actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('account.security.password.saving') : t('account.security.password.save')}
          </button>
        </p>
      </form>
    </section>
  );
}
