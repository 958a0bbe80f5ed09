// The outbox as operations read it: a mail's derived status, the recipient's country when the recipient
// is a physician of the portal, and the one write operations make (re-queueing a failed mail).
import type { MailOpsStatus } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import {
  and,
  type Database,
  desc,
  eq,
  inArray,
  isNull,
  mailOutbox,
  or,
  type SQL,
  sql,
  users,
} from '@portal/db';

// Retrying: an attempt failed and another is due. (A mail being sent has its attempt counted already, but
// no error: it is still queued.)
const statusOf = sql<MailOpsStatus>`case
  when ${mailOutbox.status} = 'pending' and ${mailOutbox.lastError} is not null then 'retrying'
  when ${mailOutbox.status} = 'pending' then 'queued'
  else ${mailOutbox.status} end`;

const recipient = sql`${users.email} = lower(${mailOutbox.to})`;

export interface MailScope {
  countries: CountryCode[];
  /** Mail to addresses that are no physician's (internal mailboxes): only for a member of every country. */
  includeUnknownCountry: boolean;
}

function inScope(scope: MailScope): SQL | undefined {
  return scope.includeUnknownCountry
    ? or(inArray(users.country, scope.countries), isNull(users.id))
    : inArray(users.country, scope.countries);
}

function withStatus(status: MailOpsStatus | 'attention' | undefined): SQL | undefined {
  if (!status) return undefined;
  if (status === 'attention') return sql`${statusOf} in ('failed', 'retrying')`;
  return sql`${statusOf} = ${status}`;
}

export function listMail(
  db: Database,
  scope: MailScope,
  status: MailOpsStatus | 'attention' | undefined,
  limit: number,
) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: statusOf,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      country: users.country,
    })
    .from(mailOutbox)
    .leftJoin(users, recipient)
    .where(and(inScope(scope), withStatus(status)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export function countMailByStatus(db: Database, scope: MailScope) {
  return db
    .select({ status: statusOf, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .leftJoin(users, recipient)
    .where(inScope(scope))
    .groupBy(statusOf);
}

export async function findMailInScope(db: Database, scope: MailScope, id: string) {
  const [row] = await db
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      kind: mailOutbox.kind,
      lastError: mailOutbox.lastError,
      country: users.country,
    })
    .from(mailOutbox)
    .leftJoin(users, recipient)
    .where(and(eq(mailOutbox.id, id), inScope(scope)));
  return row;
}

/**
 * Puts a failed mail back in the queue, due now, with a fresh count of attempts (its old error is in the
 * audit entry of the resend). Only a mail that is
 * failed at this instant changes, so two resends (two operators, a double click) queue it once.
 */
export async function requeueFailedMail(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}
