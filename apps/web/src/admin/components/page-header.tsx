// A console page's head: the way back (a breadcrumb link to the list it came from), the title, the
// record's state badge beside it and the actions the member may take on the page.
//
// Use: <PageHeader title={item.title} back={{ to: '/content', label: t('nav.content') }}
//        state={<span className="admin-badge admin-badge--approved">{t('status.approved')}</span>}
//        actions={<Link className="button button--primary" to="edit">{t('detail.edit')}</Link>} />
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';

export interface PageHeaderProps {
  title: ReactNode;
  /** The record's state (a badge), read beside the title. */
  state?: ReactNode;
  /** Buttons and links for the page (create, edit, export). */
  actions?: ReactNode;
  /** The page one level up, as a breadcrumb link. */
  back?: { to: string; label: string };
}

export function PageHeader({ title, state, actions, back }: PageHeaderProps) {
  const { t } = useI18n();
  return (
    <header className="admin-page-header">
      {back ? (
        <nav aria-label={t('nav.breadcrumb')} className="admin-breadcrumb">
          <Link to={back.to}>{back.label}</Link>
        </nav>
      ) : null}
      <div className="admin-page-header__row">
        <div className="admin-page-header__title">
          <h1 className="page__title">{title}</h1>
          {state ? <div className="admin-page-header__state">{state}</div> : null}
        </div>
        {actions ? <div className="admin-page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
