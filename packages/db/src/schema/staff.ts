// The operator console's side (issue 15, docs/decisions/011): staff accounts apart from physicians, their
// sessions and recovery codes, the append-only audit trail, and the versions of content under MLR review.
import type { ThumbnailType } from '@portal/countries';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { countryCodes, createdAt, flag, generatedId, instant, ownerId, timestampColumns } from './columns.ts';

export const staff = pgTable(
  'staff',
  {
    id: generatedId(),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null for an invited member until they set a password through their mailed link. */
    passwordHash: text('password_hash'),
    /** editor, reviewer, mi_officer, pv_officer, verifier, admin (modules/console-kernel/policy.ts). */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /** The countries this member works for and sees. */
    countries: countryCodes().default(sql`'{}'::text[]`),
    /** Base32 TOTP secret; null until enrolled. */
    totpSecret: text('totp_secret'),
    /** Set when the first code from the enrolled secret was verified. */
    totpEnrolledAt: instant('totp_enrolled_at'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    demo: flag('demo'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('staff_email_key').on(table.email)],
);

/** A version number and its place in the MLR lifecycle: every authored version table starts with these. */
export const versionColumns = () => ({
  version: integer('version').notNull(),
  status: text('status').notNull(),
});

/** Who wrote a version, who decided on it and when, and the approval code a decision gives it. */
export const reviewColumns = () => ({
  authorId: uuid('author_id')
    .notNull()
    .references(() => staff.id),
  submittedAt: instant('submitted_at'),
  reviewerId: uuid('reviewer_id').references(() => staff.id),
  reviewedAt: instant('reviewed_at'),
  reviewComment: text('review_comment'),
  approvalCode: text('approval_code'),
});

/** The review columns of a version whose approval carries an expiry (`approvalChecks` keep them whole). */
export const reviewWithApprovalColumns = () => ({
  ...reviewColumns(),
  approvalExpiresAt: instant('approval_expires_at'),
});

/** The lifecycle's statuses, named `<table>_status_known` as the migrations created them. */
export const statusKnown = (table: string, status: AnyPgColumn) =>
  check(`${table}_status_known`, sql`${status} in ('draft', 'in_review', 'approved', 'rejected')`);

/** An approved version carries its approval code and expiry (`<table>_approval_complete`). */
export const approvalComplete = (
  table: string,
  columns: { status: AnyPgColumn; approvalCode: AnyPgColumn; approvalExpiresAt: AnyPgColumn },
) =>
  check(
    `${table}_approval_complete`,
    sql`${columns.status} <> 'approved' or (${columns.approvalCode} is not null and ${columns.approvalExpiresAt} is not null)`,
  );

/** The checks of a version table with `reviewWithApprovalColumns`: a known status, a complete approval. */
export const approvalChecks = (
  table: string,
  columns: { status: AnyPgColumn; approvalCode: AnyPgColumn; approvalExpiresAt: AnyPgColumn },
) => [statusKnown(table, columns.status), approvalComplete(table, columns)];

/** Single-use recovery codes; only their SHA-256 hash is stored. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: generatedId(),
    staffId: ownerId('staff_id', () => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [uniqueIndex('staff_recovery_codes_key').on(table.staffId, table.codeHash)],
);

/**
 * Console sessions: `password` after the password (only TOTP enrolment/verification allowed), `full`
 * after the second factor. Only the token's SHA-256 hash is stored.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: generatedId(),
    staffId: ownerId('staff_id', () => staff.id),
    tokenHash: text('token_hash').notNull(),
    stage: text('stage').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    check('staff_sessions_stage_known', sql`${table.stage} in ('password', 'full')`),
    uniqueIndex('staff_sessions_token_hash_key').on(table.tokenHash),
    index('staff_sessions_staff_idx').on(table.staffId),
  ],
);

/** A changed field: its value before and after. */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/** Every staff action, append-only: a trigger refuses UPDATE and DELETE (migration). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: generatedId(),
    /** Order of writing (several actions may share an instant). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: instant('at').notNull().defaultNow(),
    /** Null for an attempt by an unknown e-mail. */
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    country: text('country'),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull().default({}),
  },
  (table) => [
    index('staff_audit_seq_idx').on(table.seq.desc()),
    index('staff_audit_entity_idx').on(table.entityType, table.entityId),
    index('staff_audit_staff_idx').on(table.staffId, table.at),
  ],
);

/** The authored fields of a content version (what publishing copies into content_items). */
export interface ContentVersionFields {
  title: string;
  synopsis: string | null;
  body: string | null;
  /** Seconds. */
  duration: number | null;
  mainCluster: string;
  language: 'pt' | 'es';
  specialties: string[];
  mediaUrl: string | null;
  /** `/media/...` path of the uploaded thumbnail. */
  thumbnailUrl: string | null;
  /** Images for some thumbnail types; absent in versions written before there were any. */
  thumbnailVariants?: Partial<Record<ThumbnailType, string>>;
  // Absent in versions written before the console authored them (read with `?? default`).
  mediaKind?: 'video' | 'audio';
  participant?: string | null;
  /** PDF path or https address of the package leaflet. */
  medicineInsert?: string | null;
  /** HTML as written; sanitised when published. */
  additionalInformation?: string | null;
  products?: string[];
  episodes?: AuthoredPartRecord[];
  lessons?: AuthoredPartRecord[];
  seasons?: { key: string; title: string; episodes: AuthoredPartRecord[] }[];
}

/** An episode or lesson of a version; `key` is stable across versions (the published part's id ends in it). */
export interface AuthoredPartRecord {
  key: string;
  title: string;
  synopsis: string | null;
  mediaUrl: string | null;
  duration: number | null;
  thumbnailUrl: string | null;
}

/**
 * Authored versions of content items: draft -> in_review -> approved (approval code and expiry), or
 * rejected (comment) back to the author. Publishing copies an approved version into the physician read
 * model (content_items, content_publications); editing an approved item starts a new version.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: generatedId(),
    /** The content item's id (content_items.id once published). */
    contentId: text('content_id').notNull(),
    ...versionColumns(),
    /** Countries the item is authored for (scope of who may see and publish it). */
    countries: countryCodes().default(sql`'{}'::text[]`),
    fields: jsonb('fields').$type<ContentVersionFields>().notNull(),
    ...reviewWithApprovalColumns(),
    ...timestampColumns(),
  },
  (table) => [
    ...approvalChecks('content_versions', table),
    uniqueIndex('content_versions_item_version_key').on(table.contentId, table.version),
    index('content_versions_status_idx').on(table.status, table.updatedAt),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
export type ContentVersionRow = typeof contentVersions.$inferSelect;
