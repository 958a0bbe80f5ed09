// Country switcher: ONE compact control (a disclosure button, "País: Brasil") before the header, instead of
// seven links before the content of every page. Its list holds plain links with ?loc=xx (a full load,
// since language and data follow the country); it closes on Escape, outside, or a new page.
import { countryList } from '@portal/countries';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '#components/ui/visually-hidden.tsx';
import { countrySwitchHref, useCountry } from '#lib/country.ts';
import { useDisclosure } from './use-disclosure.ts';

export function CountrySelector() {
  const { t } = useTranslation();
  const current = useCountry();
  const { pathname } = useLocation();
  const { open, root, toggleProps, listId } = useDisclosure<HTMLElement>();
  return (
    <nav className="country-bar" aria-label={t('header.country.listLabel')} ref={root}>
      <div className="container country-bar__inner">
        <button {...toggleProps} className="country-bar__toggle" data-testid="country-toggle">
          {t('header.country.toggle', { countryName: current.name })}
          <svg className="country-bar__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 4l4 4 4-4" />
          </svg>
        </button>
        <ul id={listId} className="country-bar__list" hidden={!open}>
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
