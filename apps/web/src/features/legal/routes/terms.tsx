import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#lib/document-head.ts';
import { LegalDocument } from '../components/legal-document.tsx';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('legal.terms.title'));
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      updated={t('legal.terms.updated')}
      sections={t('legal.terms.sections', { returnObjects: true })}
    />
  );
}
