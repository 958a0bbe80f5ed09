import type { PushPayload } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, createdAt, dueAt, flag, generatedId, instant, ownerId, updatedAt } from './columns.ts';
import { events } from './events.ts';
import { userId } from './users.ts';

/** What a physician may be notified about (issue 14); each can be switched off in preferences. */
export const PUSH_KINDS = ['content', 'event_reminders', 'medical_information'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * One browser (device) of a user that accepted push: the push service's endpoint and the keys of RFC
 * 8291. The endpoint is unique: a browser that subscribes again under another account moves to it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: generatedId(),
    userId: userId(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Language of the portal page that subscribed: notifications are written in it. */
    language: text('language').notNull(),
    createdAt: createdAt(),
    lastSentAt: instant('last_sent_at'),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * A user's push choices: whether they want notifications at all (`users.push_notifications` is this AND
 * an active subscription), which kinds, and when the last new-content digest went out (at most one a day).
 */
export const pushSettings = pgTable('push_settings', {
  userId: userId().primaryKey(),
  kinds: text('kinds')
    .array()
    .$type<PushKind[]>()
    .notNull()
    .default(sql`'{content,event_reminders,medical_information}'::text[]`),
  wanted: flag('wanted'),
  /** New content is counted from here; moves forward with each digest. */
  contentSince: instant('content_since').notNull().defaultNow(),
  lastContentDigestAt: instant('last_content_digest_at'),
  updatedAt: updatedAt(),
});

export const PUSH_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

export type { PushPayload };

/**
 * Durable push queue, like the mail outbox: one row per notification and subscription, claimed with
 * SKIP LOCKED so several API processes never send one twice. `dedupeKey` makes scheduled notifications
 * (reminders, digests) idempotent when several processes schedule at once.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: generatedId(),
    subscriptionId: ownerId('subscription_id', () => pushSubscriptions.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** Seconds the push service keeps it for an offline device. */
    ttl: integer('ttl').notNull(),
    urgency: text('urgency').$type<'very-low' | 'low' | 'normal' | 'high'>().notNull().default('normal'),
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<PushStatus>().notNull().default('pending'),
    attempts: counter('attempts'),
    nextAttemptAt: dueAt(),
    /** Not worth sending after this (a reminder of an event that started). */
    expiresAt: instant('expires_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('push_outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('push_outbox_dedupe_key').on(table.dedupeKey),
    check('push_outbox_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Events a user added to their calendar (the .ics) or asked reminders for: they get the reminders. */
export const eventFollows = pgTable(
  'event_follows',
  {
    userId: userId(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.eventId] }),
    index('event_follows_event_idx').on(table.eventId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushSettingsRow = typeof pushSettings.$inferSelect;
export type PushOutboxRow = typeof pushOutbox.$inferSelect;
export type NewPushOutboxRow = typeof pushOutbox.$inferInsert;
