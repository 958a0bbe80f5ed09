// The medical-information desk (issue 16, docs/decisions/016): the officers' internal notes on a request.
// The desk's state of a request (assignee, answer, PV hand-off) lives on the request row (events.ts).
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, generatedId, ownerId } from './columns.ts';
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
