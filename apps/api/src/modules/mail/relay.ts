// Sends the outbox over SMTP: polls for due mail, is woken when mail is queued, retries with
// exponential backoff and gives a mail up ('failed') after MAX_ATTEMPTS.
import type { Database, MailRow } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import { onMailQueued } from './outbox.ts';
import { claimDueMail, markAttemptFailed, markSent } from './repository.ts';

export const MAX_ATTEMPTS = 8;
/** First retry after this; each further one waits twice as long (30 s, 1 min, 2 min, ... ~32 min). */
export const RETRY_BASE_MS = 30_000;
/** A claimed mail is retried by any relay if its sender died before recording the outcome. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

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

export interface RelayCycle {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailRelay {
  start(): void;
  /** Stops polling, waits for the cycle in flight and closes the transport. */
  stop(): Promise<void>;
  /** Runs a cycle soon (now, or right after the one in flight). */
  kick(): void;
  /** One cycle at `now`; concurrent calls share the cycle in flight. */
  runOnce(now?: Date): Promise<RelayCycle>;
}

/**
 * SMTP's 5yz replies are permanent (RFC 5321 4.2.1: "the same request ... will fail again"): such a mail
 * is failed at once, for an operator to look at and resend (mail operations), not retried for half an hour.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function retryDelayMs(attempts: number, baseMs: number = RETRY_BASE_MS): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

export function createMailRelay(options: MailRelayOptions): MailRelay {
  const { db, transport, from, log } = options;
  const clock = options.clock ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<RelayCycle> | undefined;
  let again = false;
  let running = false;
  let unsubscribe: (() => void) | undefined;

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
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = mail.attempts >= MAX_ATTEMPTS || isPermanentRefusal(error);
      const retryAt = giveUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts, retryBaseMs));
      await markAttemptFailed(db, mail.id, message.slice(0, 1000), retryAt);
      log?.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, err: message }, 'mail not sent');
      return giveUp ? 'failed' : 'retrying';
    }
  }

  async function cycle(now: Date): Promise<RelayCycle> {
    const result: RelayCycle = { sent: 0, retrying: 0, failed: 0 };
    const claimed = await claimDueMail(db, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    for (const mail of claimed) result[await deliver(mail, now)] += 1;
    return result;
  }

  function runOnce(now: Date = clock()): Promise<RelayCycle> {
    inFlight ??= cycle(now).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  function schedule(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function tick() {
    if (!running) return;
    try {
      const result = await runOnce();
      // A full batch means more may be due: keep going without waiting.
      if (result.sent + result.retrying + result.failed >= BATCH_SIZE) again = true;
    } catch (error) {
      if (running) log?.error({ err: error }, 'mail relay cycle failed');
    }
    const immediately = again;
    again = false;
    schedule(immediately ? 0 : options.pollIntervalMs);
  }

  function kick() {
    if (!running) return;
    if (inFlight) again = true;
    else schedule(0);
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onMailQueued(kick);
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      unsubscribe?.();
      await inFlight?.catch(() => {});
      transport.close?.();
    },
    kick,
    runOnce,
  };
}
