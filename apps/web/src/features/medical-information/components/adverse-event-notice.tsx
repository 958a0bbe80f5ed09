// Shown after a question that suggests an adverse event: the country's reporting channel (Brazil's
// adverse-event link, Mexico's pharmacovigilance contact, otherwise the contact page).
import type { Country } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '#components/ui/smart-link.tsx';

export function AdverseEventNotice({ country }: { country: Country }) {
  const { t } = useTranslation();
  const { adverseEvent, pharmacovigilance } = country.footer;
  const contact = country.legal.contact;
  return (
    <div className="medical-question__adverse" role="alert" data-testid="adverse-event-notice">
      <p>{t('medicalInformation.screen.adverseEvent')}</p>
      <p data-testid="adverse-event-link">
        {adverseEvent ? (
          <SmartLink href={adverseEvent.url} openInNewTab={adverseEvent.openInNewTab}>
            {t('medicalInformation.screen.adverseEventLink')}
          </SmartLink>
        ) : pharmacovigilance ? (
          <a href={`mailto:${pharmacovigilance.email}`}>
            {t('medicalInformation.screen.pharmacovigilanceContact', pharmacovigilance)}
          </a>
        ) : (
          <SmartLink to={contact.route} href={contact.external} openInNewTab={contact.openInNewTab}>
            {t('medicalInformation.screen.adverseEventLink')}
          </SmartLink>
        )}
      </p>
    </div>
  );
}
