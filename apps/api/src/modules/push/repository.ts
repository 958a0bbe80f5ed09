// SQL of the push module: subscriptions, settings, the durable queue and what the schedulers read.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  claimDueOutboxRows,
  contentItems,
  contentPublications,
  type Database,
  desc,
  eq,
  eventFollows,
  events,
  gt,
  inArray,
  isNull,
  lte,
  markOutboxAttemptFailed,
  type NewPushOutboxRow,
  or,
  type PushKind,
  type PushOutboxRow,
  type PushSettingsRow,
  type PushSubscriptionRow,
  pushOutbox,
  pushSettings,
  pushSubscriptions,
  sql,
  users,
} from '@portal/db';
import { livePublicationIn } from '../../db/live-publication.ts';
import { forgetUser } from '../sessions/cache.ts';

export interface NewSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/**
 * A browser that subscribes again replaces its old row. Under another account, the old row goes first
 * (with its queued notifications, which were the other account's): returns that account, if any.
 */
export async function upsertSubscription(db: Database, row: NewSubscription): Promise<string | null> {
  const [previous] = await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.endpoint, row.endpoint), sql`${pushSubscriptions.userId} <> ${row.userId}`),
    )
    .returning({ userId: pushSubscriptions.userId });
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: row.p256dh, auth: row.auth, language: row.language },
    });
  return previous?.userId ?? null;
}

export async function deleteUserSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** Returns the owner of the deleted subscription, or null when it was already gone. */
export async function deleteSubscriptionById(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id))
    .returning({ userId: pushSubscriptions.userId });
  return row?.userId ?? null;
}

export function userSubscriptions(db: Database, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function findSettings(db: Database, userId: string): Promise<PushSettingsRow | null> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
  return row ?? null;
}

export async function saveSettings(
  db: Database,
  userId: string,
  change: { wanted?: boolean; kinds?: PushKind[] },
  now: Date,
): Promise<PushSettingsRow> {
  // Switching on starts the new-content count now: nothing published before is announced.
  const since = change.wanted ? { contentSince: now } : {};
  const [row] = await db
    .insert(pushSettings)
    .values({ userId, ...change, ...since, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSettings.userId,
      set: {
        ...change,
        ...(change.wanted
          ? {
              contentSince: sql`case when ${pushSettings.wanted} then ${pushSettings.contentSince} else ${now.toISOString()}::timestamptz end`,
            }
          : {}),
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('push settings not saved');
  return row;
}

/**
 * `users.push_notifications` (the profile's `pushNotifications`) = wants notifications AND has an active
 * subscription. Kept on the user row so every profile read stays one row; the session cache forgets
 * the user's copy.
 */
export async function syncProfileFlag(db: Database, userId: string): Promise<boolean> {
  const active = sql<boolean>`(
    exists (select 1 from ${pushSettings} where ${pushSettings.userId} = ${userId} and ${pushSettings.wanted})
    and exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId}))`;
  await db
    .update(users)
    .set({ pushNotifications: active })
    .where(and(eq(users.id, userId), sql`${users.pushNotifications} is distinct from ${active}`));
  await forgetUser(db, userId);
  const [row] = await db.select({ flag: users.pushNotifications }).from(users).where(eq(users.id, userId));
  return row?.flag ?? false;
}

/** Queues notifications; a row whose dedupe key was queued before is skipped. Returns how many were new. */
export async function insertPushes(db: Database, rows: NewPushOutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(pushOutbox)
    .values(rows)
    .onConflictDoNothing({ target: pushOutbox.dedupeKey })
    .returning({ id: pushOutbox.id });
  return inserted.length;
}

export type ClaimedPush = PushOutboxRow & { subscription: PushSubscriptionRow };

/**
 * Claims up to `limit` due notifications for one sender, as the mail outbox does: each claimed row counts
 * an attempt and is hidden from other senders until `leaseUntil` (FOR UPDATE SKIP LOCKED: several API
 * processes never send one twice).
 */
export async function claimDuePushes(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedPush[]> {
  const claimed = await claimDueOutboxRows(db, pushOutbox, now, leaseUntil, limit);
  if (claimed.length === 0) return [];
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    );
  const byId = new Map(subscriptions.map((row) => [row.id, row]));
  return claimed.flatMap((row) => {
    const subscription = byId.get(row.subscriptionId);
    return subscription ? [{ ...row, subscription }] : [];
  });
}

export async function markPushSent(db: Database, push: ClaimedPush, now: Date): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(eq(pushOutbox.id, push.id));
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: now })
    .where(eq(pushSubscriptions.id, push.subscriptionId));
}

export function markPushAttemptFailed(db: Database, id: string, error: string, retryAt: Date | null) {
  return markOutboxAttemptFailed(db, pushOutbox, id, error, retryAt);
}

// ---- what the schedulers read --------------------------------------------------------------------

export interface ReminderTarget {
  userId: string;
  country: string;
  subscriptionId: string;
  language: string;
  eventId: string;
  title: string;
  startsAt: Date;
}

/** Subscriptions of users who follow an event starting in (now, until] and want its reminders. */
export function reminderTargets(db: Database, now: Date, until: Date): Promise<ReminderTarget[]> {
  return db
    .select({
      userId: eventFollows.userId,
      country: users.country,
      subscriptionId: pushSubscriptions.id,
      language: pushSubscriptions.language,
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
    })
    .from(eventFollows)
    .innerJoin(events, eq(events.id, eventFollows.eventId))
    .innerJoin(users, eq(users.id, eventFollows.userId))
    .innerJoin(
      pushSettings,
      and(
        eq(pushSettings.userId, eventFollows.userId),
        eq(pushSettings.wanted, true),
        sql`'event_reminders' = any(${pushSettings.kinds})`,
      ),
    )
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, eventFollows.userId))
    .where(and(gt(events.startsAt, now), lte(events.startsAt, until), isNull(users.disabledAt)));
}

export interface DigestCandidate {
  userId: string;
  country: string;
  preferences: string[];
  specialty: string | null;
  contentSince: Date;
}

/** Users who want new-content notifications, have a device, and had no digest in the last day. */
export function digestCandidates(db: Database, now: Date, limit: number): Promise<DigestCandidate[]> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  return db
    .select({
      userId: pushSettings.userId,
      country: users.country,
      preferences: users.preferences,
      specialty: users.specialty,
      contentSince: pushSettings.contentSince,
    })
    .from(pushSettings)
    .innerJoin(users, eq(users.id, pushSettings.userId))
    .where(
      and(
        eq(pushSettings.wanted, true),
        sql`'content' = any(${pushSettings.kinds})`,
        isNull(users.disabledAt),
        or(isNull(pushSettings.lastContentDigestAt), lte(pushSettings.lastContentDigestAt, dayAgo)),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${pushSettings.userId})`,
      ),
    )
    .orderBy(asc(pushSettings.lastContentDigestAt))
    .limit(limit);
}

/** Items that became visible in `country` in (since, now] and are about one of `specialties`. */
export function newContentFor(
  db: Database,
  country: string,
  specialties: string[],
  since: Date,
  now: Date,
): Promise<{ id: string; title: string; language: string }[]> {
  return db
    .select({ id: contentItems.id, title: contentItems.title, language: contentItems.language })
    .from(contentPublications)
    .innerJoin(contentItems, eq(contentItems.id, contentPublications.contentId))
    .where(
      and(
        livePublicationIn(country as CountryCode, now),
        gt(contentPublications.publishedAt, since),
        eq(contentItems.isSpeakerTraining, false),
        sql`${contentItems.specialties} && ${sql.param(specialties)}::text[]`,
      ),
    )
    .orderBy(desc(contentPublications.publishedAt))
    .limit(20);
}

/**
 * Claims the day's digest of one user: only one process (or run) wins the conditional update, and the
 * new-content count restarts at `now`.
 */
export async function claimDigest(db: Database, userId: string, now: Date): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const claimed = await db
    .update(pushSettings)
    .set({ lastContentDigestAt: now, contentSince: now })
    .where(
      and(
        eq(pushSettings.userId, userId),
        or(isNull(pushSettings.lastContentDigestAt), lte(pushSettings.lastContentDigestAt, dayAgo)),
      ),
    )
    .returning({ userId: pushSettings.userId });
  return claimed.length > 0;
}

export async function followEvent(db: Database, userId: string, eventId: string): Promise<void> {
  await db.insert(eventFollows).values({ userId, eventId }).onConflictDoNothing();
}
