// Doctor-finder area of a CRM physician (/docfinder): guarded; its search and listing arrive later.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.doctorFinder.title'));
  return (
    <div className="container page page--narrow" data-testid="docfinder">
      <h1 className="page__title">{t('account.doctorFinder.heading')}</h1>
      <p className="page__lead">{t('account.doctorFinder.lead')}</p>
      <nav aria-label={t('account.doctorFinder.actionsLabel')}>
        <ul className="page__actions">
          <li>
            <Link to={paths.docFinder.register.getHref()} className="button button--secondary">
              {t('account.doctorFinder.register')}
            </Link>
          </li>
          <li>
            <Link to={paths.docFinder.addAddress.getHref()} className="button button--primary">
              {t('account.doctorFinder.addAddress')}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
