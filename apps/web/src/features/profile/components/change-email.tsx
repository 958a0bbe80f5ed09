// E-mail change: the new address and the current password; a link goes to the new address, and the
// e-mail changes only when it is opened (the confirmation page), so a typo or a stolen session cannot
// move the account to an address its holder does not own.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { requestEmailChange } from '../api/account-security.ts';
import { AccountSection, placeRefusal } from './account-section.tsx';

interface Values {
  newEmail: string;
  currentPassword: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ChangeEmail({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { newEmail: '', currentPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setSentTo(null);
    try {
      const answer = await requestEmailChange({ ...values, newEmail: values.newEmail.trim() });
      reset();
      setSentTo(answer.sentTo);
    } catch (error) {
      placeRefusal(
        error,
        setError,
        {
          currentPassword: t('account.security.password.errors.currentWrong'),
          newEmail: (status) =>
            status === 409
              ? t('account.security.email.errors.taken')
              : t('account.security.email.errors.same'),
        },
        t('account.security.email.failed'),
      );
    }
  });

  return (
    <AccountSection
      id="change-email"
      title={t('account.security.email.heading')}
      lead={t('account.security.email.lead')}
    >
      <form className="form" onSubmit={onSubmit} noValidate data-testid="change-email-form">
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
        <PasswordField
          id="change-email-password"
          label={t('account.security.email.password')}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={register('currentPassword', {
            required: t('account.security.password.errors.currentRequired'),
          })}
        />
        <div role="status" data-testid="change-email-sent">
          {sentTo ? (
            <p className="account-section__notice">{t('account.security.email.sent', { email: sentTo })}</p>
          ) : null}
        </div>
        <FormFooter
          error={errors.root?.message}
          busy={isSubmitting}
          label={t('account.security.email.submit')}
          busyLabel={t('account.security.email.sending')}
        />
      </form>
    </AccountSection>
  );
}
