// Footer of the doctor-finder login variant: the country's support contacts and its approval code.
import type { Country } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { useCountry } from '#lib/country.ts';

/** Brazil has an approval code of its own for the doctor-finder; elsewhere the country's code applies. */
export function docFinderApprovalCode(country: Pick<Country, 'footer'>): string {
  return country.footer.docFinderApprovalCode ?? country.footer.approvalCode;
}

export function DocFinderLoginFooter() {
  const { t } = useTranslation();
  const country = useCountry();
  const { email, phone } = country.support;
  return (
    <footer className="docfinder-login__footer" data-testid="docfinder-login-footer">
      <h2 id="docfinder-support-title" className="docfinder-login__support-title">
        {t('identity.docFinder.supportTitle')}
      </h2>
      <dl className="docfinder-login__contacts">
        <div>
          <dt>{t('identity.docFinder.supportEmail')}</dt>
          <dd>
            <a href={`mailto:${email}`} data-testid="docfinder-support-email">
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('identity.docFinder.supportPhone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="docfinder-support-phone">
              {phone}
            </a>
          </dd>
        </div>
      </dl>
      <p className="docfinder-login__approval" data-testid="docfinder-approval-code">
        {t('identity.docFinder.approvalCode', { code: docFinderApprovalCode(country) })}
      </p>
    </footer>
  );
}
