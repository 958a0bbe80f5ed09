// Site header: brand and app name, main navigation, the country bar, and the user menu once signed in.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import '#styles/user-menu.css';
import { articleRequestPopup } from '#lib/article-request.ts';
import { config } from '#lib/config.ts';
import { useCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { signOut, useSession } from '#lib/session-core.ts';
import { CountrySelector } from './country-selector.tsx';

export function Header() {
  const { t } = useTranslation();
  const country = useCountry();
  const { signedIn } = useSession();
  return (
    <header className="site-header">
      <CountrySelector />
      <div className="container row-between site-header__inner">
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
        <nav className="main-nav" aria-label={t('header.navLabel')}>
          <ul className="main-nav__list">
            <li>
              <NavLink
                to={signedIn ? paths.home.getHref() : paths.landing.getHref()}
                end
                className="main-nav__link"
              >
                {t('header.nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.doctorFinderLanding.getHref()} className="main-nav__link">
                {t('header.nav.doctorFinder')}
              </NavLink>
            </li>
            {signedIn ? (
              <li>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  data-testid="article-request-trigger"
                  onClick={articleRequestPopup.open}
                >
                  {t('medicalInformation.article.trigger')}
                </button>
              </li>
            ) : null}
            {signedIn ? null : (
              <li>
                <NavLink to={paths.signIn.getHref()} className="button button--primary button--small">
                  {t('header.nav.signIn')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        {signedIn ? <UserMenu /> : null}
      </div>
    </header>
  );
}

/** The user menu's links, in the country's path language. */
function menuLinks() {
  return [
    { to: paths.home.getHref(), label: 'account.menu.home' },
    { to: paths.search.getHref(), label: 'account.menu.search' },
    { to: paths.content.lists.saved.getHref(), label: 'account.menu.saved' },
    { to: paths.preferences.getHref(), label: 'account.menu.preferences' },
    { to: paths.editProfile.getHref(), label: 'account.menu.editProfile' },
  ] as const;
}

/** A disclosure (not an ARIA menu): a button that shows a list of ordinary links and the sign-out button. */
function UserMenu() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const name = profile?.name || t('account.menu.fallbackName');
  const close = () => setOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <nav className="user-menu" aria-label={t('account.menu.navLabel')} ref={root} data-testid="user-menu">
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account.menu.toggle', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        {menuLinks().map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className="user-menu__item" onClick={close}>
              {t(label)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => {
              close();
              void signOut(paths.landing.getHref());
            }}
          >
            {t('account.menu.signOut')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
