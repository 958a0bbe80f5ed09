// The signed-in frame: skip link, header (who, language, navigation, sign-out) and the page. Without a
// console session, or when the API ends it (idle 15 minutes), back to sign-in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { adminRequest, onStaffUnauthorized, staffToken } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.tsx';
import { meQuery, staffCan } from '../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';

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
      <a className="skip-link" href="#admin-main">
        {t('skipToContent')}
      </a>
      <header className="admin-header">
        <p className="admin-header__title">{t('title')}</p>
        <nav aria-label={t('nav.label')} className="admin-nav">
          <NavLink to="/content">{t('nav.content')}</NavLink>
          {staffCan(me.data, 'audit.read') ? <NavLink to="/audit">{t('nav.audit')}</NavLink> : null}
          {staffCan(me.data, 'verification.review') ? (
            <NavLink to="/verification">{t('nav.verification')}</NavLink>
          ) : null}
          {staffCan(me.data, 'physicians.read') ? (
            <NavLink to="/physicians">{t('nav.physicians')}</NavLink>
          ) : null}
          {staffCan(me.data, 'mi.desk') ? <NavLink to="/mi">{t('miDesk.nav.inbox')}</NavLink> : null}
          {staffCan(me.data, 'pv.desk') ? <NavLink to="/pv">{t('miDesk.nav.pv')}</NavLink> : null}
          {staffCan(me.data, 'reports.read') ? <NavLink to="/reports">{t('reports.nav')}</NavLink> : null}
          {staffCan(me.data, 'mail.read') ? <NavLink to="/mail">{t('mailOps.nav')}</NavLink> : null}
          <NavLink to="/events">{t('authoring.nav.events')}</NavLink>
          {staffCan(me.data, 'links.manage') ? (
            <NavLink to="/links">{t('authoring.nav.links')}</NavLink>
          ) : null}
          {staffCan(me.data, 'clusters.manage') ? (
            <NavLink to="/clusters">{t('authoring.nav.clusters')}</NavLink>
          ) : null}
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
