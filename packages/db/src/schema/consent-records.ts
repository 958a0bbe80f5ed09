import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { countryCode, createdAt, generatedId } from './columns.ts';

export interface StoredConsentChoices {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** Append-only proof of each consent-banner decision (LGPD art. 8 §2: the controller must prove consent). */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: generatedId(),
    visitorId: text('visitor_id').notNull(),
    country: countryCode(),
    choices: jsonb('choices').$type<StoredConsentChoices>().notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
  },
  (table) => [index('consent_records_visitor_idx').on(table.visitorId, table.createdAt)],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type NewConsentRecordRow = typeof consentRecords.$inferInsert;
