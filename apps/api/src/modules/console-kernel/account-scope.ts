// A physician's account as the console's services see it (physician admin, verification): found only
// when it is live and of the member's countries (anything else is simply not found: no existence leak),
// and named by the same identity (and register) fields in every view.
import type { CountryCode } from '@portal/countries';
import type { UserRow } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { findUser } from './accounts-repository.ts';
import { coversCountry } from './policy.ts';

/** A live (not anonymised; not disabled either unless `disabledToo`) account of the member's countries. */
export async function accountInScope(
  ctx: StaffContext,
  id: string,
  notFoundMessage: string,
  { disabledToo }: { disabledToo: boolean },
): Promise<UserRow> {
  const user = await findUser(ctx.db, id);
  if (
    !user ||
    user.anonymisedAt ||
    (!disabledToo && user.disabledAt) ||
    !coversCountry(ctx.staff, user.country as CountryCode)
  )
    throw notFound(notFoundMessage);
  return user;
}

/** The fields every console view of an account starts with. */
export function accountIdentity(user: UserRow) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: user.country as CountryCode,
  };
}

/** The professional register of an account and where its verification stands, as the console shows them. */
export function accountRegister(user: UserRow) {
  return {
    registerType: user.registerType,
    registerNumber: user.registerNumber,
    registerUf: user.registerUf,
    verification: user.verification,
  };
}
