// The console's areas grouped by the work they serve, each with the action a member needs to see it
// (the action table the API enforces: ADMIN_ACTION_ROLES in @portal/contracts). A group with no area the
// member may open is not shown at all.
import type { AdminAction, StaffMe } from '@portal/contracts';
import type { AdminKey } from '../lib/i18n.tsx';
import { staffCan } from '../lib/session.ts';

export interface NavArea {
  to: string;
  label: AdminKey;
  action: AdminAction;
}

export interface NavGroup {
  id: 'content' | 'people' | 'desk' | 'reports';
  label: AdminKey;
  areas: readonly NavArea[];
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    id: 'content',
    label: 'nav.groups.content',
    areas: [
      { to: '/content', label: 'nav.content', action: 'content.read' },
      { to: '/products', label: 'products.nav', action: 'products.read' },
      { to: '/events', label: 'authoring.nav.events', action: 'events.read' },
      { to: '/courses', label: 'courses.nav', action: 'courses.read' },
      { to: '/links', label: 'authoring.nav.links', action: 'links.manage' },
      { to: '/clusters', label: 'authoring.nav.clusters', action: 'clusters.manage' },
    ],
  },
  {
    id: 'people',
    label: 'nav.groups.people',
    areas: [
      { to: '/physicians', label: 'nav.physicians', action: 'physicians.read' },
      { to: '/verification', label: 'nav.verification', action: 'verification.review' },
      { to: '/staff', label: 'staff.nav', action: 'staff.manage' },
    ],
  },
  {
    id: 'desk',
    label: 'nav.groups.desk',
    areas: [
      { to: '/mi', label: 'miDesk.nav.inbox', action: 'mi.desk' },
      { to: '/pv', label: 'miDesk.nav.pv', action: 'pv.desk' },
    ],
  },
  {
    id: 'reports',
    label: 'nav.groups.reports',
    areas: [
      { to: '/reports', label: 'reports.nav', action: 'reports.read' },
      { to: '/audit', label: 'nav.audit', action: 'audit.read' },
      { to: '/mail', label: 'mailOps.nav', action: 'mail.read' },
    ],
  },
];

/** The groups and areas this member may open, in the navigation's order. */
export function visibleNavGroups(me: StaffMe | null | undefined): NavGroup[] {
  return NAV_GROUPS.map((group) => ({
    ...group,
    areas: group.areas.filter((area) => staffCan(me, area.action)),
  })).filter((group) => group.areas.length > 0);
}

/** `page` on the area itself, `true` on a record inside it (/content/123), nothing elsewhere. */
export function currentness(pathname: string, to: string): 'page' | 'true' | undefined {
  if (pathname === to) return 'page';
  return pathname.startsWith(`${to}/`) ? 'true' : undefined;
}
