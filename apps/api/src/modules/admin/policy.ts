// Who on the staff may do what (issue 15): one table of actions by role, and the country scope. The API
// enforces it in one place: every /api/admin route names its action (routes.ts), and the staff guard
// refuses with 403 before the body is read; services check the country of what they touch.
import type { StaffRole } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';

export const ADMIN_ACTIONS = {
  /** List and read content versions of the member's countries. */
  'content.read': ['editor', 'reviewer', 'mi_officer', 'pv_officer', 'verifier', 'admin'],
  /** Create drafts, edit them, submit them for review, upload media. */
  'content.write': ['editor'],
  /** MLR review: approve (code and expiry) or reject (comment). */
  'content.review': ['reviewer'],
  /** Publish an approved version in a country, withdraw it. */
  'content.publish': ['editor', 'admin'],
  /** Read the audit trail. */
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminAction = keyof typeof ADMIN_ACTIONS;

export interface StaffPrincipal {
  id: string;
  roles: readonly string[];
  countries: readonly CountryCode[];
}

export function can(staff: Pick<StaffPrincipal, 'roles'>, action: AdminAction): boolean {
  const allowed: readonly string[] = ADMIN_ACTIONS[action];
  return staff.roles.some((role) => allowed.includes(role));
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
