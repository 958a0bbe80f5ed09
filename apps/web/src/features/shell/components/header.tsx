// Site header: the country bar, brand, search and user menu, and the primary navigation. Signed in, the
// navigation lists every area the user may use; on a phone it folds behind a menu button (see primary-nav).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { config } from '#lib/config.ts';
import { useCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { useSession } from '#lib/session-core.ts';
import { CountrySelector } from './country-selector.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { UserMenu } from './user-menu.tsx';

/** `skipLink`: the page's first stop after the cookie notice, at the start of the header's landmark. */
export function Header({ skipLink }: { skipLink?: ReactNode }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { signedIn } = useSession();
  return (
    <header className="site-header">
      {skipLink}
      <CountrySelector />
      <div className="container site-header__inner">
        <Link to={signedIn ? paths.home.getHref() : paths.landing.getHref()} className="brand">
          <svg className="brand__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
            <circle cx="20" cy="20" r="18" />
            <path d="M12 20h16M20 12v16" />
          </svg>
          <span className="brand__text">
            <span className="brand__company">{config.brandLabel}</span>
            <span className="brand__app">{country.appName}</span>
          </span>
        </Link>
        {signedIn ? (
          <>
            <HeaderSearch />
            <UserMenu />
            <PrimaryNav />
          </>
        ) : (
          <nav className="main-nav" aria-label={t('header.navLabel')}>
            <ul className="main-nav__list">
              <li>
                <NavLink to={paths.landing.getHref()} end className="main-nav__link">
                  {t('header.nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.doctorFinderLanding.getHref()} className="main-nav__link">
                  {t('header.nav.doctorFinder')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.signIn.getHref()} className="button button--primary button--small">
                  {t('header.nav.signIn')}
                </NavLink>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}

/** Search on every signed-in page: a link to the search screen, a labelled icon on a phone. */
function HeaderSearch() {
  const { t } = useTranslation();
  return (
    <NavLink to={paths.search.getHref()} className="header-search header-pill" data-testid="header-search">
      <svg className="header-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="M15.5 15.5 21 21" />
      </svg>
      <span className="header-search__label">{t('shell.nav.search')}</span>
    </NavLink>
  );
}
