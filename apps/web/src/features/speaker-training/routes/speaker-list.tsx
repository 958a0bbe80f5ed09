// Speaker-training list (/{brand}-speakers and /speaker-training): guarded; its content arrives later.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/document-head.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.speakerTraining.title'));
  return (
    <div className="container page page--narrow" data-testid="speaker-training">
      <h1 className="page__title">{t('account.speakerTraining.heading')}</h1>
      <p className="page__lead">{t('account.speakerTraining.lead')}</p>
    </div>
  );
}
