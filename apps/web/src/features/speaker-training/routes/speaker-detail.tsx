// Speaker-training detail (/{brand}-speakers/:id and /:idCapa/:id): guarded; its content arrives later.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../../lib/config.ts';
import { usePageTitle } from '../../../lib/document-head.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.speakerTraining.detailHeading'));
  return (
    <div className="container page page--narrow" data-testid="speaker-training-detail">
      <h1 className="page__title">{t('account.speakerTraining.detailHeading')}</h1>
      <p className="page__lead">{t('account.speakerTraining.detailLead')}</p>
      <p>
        <Link to={`/${config.brand}-speakers`}>{t('account.speakerTraining.backToList')}</Link>
      </p>
    </div>
  );
}
