// Who is signed in to the console (TanStack Query cache of /api/admin/me) and what they may do (the
// action table the API enforces, from @portal/contracts).
import { type AdminAction, roleAllows, type StaffMe } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminRequest, staffToken } from './api.ts';

export const meQuery = queryOptions({
  queryKey: ['admin', 'me'],
  queryFn: () => (staffToken.get() ? adminRequest<StaffMe>('GET', '/api/admin/me') : null),
  staleTime: 60_000,
  retry: false,
});

export function staffCan(me: StaffMe | null | undefined, action: AdminAction): boolean {
  return !!me && roleAllows(me.roles, action);
}

/** Whether the member works for this country. */
export function staffCovers(me: StaffMe | null | undefined, country: string): boolean {
  return !!me && (me.countries as readonly string[]).includes(country);
}
