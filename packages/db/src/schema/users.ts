import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { countryCode, createdAt, flag, generatedId, instant, ownerId, updatedAt } from './columns.ts';

/** Country-specific register fields of the registration form (spec section 3, registration details). */
export interface RegistrationDetails {
  nationalRegistration?: string;
  identityDocumentOrMedicalCollegiate?: string;
  RUT?: string;
  provincialEnrollment?: string;
  salesRepresentativeCode?: string;
}

/** Registered healthcare professionals (spec section 3, "User profile"). */
export const users = pgTable(
  'users',
  {
    id: generatedId(),
    /** The identity provider's UID of the account (CDC `UID`); passwords live with the provider only. */
    idpUid: text('idp_uid').notNull(),
    /** Always stored lower-cased so the unique index is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: countryCode(),
    specialty: text('specialty'),
    /** Content categories the user follows. */
    preferences: text('preferences').array().notNull().default(sql`'{}'::text[]`),
    category: text('category'),
    phone: text('phone'),
    registerNumber: text('register_number'),
    registerUf: varchar('register_uf', { length: 2 }),
    registerType: text('register_type'),
    /** Exposed as `canAcessSpeakTraining` (the spec's spelling) by the API. */
    canAccessSpeakTraining: flag('can_access_speak_training'),
    pushNotifications: flag('push_notifications'),
    veevaId: text('veeva_id'),
    treatment: text('treatment'),
    /**
     * The state, as the country's register fields ask: an ISO 3166-2 code ('MX-JAL'; Brazil its UF),
     * one of the country's list in packages/countries (decision 010).
     */
    state: text('state'),
    /**
     * What the user had typed as the state before states were codes, when it named no state of the
     * country unambiguously (the migration left it here and `state` null): the profile asks them to
     * choose, and choosing clears it.
     */
    stateAsTyped: text('state_as_typed'),
    registration: jsonb('registration').$type<RegistrationDetails>().notNull().default({}),
    iamDoctor: flag('iam_doctor'),
    receivePromotional: flag('receive_promotional'),
    readAcceptTerms: flag('read_accept_terms'),
    acceptNews: flag('accept_news'),
    /** Brazil only: the terms-consent flag of the identity provider. */
    termsConsent: flag('terms_consent'),
    region: text('region'),
    language: text('language'),
    timezone: text('timezone'),
    /**
     * Professional status checked against the registry: 'verified', 'pending' (not found or the name
     * differs; an operator decides) or 'rejected'. New rows are pending until a check says otherwise.
     */
    verification: text('verification')
      .$type<'verified' | 'pending' | 'rejected'>()
      .notNull()
      .default('pending'),
    /**
     * Why the account is not verified, for the physician and the verifier (issue 33): the last check's
     * outcome ('not-found', 'name-mismatch', 'duplicate': the number is already another live account's) or
     * the verifier's act ('rejected', 'flagged': a holder whose number another account claims). Null when
     * verified.
     */
    verificationReason: text('verification_reason'),
    /** A disabled account cannot sign in and its sessions stop working. */
    disabledAt: instant('disabled_at'),
    /** The physician asked (in their profile) for their account to be erased; an admin anonymises it. */
    deletionRequestedAt: instant('deletion_requested_at'),
    /**
     * The account was anonymised (data-subject request, decision 017): no personal data is left in the
     * row; what the law keeps (certificates, AE records) still points here, detached from the person.
     */
    anonymisedAt: instant('anonymised_at'),
    /**
     * The physician saw the first sign-in welcome (saved their specialties or skipped it): it is not shown
     * again. Null until then.
     */
    welcomedAt: instant('welcomed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_idp_uid_key').on(table.idpUid),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_verification_known', sql`${table.verification} in ('verified', 'pending', 'rejected')`),
    // One registration, one account (issue 33): a register number is verified for one live account at a
    // time, whatever the order of concurrent registrations or operator approvals (the number compared as
    // the registry stores it: no leading zeros; the UF only where the country has one).
    uniqueIndex('users_verified_register_key')
      .on(
        table.country,
        table.registerType,
        sql`ltrim(${table.registerNumber}, '0')`,
        sql`coalesce(${table.registerUf}, '')`,
      )
      .where(
        sql`${table.verification} = 'verified' and ${table.registerNumber} is not null and ${table.disabledAt} is null and ${table.anonymisedAt} is null`,
      ),
    check('users_register_type_known', sql`${table.registerType} in ('COREN', 'CRF', 'CRM', 'CRO')`),
  ],
);

/** The user a row belongs to; the row goes when the user does. */
export const userId = () => ownerId('user_id', () => users.id);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
