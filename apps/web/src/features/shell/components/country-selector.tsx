// Country switcher: plain links with ?loc=xx (a full load, since language and data follow the country).
import { countryList } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '#components/ui/visually-hidden.tsx';
import { countrySwitchHref, useCountry } from '#lib/country.ts';

export function CountrySelector() {
  const { t } = useTranslation();
  const current = useCountry();
  const { pathname } = useLocation();
  return (
    <nav className="country-bar" aria-label={t('header.country.listLabel')}>
      <div className="container country-bar__inner">
        <span className="country-bar__label" aria-hidden="true">
          {t('header.country.toggle')}
        </span>
        <ul className="country-bar__list">
          {countryList.map((country) => {
            const isCurrent = country.code === current.code;
            return (
              <li key={country.code}>
                <a
                  className="country-bar__link"
                  href={countrySwitchHref(pathname, country.code)}
                  lang={country.pageLanguage}
                  hrefLang={country.pageLanguage}
                  aria-current={isCurrent ? 'true' : undefined}
                >
                  {country.name}
                  {isCurrent ? <VisuallyHidden> {t('header.country.current')}</VisuallyHidden> : null}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
