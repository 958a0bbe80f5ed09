// Header of the doctor-finder login variant: what this sign-in is for.
import { useTranslation } from 'react-i18next';

export function DocFinderLoginHeader({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  return (
    <header className="docfinder-login__header" data-testid="docfinder-login-header">
      <p className="docfinder-login__eyebrow">{t('identity.docFinder.headerLabel')}</p>
      <h1 id={headingId} className="page__title">
        {t('identity.docFinder.heading')}
      </h1>
      <p className="page__lead">{t('identity.docFinder.lead')}</p>
    </header>
  );
}
