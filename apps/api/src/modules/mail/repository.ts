import {
  claimDueOutboxRows,
  type Database,
  desc,
  eq,
  type MailRow,
  mailOutbox,
  markOutboxAttemptFailed,
  type NewMailRow,
} from '@portal/db';

export async function insertMail(db: Database, mail: NewMailRow): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail was not queued');
  return row.id;
}

/** Claims due mail for one relay (SKIP LOCKED: several API processes never send the same mail twice). */
export function claimDueMail(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<MailRow[]> {
  return claimDueOutboxRows(db, mailOutbox, now, leaseUntil, limit);
}

export async function markSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export function markAttemptFailed(db: Database, id: string, error: string, retryAt: Date | null) {
  return markOutboxAttemptFailed(db, mailOutbox, id, error, retryAt);
}

export async function latestMail(db: Database, limit: number): Promise<MailRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
