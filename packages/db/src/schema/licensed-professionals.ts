import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { countryCode, generatedId } from './columns.ts';

/**
 * Registry of licensed professionals the doctor-number check (`/public/veeva/checkCRM`) looks up.
 * Register numbers are stored normalised (digits, no leading zeros).
 */
export const licensedProfessionals = pgTable(
  'licensed_professionals',
  {
    id: generatedId(),
    country: countryCode(),
    registerType: text('register_type').notNull(),
    registerNumber: text('register_number').notNull(),
    /** Brazil: the state (UF) that issued the registration; empty elsewhere. */
    registerUf: varchar('register_uf', { length: 2 }).notNull().default(''),
    name: text('name').notNull(),
  },
  (table) => [
    uniqueIndex('licensed_professionals_key').on(
      table.country,
      table.registerType,
      table.registerNumber,
      table.registerUf,
    ),
  ],
);

export type LicensedProfessionalRow = typeof licensedProfessionals.$inferSelect;
