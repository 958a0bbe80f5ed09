import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Registered healthcare professionals (spec section 3, "User profile"). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased so the unique index is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    specialty: text('specialty'),
    /** Content categories the user follows. */
    preferences: text('preferences').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    phone: text('phone'),
    registerNumber: text('register_number'),
    registerUf: varchar('register_uf', { length: 2 }),
    registerType: text('register_type'),
    /** Exposed as `canAcessSpeakTraining` (the spec's spelling) by the API. */
    canAccessSpeakTraining: boolean('can_access_speak_training').notNull().default(false),
    pushNotifications: boolean('push_notifications').notNull().default(false),
    veevaId: text('veeva_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_register_type_known', sql`${table.registerType} in ('COREN', 'CRF', 'CRM')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
