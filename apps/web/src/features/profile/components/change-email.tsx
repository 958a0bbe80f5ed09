// E-mail change: the new address and the current password; a link goes to the new address, and the
// e-mail changes only when it is opened (the confirmation page), so a typo or a stolen session cannot
// move the account to an address its holder does not own.
import type { RequestEmailChangeResponse } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/form-field.tsx';
import { requestEmailChange } from '../api/account-security.ts';
import { AccountForm, CurrentPasswordField } from './account-section.tsx';
import { useAccountChange } from './use-account-change.ts';

interface Values {
  newEmail: string;
  currentPassword: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, errors, isSubmitting, onSubmit } = useAccountChange<Values, RequestEmailChangeResponse>({
    section: 'email',
    defaultValues: { newEmail: '', currentPassword: '' },
    send: (values) => {
      setSentTo(null);
      return requestEmailChange({ ...values, newEmail: values.newEmail.trim() });
    },
    done: (answer) => setSentTo(answer.sentTo),
    refusals: {
      newEmail: (status) =>
        status === 409 ? t('account.security.email.errors.taken') : t('account.security.email.errors.same'),
    },
  });

  return (
    <AccountForm section="email" onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting}>
      <TextField
        id="change-email-new"
        label={t('account.security.email.newEmail')}
        type="email"
        autoComplete="email"
        maxLength={320}
        error={errors.newEmail?.message}
        registration={register('newEmail', {
          validate: (value) => {
            const email = value.trim();
            if (!email) return t('account.security.email.errors.newRequired');
            if (!EMAIL_PATTERN.test(email)) return t('account.security.email.errors.newInvalid');
            return (
              email.toLowerCase() !== currentEmail.toLowerCase() || t('account.security.email.errors.same')
            );
          },
        })}
      />
      <CurrentPasswordField
        id="change-email-password"
        label={t('account.security.email.password')}
        register={register}
        error={errors.currentPassword?.message}
      />
      <div role="status" data-testid="change-email-sent">
        {sentTo ? (
          <p className="account-section__notice">{t('account.security.email.sent', { email: sentTo })}</p>
        ) : null}
      </div>
    </AccountForm>
  );
}
