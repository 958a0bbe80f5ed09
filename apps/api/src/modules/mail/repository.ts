import {
  and,
  asc,
  type Database,
  desc,
  eq,
  inArray,
  lte,
  type MailRow,
  mailOutbox,
  type NewMailRow,
  sql,
} from '@portal/db';

export async function insertMail(db: Database, mail: NewMailRow): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail was not queued');
  return row.id;
}

/**
 * Claims up to `limit` due mails for one relay: each claimed row counts an attempt and is hidden from
 * other relays until `leaseUntil` (SKIP LOCKED: several API processes never send the same mail twice).
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markAttemptFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
    .where(eq(mailOutbox.id, id));
}

export async function latestMail(db: Database, limit: number): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
