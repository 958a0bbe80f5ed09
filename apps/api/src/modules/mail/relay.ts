// Sends the outbox over SMTP: polls for due mail, is woken when mail is queued (outbox-worker.ts),
// retries with exponential backoff and gives a mail up ('failed') after MAX_ATTEMPTS.
import type { Database, MailRow } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { afterFailure, backoffMs, createOutboxWorker, type OutboxWorker } from '../../outbox-worker.ts';
import { onMailQueued } from './outbox.ts';
import { claimDueMail, markAttemptFailed, markSent } from './repository.ts';

export const MAX_ATTEMPTS = 8;
/** First retry after this; each further one waits twice as long (30 s, 1 min, 2 min, ... ~32 min). */
export const RETRY_BASE_MS = 30_000;

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The part of a nodemailer transporter the relay uses. */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close?(): void;
}

export interface MailRelayOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  pollIntervalMs: number;
  retryBaseMs?: number;
  log?: FastifyBaseLogger;
  clock?: () => Date;
}

const OUTCOMES = ['sent', 'retrying', 'failed'] as const;
export type RelayCycle = Record<(typeof OUTCOMES)[number], number>;

/** The outbox loop; `stop` also closes the transport. */
export type MailRelay = Omit<OutboxWorker<(typeof OUTCOMES)[number]>, 'running'>;

/**
 * SMTP's 5yz replies are permanent (RFC 5321 4.2.1: "the same request ... will fail again"): such a mail
 * is failed at once, for an operator to look at and resend (mail operations), not retried for half an hour.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function retryDelayMs(attempts: number, baseMs: number = RETRY_BASE_MS): number {
  return backoffMs(attempts, baseMs);
}

export function createMailRelay(options: MailRelayOptions): MailRelay {
  const { db, transport, from, log } = options;
  const clock = options.clock ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS;

  async function deliver(mail: MailRow, now: Date): Promise<keyof RelayCycle> {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await markSent(db, mail.id, clock());
      return 'sent';
    } catch (error) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS || isPermanentRefusal(error);
      const { message, outcome, retryAt } = afterFailure(error, giveUp, now, () =>
        retryDelayMs(mail.attempts, retryBaseMs),
      );
      await markAttemptFailed(db, mail.id, message, retryAt);
      log?.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, err: message }, 'mail not sent');
      return outcome;
    }
  }

  const worker = createOutboxWorker({
    name: 'mail relay',
    outcomes: OUTCOMES,
    // A claimed mail is retried by any relay if its sender died before recording the outcome.
    leaseMs: 5 * 60_000,
    batchSize: 20,
    pollIntervalMs: options.pollIntervalMs,
    parallel: false,
    clock,
    log,
    onQueued: onMailQueued,
    claim: (now, leaseUntil, limit) => claimDueMail(db, now, leaseUntil, limit),
    deliver,
  });

  return {
    start: () => worker.start(),
    async stop() {
      await worker.stop();
      transport.close?.();
    },
    kick: () => worker.kick(),
    runOnce: (now) => worker.runOnce(now),
  };
}
