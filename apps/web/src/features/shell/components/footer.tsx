// Per-country footer: images, disclaimers, reporting links (Brazil), legal links and approval codes.
import type { Country, FooterLink, LegalLink } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '#components/ui/smart-link.tsx';
import { config } from '#lib/config.ts';
import { openConsentPreferences } from '#lib/consent.ts';
import { useCountry } from '#lib/country.ts';

function legalLinks(country: Country): LegalLink[] {
  const { terms, privacy, imprint, contact } = country.legal;
  return imprint ? [terms, privacy, imprint, contact] : [terms, privacy, contact];
}

function reportingLinks(country: Country): FooterLink[] {
  const { pharmaceuticals, adverseEvent, technicalComplaint } = country.footer;
  return [pharmaceuticals, adverseEvent, technicalComplaint].filter((link): link is FooterLink => !!link);
}

function Disclaimers({ country }: { country: Country }) {
  const { t } = useTranslation();
  const contact = country.footer.pharmacovigilance;
  return (
    <section className="site-footer__disclaimers" aria-label={t('footer.disclaimersLabel')}>
      {country.footer.disclaimers.map((text) => (
        <p key={text} data-testid={contact && text.includes(contact.email) ? 'pharmacovigilance' : undefined}>
          {text}
        </p>
      ))}
    </section>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const country = useCountry();
  const { footer } = country;
  const reporting = reportingLinks(country);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="row-between site-footer__media">
          <img
            className="site-footer__banner"
            src={footer.bannerImage}
            alt={footer.bannerAlt}
            // The banners are 6:1 (1200 x 200): the box they keep before loading is that shape (no shift).
            width="480"
            height="80"
            loading="lazy"
          />
          <div className="site-footer__app">
            <img src={footer.qrCodeImage} alt={footer.qrCodeAlt} width="96" height="96" loading="lazy" />
            <p>{t('footer.appTitle')}</p>
          </div>
        </div>

        <Disclaimers country={country} />

        {reporting.length > 0 ? (
          <nav className="site-footer__links" aria-label={t('footer.reportingNavLabel')}>
            <ul className="inline-list">
              {reporting.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url} openInNewTab={link.openInNewTab}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <nav className="site-footer__links" aria-label={t('footer.legalNavLabel')}>
          <ul className="inline-list">
            {legalLinks(country).map((link) => (
              <li key={link.label}>
                <SmartLink to={link.route} href={link.external} openInNewTab={link.openInNewTab}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={openConsentPreferences}>
                {t('footer.cookiePreferences')}
              </button>
            </li>
          </ul>
        </nav>

        <div className="site-footer__meta">
          <p data-testid="approval-code">{t('footer.approvalCode', { code: footer.approvalCode })}</p>
          {footer.docFinderApprovalCode ? (
            <p data-testid="doc-finder-approval-code">
              {t('footer.docFinderApprovalCode', { code: footer.docFinderApprovalCode })}
            </p>
          ) : null}
          <p data-testid="last-updated">{footer.lastUpdated}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: config.brandLabel })}</p>
        </div>
      </div>
    </footer>
  );
}
