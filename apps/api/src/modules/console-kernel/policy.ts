// Who on the staff may do what (issue 15): one table of actions by role, and the country scope. The API
// enforces it in one place: every /api/admin route names its action (routes.ts), and the staff guard
// refuses with 403 before the body is read; services check the country of what they touch.
import { ADMIN_ACTION_ROLES, type AdminAction, roleAllows } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';

/** The action table lives in @portal/contracts, so the console shows only what the API allows. */
export const ADMIN_ACTIONS = ADMIN_ACTION_ROLES;
export type { AdminAction };

export interface StaffPrincipal {
  id: string;
  roles: readonly string[];
  countries: readonly CountryCode[];
}

export function can(staff: Pick<StaffPrincipal, 'roles'>, action: AdminAction): boolean {
  return roleAllows(staff.roles, action);
}

/** Whether the member works for `country`. */
export function coversCountry(staff: Pick<StaffPrincipal, 'countries'>, country: CountryCode): boolean {
  return staff.countries.includes(country);
}

/** Whether the member works for at least one of an item's countries (then it may see the item). */
export function sharesCountry(
  staff: Pick<StaffPrincipal, 'countries'>,
  countries: readonly CountryCode[],
): boolean {
  return countries.some((country) => staff.countries.includes(country));
}

/** MLR rule: a reviewer never approves or rejects a version they wrote. */
export function mayReview(staff: Pick<StaffPrincipal, 'id'>, authorId: string): boolean {
  return staff.id !== authorId;
}

/**
 * Staff management: an admin manages a member only when every country of the member is theirs (a
 * Brazilian admin never changes a member who also works for Mexico), and never themselves.
 */
export function managesMember(
  admin: Pick<StaffPrincipal, 'id' | 'countries'>,
  member: Pick<StaffPrincipal, 'id' | 'countries'>,
): boolean {
  return admin.id !== member.id && member.countries.every((country) => admin.countries.includes(country));
}
