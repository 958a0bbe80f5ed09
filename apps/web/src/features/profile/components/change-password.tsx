// Password change: the current password first (re-authentication), then a new one that the strength meter
// rates as the server will (with the holder's e-mail and names). Other sessions end on success.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { toast } from '#components/ui/toaster.tsx';
import type { UserProfile } from '#lib/session.ts';
import { changePassword } from '../api/account-security.ts';
import { AccountSection, placeRefusal } from './account-section.tsx';

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
      placeRefusal(
        error,
        setError,
        {
          currentPassword: t('account.security.password.errors.currentWrong'),
          newPassword: t('account.security.password.errors.weak'),
        },
        t('account.security.password.failed'),
      );
    }
  });

  return (
    <AccountSection
      id="change-password"
      title={t('account.security.password.heading')}
      lead={t('account.security.password.lead')}
    >
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
        <FormFooter
          error={errors.root?.message}
          busy={isSubmitting}
          label={t('account.security.password.save')}
          busyLabel={t('account.security.password.saving')}
        />
      </form>
    </AccountSection>
  );
}
