import { useTranslation } from 'react-i18next';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { LegalDocument } from '../components/legal-document.tsx';

export function Component() {
  const { t } = useTranslation();
  const { footer, support } = useCountry();
  usePageTitle(t('legal.imprint.title'));
  // The imprint quotes the pharmacovigilance contact (Mexico); other countries fall back to support.
  const contact = footer.pharmacovigilance ?? support;
  const values = { pharmacovigilanceEmail: contact.email, pharmacovigilancePhone: contact.phone };
  return (
    <LegalDocument
      title={t('legal.imprint.title')}
      intro={t('legal.imprint.intro')}
      sections={t('legal.imprint.sections', { returnObjects: true, ...values })}
    />
  );
}
