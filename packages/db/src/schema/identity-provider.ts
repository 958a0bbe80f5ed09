import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countryCode, createdAt, flag, generatedId, instant, updatedAt } from './columns.ts';

/**
 * Accounts of the embedded identity provider (the subset of SAP CDC the portal uses). The portal's own
 * `users` row links to an account by `idp_uid`; in production a real CDC tenant holds these instead.
 */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    uid: text('uid').primaryKey(),
    /** Country site the account registered on (its API key's country). */
    country: countryCode(),
    email: text('email').notNull(),
    /** Null for an account created through social sign-in only. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: instant('email_verified_at'),
    /** CDC `profile`: firstName, lastName, email, and whatever the screen sent. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** CDC `data`: site-specific fields. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** CDC `preferences`, e.g. { terms: { consent: { isConsentGranted: true } } } for Brazil. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    regSource: text('reg_source'),
    lang: text('lang'),
    disabled: flag('disabled'),
    lastLoginAt: instant('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('idp_accounts_email_key').on(table.email),
    check('idp_accounts_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

/** Accounts linked to an external OAuth 2.0 / OpenID Connect provider (LinkedIn, Facebook, ...). */
export const idpSocialIdentities = pgTable(
  'idp_social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => idpAccounts.uid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

export const IDP_TOKEN_KINDS = [
  'registration',
  'email_verification',
  'password_reset',
  'social_state',
  /** Proves a new address: payload { email }, mailed to that address. */
  'email_change',
] as const;
export type IdpTokenKind = (typeof IDP_TOKEN_KINDS)[number];

/** Single-use, expiring tokens; only a SHA-256 hash of each is stored. */
export const idpTokens = pgTable(
  'idp_tokens',
  {
    id: generatedId(),
    kind: text('kind').$type<IdpTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Null for a registration token issued before the account exists. */
    uid: text('uid').references(() => idpAccounts.uid, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('idp_tokens_hash_key').on(table.tokenHash),
    index('idp_tokens_uid_idx').on(table.uid),
  ],
);

/** Login signatures already exchanged for a session: a second use of the same pair is a replay. */
export const usedLoginSignatures = pgTable(
  'used_login_signatures',
  {
    uid: text('uid').notNull(),
    signatureTimestamp: bigint('signature_timestamp', { mode: 'number' }).notNull(),
    usedAt: instant('used_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uid, table.signatureTimestamp] })],
);

/**
 * Failed-login throttles (login-attempts.ts): one row per key (an e-mail, an address, or the pair),
 * named by a SHA-256 hash so neither e-mails nor addresses are stored. `score` counts failures and
 * halves every half-life of its scope; `blocked_until` is the end of the current delay.
 */
export const idpLoginThrottles = pgTable(
  'idp_login_throttles',
  {
    key: text('key').primaryKey(),
    /** Hash of the e-mail tried (null for a per-address key), so a password reset can clear its keys. */
    loginKey: text('login_key'),
    score: doublePrecision('score').notNull(),
    updatedAt: instant('updated_at').notNull(),
    blockedUntil: instant('blocked_until'),
  },
  (table) => [
    index('idp_login_throttles_login_idx').on(table.loginKey),
    index('idp_login_throttles_updated_idx').on(table.updatedAt),
  ],
);

export type IdpAccountRow = typeof idpAccounts.$inferSelect;
export type NewIdpAccountRow = typeof idpAccounts.$inferInsert;
export type IdpTokenRow = typeof idpTokens.$inferSelect;
