// Column shapes several tables share, declared once: the generated key, flags and counters, points in
// time (always with time zone), the row's creation time, and country codes (typed as the CountryCode union; varchar(2) / text[] in SQL).
import type { CountryCode } from '@portal/countries';
import { type AnyPgColumn, boolean, integer, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** The row's own key, a random uuid the database draws. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom();

/** A yes/no fact about the row that starts as no. */
export const flag = (name: string) => boolean(name).notNull().default(false);

/** A count that starts at zero. */
export const counter = (name: string) => integer(name).notNull().default(0);

/** A point in time: timestamptz. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * When an outbox row is next due: now by the application's clock, the one its relay claims with, unless
 * the writer gives a time. (The database's now(), kept as the SQL default, has microseconds: a relay woken
 * in the same millisecond as the insert read the row as not yet due, and it waited for the next poll.)
 */
export const dueAt = () =>
  instant('next_attempt_at')
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());

/** When the row was written (the database's clock unless the writer gives one). */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** When the row was written and when it last changed. */
export const timestampColumns = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The row's owner (a uuid key): required, and the row goes when the owner does. */
export const ownerId = (name: string, owner: () => AnyPgColumn) =>
  uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/** One of the portal's countries. */
export const countryCode = (name = 'country') => varchar(name, { length: 2 }).$type<CountryCode>().notNull();

/** Several of the portal's countries. */
export const countryCodes = (name = 'countries') => text(name).array().$type<CountryCode[]>().notNull();
