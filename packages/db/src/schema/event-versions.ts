// Authored versions of events (issue 15, docs/decisions/019): the same MLR lifecycle as content
// (draft -> in_review -> approved with a code | rejected with a comment). Publishing an approved version
// in a country copies its fields into `events` (what physicians read) and adds the country there;
// withdrawing removes the country. Editing an approved event starts a new version.
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { countryCodes, generatedId, timestampColumns } from './columns.ts';
import type { EventSpeaker } from './events.ts';
import { reviewColumns, statusKnown, versionColumns } from './staff.ts';

/** The authored fields of an event version (what publishing copies into `events`). */
export interface EventVersionFields {
  title: string;
  /** HTML as written; sanitised when published and again when read. */
  description: string;
  speakers: EventSpeaker[];
  specialty: string | null;
  language: 'pt' | 'es';
  /** ISO instants (UTC). */
  startsAt: string;
  endsAt: string;
  /** IANA zone the organisers schedule in. */
  timeZone: string;
  meetingProvider: 'jitsi' | 'zoom';
  /** Generated for Jitsi (kept across versions); the meeting number for Zoom. */
  meetingRoom: string;
  recordingUrl: string | null;
  /** The event's picture; absent in versions written before issue 37. */
  imageUrl?: string | null;
}

export const eventVersions = pgTable(
  'event_versions',
  {
    id: generatedId(),
    /** The event's id (events.id once published). */
    eventId: text('event_id').notNull(),
    ...versionColumns(),
    /** Countries the event is authored for (scope of who may see and publish it). */
    countries: countryCodes().default(sql`'{}'::text[]`),
    fields: jsonb('fields').$type<EventVersionFields>().notNull(),
    ...reviewColumns(),
    ...timestampColumns(),
  },
  (table) => [
    statusKnown('event_versions', table.status),
    uniqueIndex('event_versions_event_version_key').on(table.eventId, table.version),
    index('event_versions_event_idx').on(table.eventId, table.version.desc()),
  ],
);

export type EventVersionRow = typeof eventVersions.$inferSelect;
