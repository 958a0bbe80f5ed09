// The medical-information desk (issue 16, docs/decisions/016): the officers' internal notes on a request.
// The desk's state of a request (assignee, answer, PV hand-off) lives on the request row (events.ts).
import { index, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { countryCode, createdAt, generatedId, ownerId } from './columns.ts';
import { medicalInformationRequests } from './events.ts';
import { staff } from './staff.ts';

/** Internal notes: staff only, never shown to the physician; append-only by the service. */
export const miRequestNotes = pgTable(
  'mi_request_notes',
  {
    id: generatedId(),
    requestKey: ownerId('request_key', () => medicalInformationRequests.key),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('mi_request_notes_request_idx').on(table.requestKey, table.createdAt)],
);

export type MiRequestNoteRow = typeof miRequestNotes.$inferSelect;

/**
 * The last protocol number given per country and year (issue 34): `MI-BR-2026-000123`. A number is taken
 * by one upsert (`last = last + 1 ... returning`), so concurrent requests on any number of API processes
 * never share one, and a rolled-back request gives its number back with its transaction.
 */
export const miProtocolSequences = pgTable(
  'mi_protocol_sequences',
  {
    country: countryCode(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.year] })],
);
