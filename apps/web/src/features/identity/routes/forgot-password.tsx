// /esqueci-senha: asks for a reset link. Brazil's screen is always in Portuguese (spec section 1).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '#components/ui/form-field.tsx';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { HostedScreen } from '../components/hosted-screen.tsx';
import { IdentityForm } from '../components/identity-form.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { emailError } from '../lib/email-check.ts';
import type { ErrorKey } from '../lib/validation.ts';
import { getIdentityProvider } from '../provider/index.ts';
import '../components/identity.css';

/** Where the country fixes it (Brazil: pt-br), texts stay in that language whatever the page runs in. */
function useScreenTranslation() {
  const fixed = useCountry().forgotPasswordLanguage;
  const { t, i18n } = useTranslation();
  if (!fixed) return { t, lang: undefined };
  const lng = i18n.languages.find((code) => code.toLowerCase() === fixed.toLowerCase()) ?? fixed;
  return { t: i18n.getFixedT(lng), lang: Intl.getCanonicalLocales(fixed)[0] };
}

export function Component() {
  const { t, lang } = useScreenTranslation();
  usePageTitle(t('identity.forgotPassword.title'));
  const provider = getIdentityProvider();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' }, mode: 'onTouched' });

  const submit = handleSubmit(async ({ email }) => {
    setFailed(false);
    const outcome = await provider.resetPassword(email.trim());
    // The provider answers OK whether the address is known or not (no account enumeration).
    if (outcome.ok) setSent(true);
    else setFailed(true);
  });

  const errorKey = errors.email?.message as ErrorKey | undefined;

  return (
    <div className="container page identity-page" lang={lang}>
      {sent ? (
        <ResultPanel heading={t('identity.forgotPassword.heading')} testId="forgot-password-sent">
          <FormAlert tone="success">{t('identity.forgotPassword.sent')}</FormAlert>
          <Link to={paths.signIn.getHref()}>{t('identity.common.backToSignIn')}</Link>
        </ResultPanel>
      ) : (
        <>
          <h1 id="forgot-password-heading" className="page__title">
            {t('identity.forgotPassword.heading')}
          </h1>
          {provider.hostedScreens ? (
            <HostedScreen startScreen="gigya-forgot-password-screen" />
          ) : (
            <>
              <p className="page__lead">{t('identity.forgotPassword.lead')}</p>
              <IdentityForm screen="forgotPassword" pending={isSubmitting} onSubmit={submit} failed={failed}>
                <TextField
                  id="forgot-password-email"
                  label={t('identity.fields.email')}
                  type="email"
                  required
                  autoComplete="email"
                  inputMode="email"
                  maxLength={254}
                  error={errorKey ? t(`identity.errors.${errorKey}`) : undefined}
                  registration={register('email', { validate: (value) => emailError(value) ?? true })}
                />
              </IdentityForm>
            </>
          )}
          <p>
            <Link to={paths.signIn.getHref()}>{t('identity.common.backToSignIn')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
