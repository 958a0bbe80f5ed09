// The signed-in frame: skip link, a top bar (console, menu button, who), the side navigation grouped by
// work with the member's settings under it, and the page. Below 64rem the side navigation folds behind
// the menu button (a disclosure: closes on Escape and on navigating). Without a console session, or when
// the API ends it (idle 15 minutes), back to sign-in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { memberTimeZone } from '../components/zoned-time.tsx';
import { adminRequest, onStaffUnauthorized, staffToken } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';
import { meQuery } from '../lib/session.ts';
import { ConsoleNav } from './console-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export function ConsoleLayout() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      onStaffUnauthorized(() => {
        queryClient.clear();
        navigate('/sign-in?expired=1', { replace: true });
      }),
    [navigate, queryClient],
  );

  // A link followed from the folded menu closes it: the page, not the menu, is what was asked for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => setMenuOpen(false), [pathname]);

  if (!staffToken.get()) return <Navigate to="/sign-in" replace />;
  if (me.isPending) return <p className="admin-loading">{t('common.loading')}</p>;
  if (!me.data) return <Navigate to="/sign-in" replace />;

  const signOut = async () => {
    try {
      await adminRequest('DELETE', '/api/admin/session');
    } finally {
      staffToken.clear();
      queryClient.clear();
      navigate('/sign-in', { replace: true });
    }
  };

  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere (the button or the open menu) folds it
    <div className="admin" onKeyDown={closeOnEscape}>
      <SkipLink target="admin-main" label={t('skipToContent')} />
      <header className="admin-top">
        <button
          ref={menuButton}
          type="button"
          className="admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="admin-menu-button__icon" aria-hidden="true" />
          {t('nav.menu')}
        </button>
        <p className="admin-top__title">{t('title')}</p>
        <p className="admin-top__user">{t('signedInAs', { email: me.data.email })}</p>
      </header>
      <div className="admin-body">
        <div id="admin-sidebar" className={menuOpen ? 'admin-sidebar admin-sidebar--open' : 'admin-sidebar'}>
          <ConsoleNav me={me.data} />
          <section className="admin-settings" aria-labelledby="admin-settings-heading">
            <p id="admin-settings-heading" className="admin-nav__heading">
              {t('nav.groups.settings')}
            </p>
            <LanguageSwitch />
            <p className="admin-settings__zone">{t('nav.timeZone', { zone: memberTimeZone() })}</p>
            <button type="button" className="button button--secondary button--small" onClick={signOut}>
              {t('nav.signOut')}
            </button>
          </section>
        </div>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
