// /verificar-email?token=: confirms the e-mail address with the single-use link from the mail.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { FormAlert } from '../components/form-alert.tsx';
import { ResultPanel } from '../components/result-panel.tsx';
import { getIdentityProvider } from '../provider/index.ts';
import '../components/identity.css';

type State = 'verifying' | 'verified' | 'invalid' | 'failed';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('identity.verifyEmail.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? 'verifying' : 'invalid');
  // The token is single-use: StrictMode's second effect run must not spend it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    getIdentityProvider()
      .verifyEmail(token)
      .then((outcome) => {
        if (outcome.ok) setState('verified');
        else setState(outcome.failure.kind === 'error' ? 'failed' : 'invalid');
      });
  }, [token]);

  return (
    <div className="container page identity-page">
      {state === 'verifying' ? (
        <>
          <h1 className="page__title">{t('identity.verifyEmail.heading')}</h1>
          <p className="loading-indicator" role="status">
            <Spinner />
            <span>{t('identity.verifyEmail.verifying')}</span>
          </p>
        </>
      ) : (
        <ResultPanel heading={t('identity.verifyEmail.heading')} testId={`verify-email-${state}`}>
          {state === 'verified' ? (
            <FormAlert tone="success">{t('identity.verifyEmail.success')}</FormAlert>
          ) : null}
          {state === 'invalid' ? <FormAlert>{t('identity.verifyEmail.invalidToken')}</FormAlert> : null}
          {state === 'failed' ? <FormAlert>{t('identity.common.unexpected')}</FormAlert> : null}
          <Link className="button button--primary" to={paths.signIn.getHref()}>
            {t('identity.common.goToSignIn')}
          </Link>
        </ResultPanel>
      )}
    </div>
  );
}
