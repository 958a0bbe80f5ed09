// SQL of the verification queue: accounts whose professional status is not verified, in the verifier's
// countries, with the checks made of them; and the operator's decision, recorded as one more check.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  type Database,
  desc,
  eq,
  idpAccounts,
  inArray,
  max,
  type NewProfessionalCheckRow,
  type ProfessionalCheckRow,
  professionalChecks,
  sessions,
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

/**
 * When each account (by user id) last signed in: its newest portal session or its last password sign-in
 * with the identity provider, whichever is later (absent: never).
 */
export async function lastSignIns(db: Database, accounts: readonly UserRow[]): Promise<Map<string, Date>> {
  if (accounts.length === 0) return new Map();
  const ids = [...new Set(accounts.map((account) => account.id))];
  const [idp, portal] = await Promise.all([
    db
      .select({ uid: idpAccounts.uid, at: idpAccounts.lastLoginAt })
      .from(idpAccounts)
      .where(inArray(idpAccounts.uid, [...new Set(accounts.map((account) => account.idpUid))])),
    db
      .select({ userId: sessions.userId, at: max(sessions.createdAt) })
      .from(sessions)
      .where(inArray(sessions.userId, ids))
      .groupBy(sessions.userId),
  ]);
  const result = new Map<string, Date>();
  const keep = (id: string, at: Date | null) => {
    const known = result.get(id);
    if (at && (!known || at > known)) result.set(id, at);
  };
  for (const row of portal) keep(row.userId, row.at);
  const byUid = new Map(accounts.map((account) => [account.idpUid, account.id]));
  for (const row of idp) keep(byUid.get(row.uid) ?? '', row.at);
  return result;
}

/**
 * The decision as a check, and the account's new status (and why, when not verified); only if the status
 * is still `from`.
 */
export async function recordDecision(
  db: Database,
  check: NewProfessionalCheckRow,
  from: UserRow['verification'],
  reason: UserRow['verificationReason'],
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      verification: check.verification as UserRow['verification'],
      verificationReason: reason,
      updatedAt: now,
    })
    .where(and(eq(users.id, check.userId), eq(users.verification, from)))
    .returning();
  if (!row) return undefined;
  await forgetUser(db, row.id);
  await db.insert(professionalChecks).values(check);
  return row;
}
