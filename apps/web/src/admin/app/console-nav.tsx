// The side navigation: the member's areas grouped by work, the current one marked with aria-current.
import type { StaffMe } from '@portal/contracts';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { currentness, visibleNavGroups } from './nav-groups.ts';

export function ConsoleNav({ me }: { me: StaffMe }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="admin-nav">
      {visibleNavGroups(me).map((group) => (
        <div key={group.id} className="admin-nav__group">
          <p id={`admin-nav-${group.id}`} className="admin-nav__heading">
            {t(group.label)}
          </p>
          <ul aria-labelledby={`admin-nav-${group.id}`} className="admin-nav__list">
            {group.areas.map((area) => (
              <li key={area.to}>
                <Link className="admin-nav__link" to={area.to} aria-current={currentness(pathname, area.to)}>
                  {t(area.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
