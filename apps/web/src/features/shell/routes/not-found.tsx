// An address the portal does not have: a page in the shell with a way home (signed in or not), instead of a
// silent redirect. Kept out of search engines.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setMeta, usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useSession } from '#lib/session-core.ts';

export function Component() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  usePageTitle(t('shell.notFound.title'));
  useEffect(() => {
    setMeta('robots', 'noindex');
    return () => setMeta('robots', null);
  }, []);
  return (
    <div className="container page page--narrow" data-testid="not-found">
      <h1 className="page__title">{t('shell.notFound.title')}</h1>
      <p>{t('shell.notFound.body')}</p>
      <p>
        <Link
          to={signedIn ? paths.home.getHref() : paths.landing.getHref()}
          className="button button--primary"
        >
          {t('shell.notFound.home')}
        </Link>
      </p>
    </div>
  );
}
