// /cadastro: registration; also the auto-complete registration of a provider account without a portal user.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { completeSignIn } from '#lib/session.ts';
import { session } from '#lib/storage-keys.ts';
import { type RegistrationDone, RegistrationForm } from '../components/registration-form.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import '../components/identity.css';
import { clearAutoComplete, isSignatureFresh, readAutoComplete } from '../lib/auto-complete.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('identity.register.title'));
  const [autoComplete] = useState(() => readAutoComplete(session));
  const [done, setDone] = useState<RegistrationDone | null>(null);

  async function finish(result: RegistrationDone): Promise<void> {
    clearAutoComplete(session);
    // A completed account is verified already: sign in at once while its proof is still valid.
    if (result.completed && result.signed && isSignatureFresh(result.signed, Date.now())) {
      const outcome = await completeSignIn(result.signed);
      if (outcome.kind === 'signed-in') {
        navigate(outcome.to, { replace: true });
        return;
      }
    }
    setDone(result);
  }

  if (done) {
    return (
      <div className="container page identity-page">
        {done.completed ? (
          <ResultPanel heading={t('identity.register.completeSuccessHeading')} testId="registration-complete">
            <p>{t('identity.register.completeSuccessBody')}</p>
            <Link className="button button--primary" to={paths.signIn.getHref()}>
              {t('identity.common.goToSignIn')}
            </Link>
          </ResultPanel>
        ) : (
          <ResultPanel heading={t('identity.register.successHeading')} testId="registration-success">
            <p>{t('identity.register.successBody', { email: done.email })}</p>
            <Link className="button button--primary" to={paths.signIn.getHref()}>
              {t('identity.common.goToSignIn')}
            </Link>
          </ResultPanel>
        )}
      </div>
    );
  }

  return (
    <div className="container page identity-page identity-page--wide">
      <h1 id="register-heading" className="page__title">
        {autoComplete ? t('identity.register.completeHeading') : t('identity.register.heading')}
      </h1>
      <p className="page__lead">
        {autoComplete ? t('identity.register.completeLead') : t('identity.register.lead')}
      </p>
      <RegistrationForm autoComplete={autoComplete} onDone={(result) => void finish(result)} />
      {autoComplete ? null : (
        <p>
          {t('identity.register.haveAccount')}{' '}
          <Link to={paths.signIn.getHref()}>{t('identity.common.goToSignIn')}</Link>
        </p>
      )}
    </div>
  );
}
