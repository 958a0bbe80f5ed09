// The audit trail: every staff action, with who, when, what and the before/after of changed fields.
// Rows are only ever inserted (a trigger refuses UPDATE, DELETE and TRUNCATE on the table).
import type { AuditEntry, AuditQuery } from '@portal/contracts';
import { COUNTRY_CODES } from '@portal/countries';
import type { AuditChange, Database } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import * as repo from './repository.ts';
import { actorOf } from './staff-context.ts';

export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditEvent {
  action: string;
  entityType?: string;
  entityId?: string;
  country?: string | null;
  changes?: Record<string, AuditChange>;
}

/** Records what the signed-in member did at the request's clock, in `db` (the service's transaction, if any). */
export function recordMemberAudit(db: Database, ctx: StaffContext, event: AuditEvent): Promise<void> {
  return recordAudit(db, actorOf(ctx), ctx.now, event);
}

export async function recordAudit(db: Database, actor: Actor, now: Date, event: AuditEvent): Promise<void> {
  await repo.insertAudit(db, {
    at: now,
    staffId: actor.id,
    staffEmail: actor.email.trim().toLowerCase(),
    action: event.action,
    entityType: event.entityType ?? null,
    entityId: event.entityId ?? null,
    country: event.country ?? null,
    changes: event.changes ?? {},
  });
}

/** The fields whose values differ, as before/after pairs (compared as JSON). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const next = after[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[key] = { before: old, after: next };
  }
  return changes;
}

/** The audit rows the member may read: their countries' only, unless they work for every country. */
export async function listAuditEntries(ctx: StaffContext, query: AuditQuery): Promise<AuditEntry[]> {
  const everyCountry = COUNTRY_CODES.every((code) => ctx.staff.countries.includes(code));
  const rows = await repo.listAudit(ctx.db, query, everyCountry ? null : ctx.staff.countries);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffEmail: row.staffEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    country: row.country,
    changes: row.changes,
  }));
}
