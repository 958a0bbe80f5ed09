// The mail service other modules use: queue a mail in the durable outbox; the relay sends it.
import { EventEmitter } from 'node:events';
import type { Database } from '@portal/db';
import { insertMail } from './repository.ts';

export interface OutgoingMail {
  /** What the mail is for, e.g. 'email_verification', 'password_reset', 'article_request'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

const queued = new EventEmitter();
queued.setMaxListeners(0);

/**
 * Writes the mail to the outbox (pass the transaction of the change that causes it). Relays are woken
 * at once; a mail queued inside a transaction that commits later is picked up by the next poll, or by
 * calling `notifyMailQueued()` after the commit.
 */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<string> {
  const id = await insertMail(db, { ...mail, html: mail.html ?? null });
  notifyMailQueued();
  return id;
}

export function notifyMailQueued(): void {
  queued.emit('queued');
}

/** Returns the unsubscribe function. */
export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}
