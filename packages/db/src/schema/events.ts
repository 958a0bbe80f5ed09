import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { countryCode, countryCodes, createdAt, flag, generatedId, instant } from './columns.ts';
import { staff } from './staff.ts';
import { userId, users } from './users.ts';

export interface EventSpeaker {
  name: string;
  title?: string;
  /** A photo under /media or an https address; without one the portal shows the initials. */
  photoUrl?: string;
}

/** Online events (spec section 2 `eventos`): shown to the countries listed, joined through a meeting provider. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    speakers: jsonb('speakers').$type<EventSpeaker[]>().notNull().default([]),
    specialty: text('specialty'),
    countries: countryCodes(),
    language: text('language').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** IANA zone the organisers scheduled it in; viewers see it in their own zone. */
    timeZone: text('time_zone').notNull(),
    /** 'jitsi' (default) or 'zoom'. */
    meetingProvider: text('meeting_provider').notNull().default('jitsi'),
    meetingRoom: text('meeting_room').notNull(),
    recordingUrl: text('recording_url'),
    /** The event's picture (16:9) under /media or an https address; null: the designed fallback. */
    imageUrl: text('image_url'),
    demo: flag('demo'),
    createdAt: createdAt(),
  },
  (table) => [index('events_starts_idx').on(table.startsAt)],
);

/** Who joined and left each event's live view, and when. */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    id: generatedId(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userId(),
    joinedAt: instant('joined_at').notNull().defaultNow(),
    leftAt: instant('left_at'),
  },
  (table) => [index('event_attendance_event_idx').on(table.eventId, table.userId)],
);

/**
 * Why a request was flagged as a possible adverse event (issue 34): the physician's own answer to "a
 * patient had a problem with a medicine?" and the screening's categories and rule ids.
 */
export interface AdverseEventScreening {
  /** The physician's answer; null when the form did not ask (the spec's body). */
  patientProblemReported: boolean | null;
  categories: string[];
  ruleIds: string[];
}

/** The desk's lifecycle (issue 16, docs/decisions/016). */
export const MEDICAL_REQUEST_STATUSES = ['received', 'in_progress', 'answered', 'closed'] as const;
export type MedicalRequestStatus = (typeof MEDICAL_REQUEST_STATUSES)[number];

/** Medical-information requests (spec section 3), kept durably with a status for the medical team. */
export const medicalInformationRequests = pgTable(
  'medical_information_requests',
  {
    /** The row's own key; `id` is the requester's reference, unique per user only. */
    key: uuid('key').primaryKey().defaultRandom(),
    /** Given by the client or generated; unique per user, so a duplicate tells nothing about others' ids. */
    id: text('id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    country: countryCode(),
    product: text('product').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    date: instant('date').notNull(),
    /** Escaped HTML lines (article requests) or the question's plain text. */
    content: text('content').notNull(),
    /** 'Artigo' for the article popup, 'Pergunta' for a question. */
    type: text('type').notNull(),
    preferredContact: text('preferred_contact'),
    status: text('status').$type<MedicalRequestStatus>().notNull().default('received'),
    /** The text suggests an adverse event: the medical team must look at it first. */
    adverseEventSuspected: flag('adverse_event_suspected'),
    /** What flagged it (issue 34); null on requests from before the screening kept its reasons. */
    adverseEventScreening: jsonb('adverse_event_screening').$type<AdverseEventScreening>(),
    createdAt: createdAt(),
    // The medical-information desk (issue 16): who works on it, the answer, and the PV hand-off.
    assigneeId: uuid('assignee_id').references(() => staff.id),
    /** Sanitised HTML (the desk's allowlist). */
    answerHtml: text('answer_html'),
    /** Media-store path of the answer's PDF (under restricted/: served only through signed links). */
    answerAttachment: text('answer_attachment'),
    answeredAt: instant('answered_at'),
    answeredBy: uuid('answered_by').references(() => staff.id),
    closedAt: instant('closed_at'),
    /** When the company learnt of the possible adverse event: the request's arrival, or the flag. */
    aeKnownAt: instant('ae_known_at'),
    /** The officer who flagged it; null when flagged automatically from the text. */
    aeFlaggedBy: uuid('ae_flagged_by').references(() => staff.id),
    pvCaseReference: text('pv_case_reference'),
    pvOutcome: text('pv_outcome'),
    pvAcknowledgedAt: instant('pv_acknowledged_at'),
    pvAcknowledgedBy: uuid('pv_acknowledged_by').references(() => staff.id),
    // Issue 34: a readable protocol number, a person's safety screening, and the answer's saved draft.
    /** `MI-BR-2026-000123`: country, year of arrival, per-country-per-year sequence (mi_protocol_sequences). */
    protocol: text('protocol'),
    /** An MI officer's screening: 'no_safety_information' or 'sent_to_pv'; null while awaiting it. */
    screening: text('screening'),
    screenedAt: instant('screened_at'),
    screenedBy: uuid('screened_by').references(() => staff.id),
    /** The officer's answer as typed, saved as they go; the sent answer is answer_html. */
    draftHtml: text('draft_html'),
    draftSavedAt: instant('draft_saved_at'),
  },
  (table) => [
    index('medical_information_requests_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('medical_information_requests_user_id_key').on(table.userId, table.id),
    index('medical_information_requests_desk_idx').on(table.country, table.status, table.date),
    uniqueIndex('medical_information_requests_protocol_key').on(table.protocol),
    check(
      'medical_information_requests_screening_known',
      sql`${table.screening} is null or ${table.screening} in ('no_safety_information', 'sent_to_pv')`,
    ),
    check(
      'medical_information_requests_status_known',
      sql`${table.status} in ('received', 'in_progress', 'answered', 'closed')`,
    ),
    // A request flagged as a possible adverse event is closed only after PV acknowledged it.
    check(
      'medical_information_requests_closed_after_pv',
      sql`${table.status} <> 'closed' or not ${table.adverseEventSuspected} or ${table.pvAcknowledgedAt} is not null`,
    ),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type MedicalInformationRequestRow = typeof medicalInformationRequests.$inferSelect;
