// SQL of the console's kernel: staff, their sessions and recovery codes, the audit trail, staff e-mails.
import type { AuditQuery } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import {
  type AuditChange,
  and,
  type Database,
  desc,
  eq,
  inArray,
  isNull,
  type SQL,
  sql,
  staff,
  staffAudit,
  staffRecoveryCodes,
  staffSessions,
} from '@portal/db';
import { liveSecret } from '../../db/live-secret.ts';

export async function findStaffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row;
}

export async function findStaffById(db: Database, id: string) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

export async function insertStaffSession(
  db: Database,
  row: { staffId: string; tokenHash: string; stage: 'password' | 'full'; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values({
    staffId: row.staffId,
    tokenHash: row.tokenHash,
    stage: row.stage,
    createdAt: row.now,
    lastUsedAt: row.now,
    expiresAt: row.expiresAt,
  });
}

export async function findLiveStaffSession(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(liveSecret(staffSessions, staffSessions.revokedAt, tokenHash, now), eq(staff.active, true)));
  return row;
}

export async function touchStaffSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeStaffSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, id));
}

export async function setTotpSecret(db: Database, staffId: string, secret: string): Promise<void> {
  await db
    .update(staff)
    .set({ totpSecret: secret, totpEnrolledAt: null, totpLastStep: null })
    .where(eq(staff.id, staffId));
}

/** Records the accepted step, only if later than the last one (atomic: a code counts once). */
export async function acceptTotpStep(
  db: Database,
  staffId: string,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({
      totpLastStep: step,
      totpEnrolledAt: sql`coalesce(${staff.totpEnrolledAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(staff.id, staffId), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Database, staffId: string, hashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length > 0)
    await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Spends a recovery code: true once per code. */
/** Whether an unused recovery code has this hash (without using it). */
export async function hasUnusedRecoveryCode(db: Database, staffId: string, codeHash: string) {
  const rows = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    );
  return rows.length === 1;
}

export async function useRecoveryCode(db: Database, staffId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function promoteStaffSession(
  db: Database,
  id: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ stage: 'full', lastUsedAt: now, expiresAt })
    .where(eq(staffSessions.id, id));
}

export interface AuditInsert {
  at: Date;
  staffId: string | null;
  staffEmail: string;
  action: string;
  entityType?: string | null;
  entityId?: string | null;
  country?: string | null;
  changes?: Record<string, AuditChange>;
}

/** Absent fields take the columns' defaults (null, and no changes). */
export async function insertAudit(db: Database, entry: AuditInsert): Promise<void> {
  await db.insert(staffAudit).values(entry);
}

/**
 * Audit rows a member of `countries` may read (issue 34): a row of an entity of one country is theirs when
 * that country is; a row with no country is theirs when the member who acted (and, for a row about a staff
 * member, that member too) works only within their countries. Unknown actors' rows (failed sign-ins) and
 * everything else are left to members of every country, who pass no scope (null).
 */
function auditScope(countries: readonly CountryCode[] | null): SQL | undefined {
  if (countries === null) return undefined;
  if (countries.length === 0) return sql`false`;
  const mine = sql`array[${sql.join(
    countries.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  return sql`(
    (${staffAudit.country} is not null and ${staffAudit.country} = any(${mine}))
    or (
      ${staffAudit.country} is null
      and exists (
        select 1 from ${staff} actor
        where actor.id = ${staffAudit.staffId} and actor.countries <@ ${mine}
      )
      and (
        ${staffAudit.entityType} is distinct from 'staff'
        or not exists (
          select 1 from ${staff} subject
          where subject.id::text = ${staffAudit.entityId} and not (subject.countries <@ ${mine})
        )
      )
    )
  )`;
}

export async function listAudit(db: Database, query: AuditQuery, countries: readonly CountryCode[] | null) {
  const filters = [
    auditScope(countries),
    query.staff ? eq(staffAudit.staffEmail, query.staff.trim().toLowerCase()) : undefined,
    query.action ? eq(staffAudit.action, query.action) : undefined,
    query.entityId ? eq(staffAudit.entityId, query.entityId) : undefined,
  ].filter((f) => f !== undefined);
  return db
    .select()
    .from(staffAudit)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(staffAudit.seq))
    .limit(query.limit);
}

export async function emailsOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(inArray(staff.id, ids));
  return new Map(rows.map((r) => [r.id, r.email]));
}
