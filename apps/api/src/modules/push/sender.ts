// Delivers the push queue with `web-push` (VAPID, RFC 8291 aes128gcm): polls for due rows, is woken
// when a push is queued, and every minute queues what the schedulers find due (event reminders, the
// daily new-content digest). 404/410 from the push service: the subscription is gone and is deleted;
// 429/5xx and network errors: retried with exponential backoff (or the service's Retry-After).

import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type RequestOptions, type SendResult, WebPushError } from 'web-push';
import type { AppConfig } from '../../config.ts';
import { isAllowedPushEndpoint } from './endpoint-policy.ts';
import {
  type ClaimedPush,
  claimDuePushes,
  deleteSubscriptionById,
  markPushAttemptFailed,
  markPushSent,
  syncProfileFlag,
} from './repository.ts';
import { onPushQueued, scheduleContentDigests, scheduleEventReminders } from './service.ts';

export const MAX_PUSH_ATTEMPTS = 6;
/** First retry after this; each further one waits twice as long. */
export const PUSH_RETRY_BASE_MS = 15_000;
const LEASE_MS = 2 * 60_000;
const BATCH_SIZE = 20;
const SCHEDULE_EVERY_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

/** The web-push call; tests may wrap it, production uses the library. */
export type SendPush = (
  subscription: webpush.PushSubscription,
  payload: string,
  options: RequestOptions,
) => Promise<SendResult>;

export interface PushSenderOptions {
  db: Database;
  push: AppConfig['push'];
  log?: FastifyBaseLogger;
  clock?: () => Date;
  retryBaseMs?: number;
  send?: SendPush;
  /** Run the reminder and digest schedulers (default true). */
  schedule?: boolean;
}

export interface PushCycle {
  sent: number;
  retrying: number;
  failed: number;
  gone: number;
}

export interface PushSender {
  start(): void;
  stop(): Promise<void>;
  kick(): void;
  /** One delivery cycle at `now`; concurrent calls share the cycle in flight. */
  runOnce(now?: Date): Promise<PushCycle>;
  /** Queues the reminders and digests due at `now`. */
  schedule(now?: Date): Promise<{ reminders: number; digests: number }>;
}

export function pushRetryDelayMs(attempts: number, baseMs: number, retryAfter?: string): number {
  const backoff = baseMs * 2 ** Math.max(0, attempts - 1);
  const seconds = Number(retryAfter);
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(backoff, seconds * 1000) : backoff;
}

const retryable = (status: number | undefined) => status === undefined || status === 429 || status >= 500;

export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, push, log } = options;
  const clock = options.clock ?? (() => new Date());
  const retryBaseMs = options.retryBaseMs ?? PUSH_RETRY_BASE_MS;
  const send: SendPush =
    options.send ??
    ((subscription, payload, request) => webpush.sendNotification(subscription, payload, request));
  let timer: NodeJS.Timeout | undefined;
  let scheduleTimer: NodeJS.Timeout | undefined;
  let inFlight: Promise<PushCycle> | undefined;
  let again = false;
  let running = false;
  let unsubscribe: (() => void) | undefined;

  async function deliver(item: ClaimedPush, now: Date): Promise<keyof PushCycle> {
    const { subscription } = item;
    // The allowlist may have shrunk since the subscription was stored: never call a host off it.
    if (
      !isAllowedPushEndpoint(subscription.endpoint, push.serviceHosts) ||
      (item.expiresAt && item.expiresAt <= now)
    ) {
      await markPushAttemptFailed(
        db,
        item.id,
        item.expiresAt && item.expiresAt <= now ? 'expired' : 'endpoint not allowed',
        null,
      );
      return 'failed';
    }
    try {
      await send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(item.payload),
        {
          vapidDetails: {
            subject: push.vapidSubject,
            publicKey: push.vapidPublicKey,
            privateKey: push.vapidPrivateKey,
          },
          TTL: item.ttl,
          urgency: item.urgency,
          contentEncoding: 'aes128gcm',
          timeout: REQUEST_TIMEOUT_MS,
        },
      );
      await markPushSent(db, item, clock());
      return 'sent';
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        const owner = await deleteSubscriptionById(db, subscription.id);
        if (owner) await syncProfileFlag(db, owner);
        log?.info({ pushId: item.id, status }, 'push subscription gone: deleted');
        return 'gone';
      }
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = !retryable(status) || item.attempts >= MAX_PUSH_ATTEMPTS;
      const retryAfter =
        error instanceof WebPushError ? String(error.headers?.['retry-after'] ?? '') : undefined;
      const retryAt = giveUp
        ? null
        : new Date(now.getTime() + pushRetryDelayMs(item.attempts, retryBaseMs, retryAfter));
      await markPushAttemptFailed(db, item.id, `${status ?? 'network'}: ${message}`.slice(0, 1000), retryAt);
      log?.warn({ pushId: item.id, attempts: item.attempts, status, giveUp }, 'push not delivered');
      return giveUp ? 'failed' : 'retrying';
    }
  }

  async function cycle(now: Date): Promise<PushCycle> {
    const result: PushCycle = { sent: 0, retrying: 0, failed: 0, gone: 0 };
    const claimed = await claimDuePushes(db, now, new Date(now.getTime() + LEASE_MS), BATCH_SIZE);
    // One push service answers slowly? The batch goes out in parallel, each row on its own.
    const outcomes = await Promise.all(claimed.map((item) => deliver(item, now)));
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  function runOnce(now: Date = clock()): Promise<PushCycle> {
    inFlight ??= cycle(now).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function schedule(now: Date = clock()) {
    const reminders = await scheduleEventReminders(db, now);
    const digests = await scheduleContentDigests(db, now);
    return { reminders, digests };
  }

  function poll(delayMs: number) {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
  }

  async function tick() {
    if (!running) return;
    try {
      const result = await runOnce();
      if (result.sent + result.retrying + result.failed + result.gone >= BATCH_SIZE) again = true;
    } catch (error) {
      if (running) log?.error({ err: error }, 'push sender cycle failed');
    }
    const immediately = again;
    again = false;
    poll(immediately ? 0 : push.pollIntervalMs);
  }

  async function scheduleTick() {
    if (!running) return;
    try {
      await schedule();
    } catch (error) {
      if (running) log?.error({ err: error }, 'push scheduler failed');
    }
    if (running) scheduleTimer = setTimeout(scheduleTick, SCHEDULE_EVERY_MS);
  }

  function kick() {
    if (!running) return;
    if (inFlight) again = true;
    else poll(0);
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onPushQueued(kick);
      poll(0);
      if (options.schedule !== false) scheduleTimer = setTimeout(scheduleTick, 1000);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      clearTimeout(scheduleTimer);
      unsubscribe?.();
      await inFlight?.catch(() => {});
    },
    kick,
    runOnce,
    schedule,
  };
}
