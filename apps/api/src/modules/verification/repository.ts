// SQL of the verification queue: accounts whose professional status is not verified, in the verifier's
// countries, with the checks made of them; and the operator's decision, recorded as one more check.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  type Database,
  desc,
  eq,
  inArray,
  type NewProfessionalCheckRow,
  type ProfessionalCheckRow,
  professionalChecks,
  type UserRow,
  users,
} from '@portal/db';
import { liveAccountIn } from '../../db/live-account.ts';
import { forgetUser } from '../sessions/cache.ts';

/** Live accounts (not disabled, not anonymised) of `countries` in the given state, oldest first. */
export async function listUnverified(
  db: Database,
  countries: readonly CountryCode[],
  status: 'pending' | 'rejected',
  limit = 200,
): Promise<UserRow[]> {
  if (countries.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.verification, status), liveAccountIn(countries, { disabledToo: false })))
    .orderBy(asc(users.createdAt))
    .limit(limit);
}

export async function checksOf(db: Database, userIds: readonly string[]): Promise<ProfessionalCheckRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(professionalChecks)
    .where(inArray(professionalChecks.userId, [...userIds]))
    .orderBy(desc(professionalChecks.checkedAt));
}

/** The decision as a check, and the account's new status; only if the status is still `from`. */
export async function recordDecision(
  db: Database,
  check: NewProfessionalCheckRow,
  from: UserRow['verification'],
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ verification: check.verification as UserRow['verification'], updatedAt: now })
    .where(and(eq(users.id, check.userId), eq(users.verification, from)))
    .returning();
  if (!row) return undefined;
  await forgetUser(db, row.id);
  await db.insert(professionalChecks).values(check);
  return row;
}
