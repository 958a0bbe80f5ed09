// Delivers the push queue with `web-push` (VAPID, RFC 8291 aes128gcm): polls for due rows, is woken
// when a push is queued, and every minute queues what the schedulers find due (event reminders, the
// daily new-content digest; the loop is outbox-worker.ts). 404/410 from the push service: the subscription is gone and is deleted;
// 429/5xx and network errors: retried with exponential backoff (or the service's Retry-After).

import type { Database } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { type RequestOptions, type SendResult, WebPushError } from 'web-push';
import type { AppConfig } from '../../config.ts';
import { afterFailure, backoffMs, createOutboxWorker, type OutboxWorker } from '../../outbox-worker.ts';
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

const OUTCOMES = ['sent', 'retrying', 'failed', 'gone'] as const;
export type PushCycle = Record<(typeof OUTCOMES)[number], number>;

export interface PushSender extends Omit<OutboxWorker<(typeof OUTCOMES)[number]>, 'running'> {
  /** Queues the reminders and digests due at `now`. */
  schedule(now?: Date): Promise<{ reminders: number; digests: number }>;
}

export function pushRetryDelayMs(attempts: number, baseMs: number, retryAfter?: string): number {
  const backoff = backoffMs(attempts, baseMs);
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
  let scheduleTimer: NodeJS.Timeout | undefined;

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
      const giveUp = !retryable(status) || item.attempts >= MAX_PUSH_ATTEMPTS;
      const retryAfter =
        error instanceof WebPushError ? String(error.headers?.['retry-after'] ?? '') : undefined;
      const { message, outcome, retryAt } = afterFailure(error, giveUp, now, () =>
        pushRetryDelayMs(item.attempts, retryBaseMs, retryAfter),
      );
      await markPushAttemptFailed(db, item.id, `${status ?? 'network'}: ${message}`, retryAt);
      log?.warn({ pushId: item.id, attempts: item.attempts, status, giveUp }, 'push not delivered');
      return outcome;
    }
  }

  const worker = createOutboxWorker({
    name: 'push sender',
    outcomes: OUTCOMES,
    leaseMs: 2 * 60_000,
    batchSize: 20,
    pollIntervalMs: push.pollIntervalMs,
    // One push service answers slowly? The batch goes out in parallel, each row on its own.
    parallel: true,
    clock,
    log,
    onQueued: onPushQueued,
    claim: (now, leaseUntil, limit) => claimDuePushes(db, now, leaseUntil, limit),
    deliver,
  });

  async function schedule(now: Date = clock()) {
    const reminders = await scheduleEventReminders(db, now);
    const digests = await scheduleContentDigests(db, now);
    return { reminders, digests };
  }

  async function scheduleTick() {
    if (!worker.running) return;
    try {
      await schedule();
    } catch (error) {
      if (worker.running) log?.error({ err: error }, 'push scheduler failed');
    }
    if (worker.running) scheduleTimer = setTimeout(scheduleTick, SCHEDULE_EVERY_MS);
  }

  return {
    start() {
      if (worker.running) return;
      worker.start();
      if (options.schedule !== false) scheduleTimer = setTimeout(scheduleTick, 1000);
    },
    async stop() {
      clearTimeout(scheduleTimer);
      await worker.stop();
    },
    kick: () => worker.kick(),
    runOnce: (now) => worker.runOnce(now),
    schedule,
  };
}
