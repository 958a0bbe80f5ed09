// The signed-in frame: skip link, header (who, language, navigation, sign-out) and the page. Without a
// console session, or when the API ends it (idle 15 minutes), back to sign-in.
import type { AdminAction } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { SkipLink } from '#components/ui/skip-link.tsx';
import { adminRequest, onStaffUnauthorized, staffToken } from '../lib/api.ts';
import { type AdminKey, useI18n } from '../lib/i18n.tsx';
import { meQuery, staffCan } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** The console's areas: path, name, and the action a member needs to see it (none: everyone). */
const NAV: readonly (readonly [string, AdminKey, AdminAction | null])[] = [
  ['/content', 'nav.content', null],
  ['/audit', 'nav.audit', 'audit.read'],
  ['/verification', 'nav.verification', 'verification.review'],
  ['/physicians', 'nav.physicians', 'physicians.read'],
  ['/mi', 'miDesk.nav.inbox', 'mi.desk'],
  ['/pv', 'miDesk.nav.pv', 'pv.desk'],
  ['/reports', 'reports.nav', 'reports.read'],
  ['/mail', 'mailOps.nav', 'mail.read'],
  ['/events', 'authoring.nav.events', null],
  ['/courses', 'courses.nav', null],
  ['/products', 'products.nav', null],
  ['/links', 'authoring.nav.links', 'links.manage'],
  ['/clusters', 'authoring.nav.clusters', 'clusters.manage'],
  ['/staff', 'staff.nav', 'staff.manage'],
];

export function ConsoleLayout() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);

  useEffect(
    () =>
      onStaffUnauthorized(() => {
        queryClient.clear();
        navigate('/sign-in?expired=1', { replace: true });
      }),
    [navigate, queryClient],
  );

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

  return (
    <div className="admin">
      <SkipLink target="admin-main" label={t('skipToContent')} />
      <header className="admin-header">
        <p className="admin-header__title">{t('title')}</p>
        <nav aria-label={t('nav.label')} className="admin-nav">
          {NAV.filter(([, , action]) => !action || staffCan(me.data, action)).map(([to, label]) => (
            <NavLink key={to} to={to}>
              {t(label)}
            </NavLink>
          ))}
        </nav>
        <div className="admin-header__user">
          <span>{t('signedInAs', { email: me.data.email })}</span>
          <LanguageSwitch />
          <button type="button" className="button button--secondary button--small" onClick={signOut}>
            {t('nav.signOut')}
          </button>
        </div>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
