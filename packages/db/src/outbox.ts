// The durable outboxes' shared SQL (mail_outbox, push_outbox; decision 015): claiming due rows for one
// worker and recording a failed attempt. Both tables have the same delivery columns.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { MailRow, mailOutbox } from './schema/mail-outbox.ts';
import type { PushOutboxRow, pushOutbox } from './schema/push.ts';

type OutboxTable = typeof mailOutbox | typeof pushOutbox;
type RowOf<T extends OutboxTable> = T extends typeof mailOutbox ? MailRow : PushOutboxRow;

/**
 * Claims up to `limit` due rows for one worker: each claimed row counts an attempt and is hidden from
 * other workers until `leaseUntil` (FOR UPDATE SKIP LOCKED: several API processes never deliver one row
 * twice).
 */
export async function claimDueOutboxRows<T extends OutboxTable>(
  db: Database,
  table: T,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<RowOf<T>[]> {
  // Typed as the mail table: the columns used here have the same names and types in both.
  const outbox = table as typeof mailOutbox;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed as RowOf<T>[];
}

/** A failed attempt: retried at `retryAt`, or given up ('failed') without one. Keeps 1000 characters of the error. */
export async function markOutboxAttemptFailed(
  db: Database,
  table: OutboxTable,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  const outbox = table as typeof mailOutbox;
  const lastError = error.slice(0, 1000);
  await db
    .update(outbox)
    .set(retryAt ? { lastError, nextAttemptAt: retryAt } : { lastError, status: 'failed' })
    .where(eq(outbox.id, id));
}
