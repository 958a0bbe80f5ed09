// Friendly, localized error shown inside the shell when a screen fails (e.g. its chunk cannot load).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('routeError.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container page page--narrow" role="alert">
      <h1 className="page__title">{t('routeError.title')}</h1>
      <p className="page__lead">{t('routeError.body')}</p>
      <p className="page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </button>
        <Link to={paths.landing.getHref()} className="button button--secondary">
          {t('routeError.home')}
        </Link>
      </p>
    </div>
  );
}
