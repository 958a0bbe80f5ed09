// Password change: the current password first (re-authentication), then a new one that the strength meter
// rates as the server will (with the holder's e-mail and names). Other sessions end on success.
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#components/ui/password-field.tsx';
import { toast } from '#components/ui/toaster.tsx';
import type { UserProfile } from '#lib/session.ts';
import { changePassword } from '../api/account-security.ts';
import { AccountForm, CurrentPasswordField } from './account-section.tsx';
import { useAccountChange } from './use-account-change.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
}

export function ChangePassword({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, onSubmit } = useAccountChange<Values, void>({
    section: 'password',
    defaultValues: { currentPassword: '', newPassword: '' },
    send: changePassword,
    done: () => toast.success(t('account.security.password.saved')),
    refusals: { newPassword: t('account.security.password.errors.weak') },
  });

  return (
    <AccountForm section="password" onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting}>
      <CurrentPasswordField
        id="change-password-current"
        label={t('account.security.password.current')}
        register={register}
        error={errors.currentPassword?.message}
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
    </AccountForm>
  );
}
