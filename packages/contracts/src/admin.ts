// The operator console's API (/api/admin, issue 15): staff sign-in with TOTP, content versions under MLR
// review, publications per country, and the audit trail. Staff tokens are never physicians' tokens.
import { COUNTRY_CODES, THUMBNAIL_TYPES } from '@portal/countries';
import { z } from 'zod';
import { itemStateSchema, pageSchema } from './admin-catalogue.ts';
import {
  checkContentFields,
  contentFieldsDraftShape,
  contentFieldsVersionShape,
  mediaPathSchema,
} from './admin-content-fields.ts';

export const STAFF_ROLES = ['editor', 'reviewer', 'mi_officer', 'pv_officer', 'verifier', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * Which roles may perform each console action: enforced by the API (apps/api/src/modules/console-kernel/policy.ts),
 * read by the console to show only what a member may do.
 */
export const ADMIN_ACTION_ROLES = {
  /** List and read content versions of the member's countries. */
  'content.read': ['editor', 'reviewer', 'mi_officer', 'pv_officer', 'verifier', 'admin'],
  /** Create drafts, edit them, submit them for review, upload media. */
  'content.write': ['editor'],
  /** MLR review: approve (code and expiry) or reject (comment). */
  'content.review': ['reviewer'],
  /** Publish an approved version in a country, withdraw it. */
  'content.publish': ['editor', 'admin'],
  /** Read the audit trail. */
  'audit.read': ['admin'],
  /** The professional verification queue: read pending registrations, approve or reject them. */
  'verification.review': ['verifier'],
  /** Search physicians and read their account. */
  'physicians.read': ['admin'],
  /** Speaker training, veevaID, disable and enable. */
  'physicians.write': ['admin'],
  /** Data-subject rights: export a physician's data, anonymise an account on request. */
  'physicians.privacy': ['admin'],
  /** Medical-information desk: inbox, assignment, notes, answers, closing (issue 16). */
  'mi.desk': ['mi_officer'],
  /** Pharmacovigilance queue: flagged requests, case reference and outcome (issue 16). */
  'pv.desk': ['pv_officer'],
  /** Reports and charts of the member's countries (issue 16). */
  'reports.read': ['admin'],
  /** CSV exports of compliance records of the member's countries (audited as 'export'). */
  'reports.export': ['admin'],
  /** The mail outbox: failed and retrying mail and its last error. */
  'mail.read': ['admin'],
  /** Re-queue a failed mail. */
  'mail.resend': ['admin'],
  /** Events (decision 019): list and read those of the member's countries. */
  'events.read': ['editor', 'reviewer', 'mi_officer', 'pv_officer', 'verifier', 'admin'],
  /** Draft and edit events, submit them for review. */
  'events.write': ['editor'],
  /** MLR review of events: approve (code) or reject (comment). */
  'events.review': ['reviewer'],
  /** Publish an approved event in a country, withdraw it. */
  'events.publish': ['editor', 'admin'],
  /** Public aceite-teste links: issue, revoke, see who opened them. */
  'links.manage': ['editor', 'admin'],
  /** Home rows (outdoor, top 10, novelties, exclusive, feed): membership and order per country. */
  'clusters.manage': ['editor', 'admin'],
  /** Courses (decision 021): list and read those of the member's countries, with their exam versions. */
  'courses.read': ['editor', 'reviewer', 'mi_officer', 'pv_officer', 'verifier', 'admin'],
  /** Draft a course's exam (settings and question bank), submit it for review. */
  'courses.write': ['editor'],
  /** MLR review of an exam version: approve (code and expiry; it goes live) or reject (comment). */
  'courses.review': ['reviewer'],
  /** Products (decision 022): list and read those of the member's countries. */
  'products.read': ['editor', 'reviewer', 'mi_officer', 'pv_officer', 'verifier', 'admin'],
  /** Draft and edit products, submit them for review. */
  'products.write': ['editor'],
  /** MLR review of a product: approve (code and expiry) or reject (comment). */
  'products.review': ['reviewer'],
  /** Publish an approved product in a country from a date, withdraw it. */
  'products.publish': ['editor', 'admin'],
  /** Staff and roles: invite, change roles and countries, deactivate, reset MFA (admin-staff.ts). */
  'staff.manage': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminAction = keyof typeof ADMIN_ACTION_ROLES;

export function roleAllows(roles: readonly string[], action: AdminAction): boolean {
  const allowed: readonly string[] = ADMIN_ACTION_ROLES[action];
  return roles.some((role) => allowed.includes(role));
}

export const staffCountrySchema = z.enum(COUNTRY_CODES);

export const staffSignInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** After the password: a token good only for the second factor (`mfa`), then a full one. */
export const staffSignInResponseSchema = z.object({
  token: z.string(),
  /** `enrol`: no TOTP yet, enrol first; `verify`: give a code from the enrolled authenticator. */
  next: z.enum(['enrol', 'verify']),
});
export type StaffSignInResponse = z.infer<typeof staffSignInResponseSchema>;

export const totpCodeSchema = z.object({
  /** Six digits from the authenticator, or a recovery code (xxxxx-xxxxx). */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i),
});
export type TotpCode = z.infer<typeof totpCodeSchema>;

export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the otpauth URL's QR code. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const staffMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(staffRoleSchema),
  countries: z.array(staffCountrySchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffSessionResponseSchema = z.object({
  me: staffMeSchema,
  /** Shown once, after enrolment: single-use codes for a lost authenticator. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const CONTENT_VERSION_STATUSES = ['draft', 'in_review', 'approved', 'rejected'] as const;
export const contentVersionStatusSchema = z.enum(CONTENT_VERSION_STATUSES);
export type ContentVersionStatus = z.infer<typeof contentVersionStatusSchema>;

/** Per thumbnail type (spec: cluster, episode, outdoor, podcast, preview, seeLater, top10, video). */
export const thumbnailVariantsSchema = z.partialRecord(z.enum(THUMBNAIL_TYPES), mediaPathSchema);
export type ThumbnailVariants = z.infer<typeof thumbnailVariantsSchema>;

/** What an editor writes for an item (the first slice of authoring; admin-content-fields.ts adds the rest). */
const contentDraftObject = z.object({
  title: z.string().trim().min(3).max(200),
  synopsis: z.string().trim().max(2000).nullable().default(null),
  body: z.string().max(20_000).nullable().default(null),
  duration: z.number().int().min(0).max(100_000).nullable().default(null),
  language: z.enum(['pt', 'es']),
  specialties: z.array(z.string().max(60)).max(20).default([]),
  mediaUrl: mediaPathSchema.nullable().default(null),
  thumbnailUrl: mediaPathSchema.nullable().default(null),
  /** Images for some of the 8 thumbnail types; every type without one shows `thumbnailUrl`. */
  thumbnailVariants: thumbnailVariantsSchema.default({}),
  countries: z.array(staffCountrySchema).min(1).max(7),
  ...contentFieldsDraftShape,
});
export const contentDraftSchema = contentDraftObject.superRefine(checkContentFields);
export type ContentDraft = z.infer<typeof contentDraftSchema>;
export type ContentDraftInput = z.input<typeof contentDraftSchema>;

export const contentIdParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,79}$/) });

export const contentPublicationSummarySchema = z.object({
  country: staffCountrySchema,
  approvalCode: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});

/** The review columns of a version whose approval expires (content, products), as the console shows them. */
export const datedVersionReviewShape = {
  authorEmail: z.string(),
  reviewerEmail: z.string().nullable(),
  reviewComment: z.string().nullable(),
  approvalCode: z.string().nullable(),
  approvalExpiresAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
};

/** An item of a dated kind in the console: its latest version and where a version of it is live. */
export const datedItemSchema = <Version extends z.ZodType>(latest: Version) =>
  z.object({ latest, publications: z.array(contentPublicationSummarySchema), state: itemStateSchema });

export const contentVersionSchema = z.object({
  contentId: z.string(),
  version: z.number().int(),
  status: contentVersionStatusSchema,
  countries: z.array(staffCountrySchema),
  title: z.string(),
  synopsis: z.string().nullable(),
  body: z.string().nullable(),
  duration: z.number().nullable(),
  language: z.enum(['pt', 'es']),
  specialties: z.array(z.string()),
  mediaUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  thumbnailVariants: z.partialRecord(z.enum(THUMBNAIL_TYPES), z.string()),
  ...contentFieldsVersionShape,
  ...datedVersionReviewShape,
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

/** An item in the console: its latest version and where a version of it is live. */
export const adminContentSchema = datedItemSchema(contentVersionSchema);
export type AdminContent = z.infer<typeof adminContentSchema>;

export const adminContentListSchema = pageSchema(adminContentSchema);
export type AdminContentList = z.infer<typeof adminContentListSchema>;

export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('reject'), comment: z.string().trim().min(3).max(2000) }),
  z.object({
    decision: z.literal('approve'),
    approvalCode: z.string().trim().min(3).max(60),
    /** The approval's expiry (the item is unpublished everywhere then). */
    expiresAt: z.iso.datetime({ offset: true }),
  }),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const publishSchema = z.object({
  country: staffCountrySchema,
  /** Live from this instant (default now). */
  from: z.iso.datetime({ offset: true }).optional(),
});
export type PublishRequest = z.infer<typeof publishSchema>;

export const withdrawSchema = z.object({ country: staffCountrySchema });

export const auditQuerySchema = z.object({
  staff: z.string().max(254).optional(),
  action: z.string().max(40).optional(),
  entityId: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  staffEmail: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  country: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditList = z.infer<typeof auditListSchema>;

export const previewQuerySchema = z.object({ country: staffCountrySchema });

/** The latest version as a physician of `country` would read it (HTML through the portal's allowlist). */
export const contentPreviewSchema = z.object({
  country: staffCountrySchema,
  version: z.number().int(),
  title: z.string(),
  synopsisHtml: z.string().nullable(),
  bodyHtml: z.string().nullable(),
  additionalInformationHtml: z.string().nullable(),
  duration: z.number().nullable(),
  thumbnailUrl: z.string().nullable(),
  approvalCode: z.string().nullable(),
});
export type ContentPreview = z.infer<typeof contentPreviewSchema>;
