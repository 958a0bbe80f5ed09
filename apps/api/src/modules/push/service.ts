// Web Push: subscriptions (several devices per user), the physician's choices, and what gets queued.
// Other modules call `followEvent` and `notifyMedicalAnswer`; the sender (sender.ts) delivers the queue.
import { EventEmitter } from 'node:events';
import type { PushSettings, PushSubscriptionBody, UpdatePushSettingsBody } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { Database, NewPushOutboxRow, PushKind, PushPayload, PushSubscriptionRow } from '@portal/db';
import type { Lang } from '@portal/i18n';
import type { SignedInContext } from '../../context.ts';
import { conflict, validationFailed } from '../../errors.ts';
import { isAllowedPushEndpoint } from './endpoint-policy.ts';
import * as repository from './repository.ts';
import {
  eventReminderNotification,
  medicalAnswerNotification,
  newContentNotification,
  pushLanguage,
  testNotification,
} from './texts.ts';

export const PUSH_ICON = '/icons/icon-192.png';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Reminders: 24 h before the start, and 15 min before. */
export const REMINDER_EARLY_MS = 24 * HOUR;
export const REMINDER_SOON_MS = 15 * MINUTE;

const queued = new EventEmitter();
queued.setMaxListeners(0);

export function notifyPushQueued(): void {
  queued.emit('queued');
}

/** Returns the unsubscribe function. */
export function onPushQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}

export async function subscribe(
  { db, user, now }: SignedInContext,
  body: PushSubscriptionBody,
  serviceHosts: readonly string[],
): Promise<{ pushNotifications: boolean }> {
  if (!isAllowedPushEndpoint(body.endpoint, serviceHosts)) {
    throw validationFailed([{ path: 'endpoint', message: 'Not an https endpoint of a known push service' }]);
  }
  const previousOwner = await repository.upsertSubscription(db, {
    userId: user.id,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    language: pushLanguage(body.language ?? user.language, user.country),
  });
  if (previousOwner) await repository.syncProfileFlag(db, previousOwner);
  await repository.saveSettings(db, user.id, { wanted: true }, now);
  return { pushNotifications: await repository.syncProfileFlag(db, user.id) };
}

/** This browser stops receiving: its subscription goes; the others of the account stay. */
export async function unsubscribe({ db, user }: SignedInContext, endpoint: string): Promise<boolean> {
  const deleted = await repository.deleteUserSubscription(db, user.id, endpoint);
  await repository.syncProfileFlag(db, user.id);
  return deleted;
}

export async function getSettings({ db, user }: SignedInContext): Promise<PushSettings> {
  const [settings, devices] = await Promise.all([
    repository.findSettings(db, user.id),
    repository.userSubscriptions(db, user.id),
  ]);
  return {
    enabled: settings?.wanted ?? false,
    devices: devices.length,
    kinds: settings?.kinds ?? ['content', 'event_reminders', 'medical_information'],
  };
}

export async function updateSettings(
  ctx: SignedInContext,
  body: UpdatePushSettingsBody,
): Promise<PushSettings> {
  const kinds = body.kinds ? [...new Set(body.kinds)] : undefined;
  await repository.saveSettings(
    ctx.db,
    ctx.user.id,
    { ...(body.enabled === undefined ? {} : { wanted: body.enabled }), ...(kinds ? { kinds } : {}) },
    ctx.now,
  );
  await repository.syncProfileFlag(ctx.db, ctx.user.id);
  return getSettings(ctx);
}

function outboxRow(
  subscription: Pick<PushSubscriptionRow, 'id'>,
  kind: string,
  payload: PushPayload,
  options: {
    ttlSeconds: number;
    urgency?: NewPushOutboxRow['urgency'];
    dedupeKey?: string;
    expiresAt?: Date;
  },
): NewPushOutboxRow {
  return {
    subscriptionId: subscription.id,
    kind,
    payload,
    ttl: options.ttlSeconds,
    urgency: options.urgency ?? 'normal',
    dedupeKey: options.dedupeKey ?? null,
    expiresAt: options.expiresAt ?? null,
  };
}

/** The test notification to every device of the user (even with the kinds all off: they asked for it). */
export async function queueTestNotification({ db, user }: SignedInContext): Promise<number> {
  const subscriptions = await repository.userSubscriptions(db, user.id);
  if (subscriptions.length === 0)
    throw conflict('No device of this account is subscribed to push notifications');
  const rows = subscriptions.map((subscription) => {
    const lang = pushLanguage(subscription.language, user.country);
    return outboxRow(
      subscription,
      'test',
      { ...testNotification(lang), url: '/preferencias-usuario', icon: PUSH_ICON, tag: 'test', lang },
      { ttlSeconds: 10 * 60, urgency: 'high' },
    );
  });
  const count = await repository.insertPushes(db, rows);
  notifyPushQueued();
  return count;
}

async function wants(db: Database, userId: string, kind: PushKind): Promise<boolean> {
  const settings = await repository.findSettings(db, userId);
  return Boolean(settings?.wanted && settings.kinds.includes(kind));
}

/** The medical team answered a request: called by the module that records the answer. */
export async function notifyMedicalAnswer(
  db: Database,
  user: { id: string; country: CountryCode },
  requestId: string,
): Promise<number> {
  if (!(await wants(db, user.id, 'medical_information'))) return 0;
  const subscriptions = await repository.userSubscriptions(db, user.id);
  const count = await repository.insertPushes(
    db,
    subscriptions.map((subscription) => {
      const lang = pushLanguage(subscription.language, user.country);
      return outboxRow(
        subscription,
        'medical_information',
        { ...medicalAnswerNotification(lang, requestId), url: '/medical-information', icon: PUSH_ICON, lang },
        { ttlSeconds: 7 * 24 * 3600, dedupeKey: `medical:${requestId}:${subscription.id}` },
      );
    }),
  );
  notifyPushQueued();
  return count;
}

/** The user added the event to their calendar (or asked for reminders): they get its reminders. */
export function followEvent(db: Database, userId: string, eventId: string): Promise<void> {
  return repository.followEvent(db, userId, eventId);
}

const contentPath = (lang: Lang, id: string) =>
  `${lang === 'pt-br' ? '/conteudos' : '/contenidos'}/${encodeURIComponent(id)}`;

/**
 * Queues the reminders due at `now`: 24 h before the start (while more than 15 min remain) and 15 min
 * before. Idempotent: each reminder has a dedupe key, so every API process may run it every minute.
 */
export async function scheduleEventReminders(db: Database, now: Date): Promise<number> {
  const targets = await repository.reminderTargets(db, now, new Date(now.getTime() + REMINDER_EARLY_MS));
  const rows = targets.map((target) => {
    const left = target.startsAt.getTime() - now.getTime();
    const soon = left <= REMINDER_SOON_MS;
    const lang = pushLanguage(target.language, target.country as CountryCode);
    const text = eventReminderNotification(lang, target.country as CountryCode, target, soon);
    return outboxRow(
      { id: target.subscriptionId },
      'event_reminder',
      {
        ...text,
        url: `/eventos/${encodeURIComponent(target.eventId)}`,
        icon: PUSH_ICON,
        tag: `event-${target.eventId}`,
        lang,
      },
      {
        // Useless once the event started: the push service may drop it then.
        ttlSeconds: Math.max(60, Math.floor(left / 1000)),
        urgency: soon ? 'high' : 'normal',
        dedupeKey: `event:${target.eventId}:${target.subscriptionId}:${soon ? '15m' : '24h'}`,
        expiresAt: target.startsAt,
      },
    );
  });
  const count = await repository.insertPushes(db, rows);
  if (count > 0) notifyPushQueued();
  return count;
}

const DIGEST_BATCH = 200;

/**
 * New content in the user's country and specialties, at most one notification a day per user. Run
 * periodically: it looks at what became visible (content_publications.published_at) since the user's
 * last digest, so content scheduled for later is announced once it shows.
 */
export async function scheduleContentDigests(db: Database, now: Date): Promise<number> {
  let queuedUsers = 0;
  for (const candidate of await repository.digestCandidates(db, now, DIGEST_BATCH)) {
    const specialties =
      candidate.preferences.length > 0
        ? candidate.preferences
        : candidate.specialty
          ? [candidate.specialty]
          : [];
    if (specialties.length === 0) continue;
    const items = await repository.newContentFor(
      db,
      candidate.country,
      specialties,
      candidate.contentSince,
      now,
    );
    if (items.length === 0) continue;
    const sent = await db.transaction(async (tx) => {
      if (!(await repository.claimDigest(tx as unknown as Database, candidate.userId, now))) return 0;
      const subscriptions = await repository.userSubscriptions(tx as unknown as Database, candidate.userId);
      return repository.insertPushes(
        tx as unknown as Database,
        subscriptions.map((subscription) => {
          const lang = pushLanguage(subscription.language, candidate.country as CountryCode);
          const first = items[0];
          return outboxRow(
            subscription,
            'content',
            {
              ...newContentNotification(lang, items),
              url:
                items.length === 1 && first
                  ? contentPath(lang, first.id)
                  : lang === 'pt-br'
                    ? '/conteudos'
                    : '/contenidos',
              icon: PUSH_ICON,
              tag: 'new-content',
              lang,
            },
            {
              ttlSeconds: 24 * 3600,
              urgency: 'low',
              dedupeKey: `content:${candidate.userId}:${subscription.id}:${now.toISOString()}`,
            },
          );
        }),
      );
    });
    if (sent > 0) queuedUsers += 1;
  }
  if (queuedUsers > 0) notifyPushQueued();
  return queuedUsers;
}
