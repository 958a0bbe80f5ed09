// The imprint: the company of the country being viewed (Country.company, country data), under headings
// in the page's language. Invented companies say they are demo data.
import { useTranslation } from 'react-i18next';
import { config } from '#lib/config.ts';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { LegalDocument, type LegalSection } from '../components/legal-document.tsx';

export function Component() {
  const { t } = useTranslation();
  const { company, footer, support } = useCountry();
  usePageTitle(t('legal.imprint.title'));
  // The pharmacovigilance contact where the country has one (Mexico); the support contact otherwise.
  const contact = footer.pharmacovigilance ?? support;
  // Not @portal/i18n's interpolate: its entry would bundle every dictionary into this chunk.
  const brand = (text: string) => text.replaceAll('{{brand}}', config.brandLabel);
  const headings = t('legal.imprint.headings', { returnObjects: true });
  const sections: LegalSection[] = [
    { heading: headings.legalName, body: [company.description] },
    { heading: headings.address, body: [company.address] },
    { heading: headings.registrations, body: company.registrations },
    { heading: headings.responsiblePersons, body: company.responsiblePersons },
    { heading: headings.contact, body: company.contact },
    { heading: headings.regulator, body: company.regulator },
    {
      heading: headings.pharmacovigilance,
      body: [
        t('legal.imprint.pharmacovigilance', {
          pharmacovigilanceEmail: contact.email,
          pharmacovigilancePhone: contact.phone,
        }),
        company.pharmacovigilanceNote,
      ],
    },
  ].map((section) => ({ heading: section.heading, body: section.body.map(brand) }));
  return (
    <LegalDocument title={t('legal.imprint.title')} intro={t('legal.imprint.intro')} sections={sections}>
      {company.demo ? (
        <p className="legal__updated" data-testid="imprint-demo">
          {t('legal.imprint.demoNotice')}
        </p>
      ) : null}
    </LegalDocument>
  );
}
