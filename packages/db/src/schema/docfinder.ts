// Doctor-finder (issue 13): physicians' public listings, their practices, and the consent trail.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { counter, countryCode, createdAt, generatedId, instant, ownerId, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A physician listed in the doctor-finder. `userId` is null for demo profiles (no account). Leaving
 * deletes the row and its addresses; the consent trail (docfinder_consents) keeps the proof.
 */
export const docfinderListings = pgTable(
  'docfinder_listings',
  {
    id: generatedId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country: countryCode(),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    /** displayName without accents and case (app-computed), for the trigram name search. */
    searchName: text('search_name').notNull(),
    registerNumber: text('register_number').notNull(),
    registerUf: varchar('register_uf', { length: 2 }).notNull().default(''),
    specialties: text('specialties').array().notNull(),
    phone: text('phone').notNull().default(''),
    /** false: hidden from the public search (the physician stays a member). */
    listed: boolean('listed').notNull().default(true),
    consentVersion: text('consent_version').notNull(),
    consentedAt: instant('consented_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('docfinder_listings_slug_key').on(table.slug),
    uniqueIndex('docfinder_listings_user_key').on(table.userId),
    // A register number is listed by one account only (issue 33); demo profiles have no account.
    uniqueIndex('docfinder_listings_register_key')
      .on(table.country, table.registerNumber, table.registerUf)
      .where(sql`${table.userId} is not null`),
    index('docfinder_listings_country_idx').on(table.country, table.listed, table.searchName),
    index('docfinder_listings_specialties_idx').using('gin', table.specialties),
    index('docfinder_listings_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
  ],
);

/** A practice of a listed physician (at most ten per listing, enforced by the service). */
export const docfinderAddresses = pgTable(
  'docfinder_addresses',
  {
    id: generatedId(),
    listingId: ownerId('listing_id', () => docfinderListings.id),
    postalCode: text('postal_code').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement').notNull().default(''),
    district: text('district').notNull(),
    state: text('state').notNull(),
    /** state and city without accents and case, for the filters. */
    searchState: text('search_state').notNull(),
    city: text('city').notNull(),
    searchCity: text('search_city').notNull(),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    position: counter('position'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('docfinder_addresses_listing_idx').on(table.listingId, table.position),
    index('docfinder_addresses_place_idx').on(table.searchState, table.searchCity, table.listingId),
    index('docfinder_addresses_city_idx').on(table.searchCity, table.listingId),
  ],
);

/** Append-only proof of each listing consent and its withdrawal (LGPD art. 8: the controller proves consent). */
export const docfinderConsents = pgTable(
  'docfinder_consents',
  {
    id: generatedId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').$type<'granted' | 'withdrawn'>().notNull(),
    version: text('version').notNull(),
    language: text('language').notNull(),
    /** The exact text the physician agreed to (empty for a withdrawal). */
    text: text('text').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [
    index('docfinder_consents_user_idx').on(table.userId, table.at),
    check('docfinder_consents_action_known', sql`${table.action} in ('granted', 'withdrawn')`),
  ],
);

export type DocfinderListingRow = typeof docfinderListings.$inferSelect;
export type NewDocfinderListingRow = typeof docfinderListings.$inferInsert;
export type DocfinderAddressRow = typeof docfinderAddresses.$inferSelect;
export type NewDocfinderAddressRow = typeof docfinderAddresses.$inferInsert;

/** The form the search columns hold: no accents, lower case, single spaces. */
export function docfinderSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
