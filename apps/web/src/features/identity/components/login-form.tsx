// E-mail and password sign-in of the embedded provider (the portal's own login screen).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/form-field.tsx';
import { PasswordField } from '#components/ui/password-field.tsx';
import { emailError } from '../lib/email-check.ts';
import { getIdentityProvider } from '../provider/index.ts';
import { signInFailureKey, signInFailureValues } from './failure-text.ts';
import { FormAlert } from './form-alert.tsx';
import { IdentityForm } from './identity-form.tsx';
import { type SignInFlowOptions, useSignInFlow } from './use-sign-in-flow.ts';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm({ idPrefix, ...flowOptions }: SignInFlowOptions & { idPrefix: string }) {
  const { t } = useTranslation();
  const flow = useSignInFlow(flowOptions);
  const [failure, setFailure] = useState<string | null>(null);
  // The address of a sign-in refused as "pending verification": it may ask for the link again.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' }, mode: 'onTouched' });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    setUnverified(null);
    setResent(false);
    flow.setError(null);
    const outcome = await getIdentityProvider().login(email.trim(), password);
    if (!outcome.ok) {
      setFailure(t(signInFailureKey(outcome.failure), signInFailureValues(outcome.failure)));
      if (outcome.failure.kind === 'pending-verification') setUnverified(email.trim());
      return;
    }
    await flow.finish(outcome.signed, outcome.profile, email.trim());
  });

  const message = failure ?? flow.error;

  async function resend(): Promise<void> {
    if (!unverified) return;
    // One request per refused sign-in; the provider also limits it per account and per address.
    setResent(true);
    await getIdentityProvider().resendVerification(unverified);
  }
  const fieldError = (key: string | undefined) =>
    key ? t(`identity.errors.${key as 'required' | 'email'}`) : undefined;

  return (
    <IdentityForm
      screen="signIn"
      headingId={`${idPrefix}-heading`}
      testId="login"
      pending={isSubmitting}
      onSubmit={submit}
    >
      {message ? <FormAlert testId="login-error">{message}</FormAlert> : null}
      {unverified ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            data-testid="resend-verification"
            disabled={resent}
            onClick={() => void resend()}
          >
            {t('identity.signIn.resendVerification')}
          </button>
        </p>
      ) : null}
      {resent ? (
        <FormAlert tone="info" testId="resend-verification-sent">
          {t('identity.signIn.resendVerificationSent')}
        </FormAlert>
      ) : null}
      <TextField
        id={`${idPrefix}-email`}
        label={t('identity.fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={254}
        required
        error={fieldError(errors.email?.message)}
        registration={register('email', { validate: (value) => emailError(value) ?? true })}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t('identity.fields.password')}
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        registration={register('password', { validate: (value) => (value ? true : 'required') })}
      />
    </IdentityForm>
  );
}
