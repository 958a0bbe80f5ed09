// Shown on the confirmation when a question may report an adverse event (the physician said a patient
// had a problem, or the screening flagged it, issue 34): the company will contact the physician, and
// here is the country's pharmacovigilance channel to reach it sooner.
import type { Country } from '@portal/countries';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '#components/ui/smart-link.tsx';

export function PharmacovigilanceNotice({ country }: { country: Country }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { phone, email, url } = country.pharmacovigilance;
  return (
    <section
      className="pharmacovigilance-notice"
      aria-labelledby={headingId}
      data-testid="pharmacovigilance-notice"
    >
      <h3 id={headingId} className="pharmacovigilance-notice__title">
        {t('medicalInformation.pharmacovigilance.title')}
      </h3>
      <p>{t('medicalInformation.pharmacovigilance.body')}</p>
      <ul className="pharmacovigilance-notice__channels">
        <li data-testid="pharmacovigilance-phone">
          {t('medicalInformation.pharmacovigilance.phone')}:{' '}
          <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </li>
        <li data-testid="pharmacovigilance-email">
          {t('medicalInformation.pharmacovigilance.email')}: <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li data-testid="adverse-event-link">
          <SmartLink href={url} openInNewTab>
            {t('medicalInformation.pharmacovigilance.web')}
          </SmartLink>
        </li>
      </ul>
    </section>
  );
}
