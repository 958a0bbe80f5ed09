// /signin/social#UID=..: where the social sign-in lands; exchanges the proof for a portal session.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { FormAlert } from '../components/form-alert.tsx';
import '../components/identity.css';
import { useSignInFlow } from '../components/use-sign-in-flow.ts';
import { parseSocialFragment } from '../lib/auto-complete.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('identity.social.title'));
  // Read once, then wipe the proof from the address bar (and so from history).
  const [landing] = useState(() => parseSocialFragment(window.location.hash));
  const flow = useSignInFlow({
    landing: landing && !('error' in landing) ? (landing.redirect ?? undefined) : undefined,
  });
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}`,
      );
    }
    if (started.current) return;
    started.current = true;
    if (!landing) {
      setFailed(t('identity.social.failed'));
      return;
    }
    if ('error' in landing) {
      setFailed(
        landing.error === 'account_disabled' ? t('identity.signIn.disabled') : t('identity.social.failed'),
      );
      return;
    }
    void flow.finish(landing.signed, landing, landing.email);
  }, [landing, flow, t]);

  const message = failed ?? flow.error;
  return (
    <div className="container page identity-page">
      <h1 className="page__title">{t('identity.social.title')}</h1>
      {message ? (
        <>
          <FormAlert testId="social-error">{message}</FormAlert>
          <p>
            <Link to={paths.signIn.getHref()}>{t('identity.common.backToSignIn')}</Link>
          </p>
        </>
      ) : (
        <p className="loading-indicator" role="status">
          <Spinner />
          <span>{t('identity.social.signingIn')}</span>
        </p>
      )}
    </div>
  );
}
