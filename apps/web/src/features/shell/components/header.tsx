// Site header: brand and app name, main navigation, and the country bar above them.
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { config } from '../../../lib/config.ts';
import { useCountry } from '../../../lib/country.ts';
import { CountrySelector } from './country-selector.tsx';

export function Header() {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <header className="site-header">
      <CountrySelector />
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <svg className="brand__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <circle cx="20" cy="20" r="18" />
            <path d="M12 20h16M20 12v16" />
          </svg>
          <span className="brand__text">
            <span className="brand__company">{config.brandLabel}</span>
            <span className="brand__app">{country.appName}</span>
          </span>
        </Link>
        <nav className="main-nav" aria-label={t('header.navLabel')}>
          <ul className="main-nav__list">
            <li>
              <NavLink to="/" end className="main-nav__link">
                {t('header.nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/buscador-medico" className="main-nav__link">
                {t('header.nav.doctorFinder')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/signin" className="button button--primary button--small">
                {t('header.nav.signIn')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
