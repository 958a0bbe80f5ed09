import { useTranslation } from 'react-i18next';
import { openConsentPreferences } from '#lib/consent.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { LegalDocument } from '../components/legal-document.tsx';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('legal.privacy.title'));
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      updated={t('legal.privacy.updated')}
      sections={t('legal.privacy.sections', { returnObjects: true })}
    >
      <p>
        <button type="button" className="button button--secondary" onClick={openConsentPreferences}>
          {t('legal.privacy.consentLink')}
        </button>
      </p>
    </LegalDocument>
  );
}
