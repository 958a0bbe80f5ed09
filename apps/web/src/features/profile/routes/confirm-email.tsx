// /confirmar-email?token=: the link mailed to the new address of an e-mail change. Opening it moves the
// account (signed in or not: the token is the proof); a signed-in browser refreshes its profile.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '#styles/account.css';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { fetchProfile, isSignedIn, PROFILE_QUERY_KEY } from '#lib/session.ts';
import { confirmEmailChange } from '../api/account-security.ts';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'invalid' };

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.security.email.confirm.title'));
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  // Single-use token: StrictMode's second effect run must not spend it again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    confirmEmailChange(token)
      .then(async ({ email }) => {
        setState({ kind: 'done', email });
        if (isSignedIn()) {
          const profile = await fetchProfile().catch(() => null);
          if (profile) queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
        }
      })
      .catch(() => setState({ kind: 'invalid' }));
  }, [token, queryClient]);

  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('account.security.email.confirm.title')}</h1>
      {state.kind === 'working' ? (
        <p className="loading-indicator" role="status">
          <Spinner />
          <span>{t('account.security.email.confirm.working')}</span>
        </p>
      ) : (
        <div data-testid={`confirm-email-${state.kind}`}>
          <p className="account-section__notice" role="status">
            {state.kind === 'done'
              ? t('account.security.email.confirm.done', { email: state.email })
              : t('account.security.email.confirm.invalid')}
          </p>
          <p className="page__actions">
            <Link className="button button--primary" to={paths.editProfile.getHref()}>
              {t('account.security.email.confirm.toProfile')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
