// Acceptance page without a content (/aceite-teste): explains that the full shared link is needed.
// A link with a content (/aceite-teste/:id?token=...) is the public-content feature's screen.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#lib/document-head.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('legal.acceptanceTest.title'));
  return (
    <div className="container page page--narrow" data-testid="public-access">
      <h1 className="page__title">{t('legal.acceptanceTest.title')}</h1>
      <p className="page__lead">{t('legal.acceptanceTest.intro')}</p>
      <p className="notice" data-testid="public-access-denied" data-reason="noContent">
        {t('legal.acceptanceTest.noContent')}
      </p>
    </div>
  );
}
