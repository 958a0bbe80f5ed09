// Doctor-finder registration (/docfinder/cadastro): guarded placeholder until the doctor-finder API lands.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.doctorFinder.registerTitle'));
  return (
    <div className="container page page--narrow" data-testid="docfinder-register">
      <h1 className="page__title">{t('account.doctorFinder.registerTitle')}</h1>
      <p className="page__lead">{t('account.doctorFinder.registerLead')}</p>
      <p className="notice">{t('account.doctorFinder.comingSoon')}</p>
      <p>
        <Link to={paths.docFinder.home.getHref()}>{t('account.doctorFinder.back')}</Link>
      </p>
    </div>
  );
}
