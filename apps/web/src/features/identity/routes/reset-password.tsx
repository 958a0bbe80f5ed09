// /redefinir-senha?token=: sets a new password with the single-use link from the reset mail.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PasswordField } from '#components/ui/password-field.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { IdentityForm } from '../components/identity-form.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { confirmationError, type ErrorKey, passwordError } from '../lib/validation.ts';
import { getIdentityProvider } from '../provider/index.ts';
import '../components/identity.css';

interface ResetValues {
  password: string;
  passwordConfirmation: string;
}

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('identity.resetPassword.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<'form' | 'done' | 'invalid-token' | 'failed'>(
    token ? 'form' : 'invalid-token',
  );
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ defaultValues: { password: '', passwordConfirmation: '' }, mode: 'onTouched' });

  const submit = handleSubmit(async ({ password }) => {
    const outcome = await getIdentityProvider().completeReset(token, password);
    if (outcome.ok) setState('done');
    else if (outcome.failure.kind === 'invalid-token') setState('invalid-token');
    else if (outcome.failure.kind === 'validation') {
      setError('password', { type: 'policy', message: 'passwordPolicy' }, { shouldFocus: true });
    } else setState('failed');
  });

  const message = (key: string | undefined) => (key ? t(`identity.errors.${key as ErrorKey}`) : undefined);

  if (state === 'done') {
    return (
      <div className="container page identity-page">
        <ResultPanel heading={t('identity.resetPassword.heading')} testId="reset-password-done">
          <FormAlert tone="success">{t('identity.resetPassword.success')}</FormAlert>
          <Link className="button button--primary" to={paths.signIn.getHref()}>
            {t('identity.common.goToSignIn')}
          </Link>
        </ResultPanel>
      </div>
    );
  }

  if (state === 'invalid-token') {
    return (
      <div className="container page identity-page">
        <ResultPanel heading={t('identity.resetPassword.heading')} testId="reset-password-invalid">
          <FormAlert>{t('identity.resetPassword.invalidToken')}</FormAlert>
          <Link className="button button--primary" to={paths.forgotPassword.getHref()}>
            {t('identity.resetPassword.requestNew')}
          </Link>
        </ResultPanel>
      </div>
    );
  }

  return (
    <div className="container page identity-page">
      <h1 id="reset-password-heading" className="page__title">
        {t('identity.resetPassword.heading')}
      </h1>
      <IdentityForm
        screen="resetPassword"
        pending={isSubmitting}
        onSubmit={submit}
        failed={state === 'failed'}
      >
        <PasswordField
          id="reset-password-password"
          label={t('identity.fields.newPassword')}
          autoComplete="new-password"
          showRules
          error={message(errors.password?.message)}
          registration={register('password', { validate: (value) => passwordError(value, '') ?? true })}
        />
        <PasswordField
          id="reset-password-confirmation"
          label={t('identity.fields.passwordConfirmation')}
          autoComplete="new-password"
          error={message(errors.passwordConfirmation?.message)}
          registration={register('passwordConfirmation', {
            validate: (value) => confirmationError(getValues('password'), value) ?? true,
          })}
        />
      </IdentityForm>
    </div>
  );
}
