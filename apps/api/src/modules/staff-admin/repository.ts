// SQL of staff management: members within an admin's countries, their roles, countries and state, their
// sessions and second factor, and the one-time set-password links.
import type { StaffListQuery } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  type Database,
  eq,
  isNull,
  type StaffRow,
  sql,
  staff,
  staffPasswordTokens,
  staffRecoveryCodes,
  staffSessions,
} from '@portal/db';
import { liveSecret } from '../../db/live-secret.ts';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Members whose countries all lie within `countries`, filtered, by name. */
export async function listMembers(
  db: Database,
  countries: readonly CountryCode[],
  filter: StaffListQuery,
): Promise<StaffRow[]> {
  if (countries.length === 0) return [];
  return db
    .select()
    .from(staff)
    .where(
      and(
        sql`${staff.countries} <@ ${textArray(countries)}`,
        filter.role ? sql`${filter.role} = any(${staff.roles})` : undefined,
        filter.country ? sql`${filter.country} = any(${staff.countries})` : undefined,
        filter.active ? eq(staff.active, filter.active === 'true') : undefined,
      ),
    )
    .orderBy(asc(staff.name), asc(staff.email));
}

export async function findMember(db: Database, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** The new member, or undefined when the e-mail is taken. */
export async function insertMember(
  db: Database,
  values: { email: string; name: string; roles: string[]; countries: CountryCode[]; now: Date },
): Promise<StaffRow | undefined> {
  const [row] = await db
    .insert(staff)
    .values({
      email: values.email,
      name: values.name,
      roles: values.roles,
      countries: values.countries,
      passwordHash: null,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateMember(
  db: Database,
  id: string,
  values: Partial<Pick<StaffRow, 'roles' | 'countries' | 'active' | 'passwordHash'>>,
): Promise<StaffRow> {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning();
  if (!row) throw new Error('staff member to update was not found');
  return row;
}

/**
 * Locks the rows of every active admin until the transaction ends and returns their ids: two admins
 * demoting each other at once are serialised, so the console never ends without an admin.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.active, true), sql`'admin' = any(${staff.roles})`))
    .orderBy(asc(staff.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Ends every console session of the member (the staff guard reads sessions from the database). */
export async function revokeSessionsOf(db: Database, staffId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Forgets the authenticator and the recovery codes: the next sign-in enrols again. */
export async function clearSecondFactor(db: Database, staffId: string): Promise<void> {
  await db
    .update(staff)
    .set({ totpSecret: null, totpEnrolledAt: null, totpLastStep: null })
    .where(eq(staff.id, staffId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/** A new set-password link; the member's earlier unused links stop working. */
export async function insertPasswordToken(
  db: Database,
  row: { staffId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .update(staffPasswordTokens)
    .set({ usedAt: row.now })
    .where(and(eq(staffPasswordTokens.staffId, row.staffId), isNull(staffPasswordTokens.usedAt)));
  await db.insert(staffPasswordTokens).values({
    staffId: row.staffId,
    tokenHash: row.tokenHash,
    createdAt: row.now,
    expiresAt: row.expiresAt,
  });
}

/** The member of a live (unused, unexpired) link, or undefined. */
export async function findLivePasswordToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ tokenId: staffPasswordTokens.id, member: staff })
    .from(staffPasswordTokens)
    .innerJoin(staff, eq(staff.id, staffPasswordTokens.staffId))
    .where(liveSecret(staffPasswordTokens, staffPasswordTokens.usedAt, tokenHash, now));
  return row;
}

/** Spends a link: true once per link (two tabs submitting at once set the password once). */
export async function spendPasswordToken(db: Database, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordTokens.id, tokenId), isNull(staffPasswordTokens.usedAt)))
    .returning({ id: staffPasswordTokens.id });
  return rows.length === 1;
}
