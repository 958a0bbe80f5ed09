// Console part 2 (issue 16): the professional verification queue (`verifier`) and the physicians'
// administration with the data-subject rights of LGPD art. 18 and its peers (`admin`); and the
// physician's own export and deletion request in the portal's profile.
import { z } from 'zod';
import { staffCountrySchema } from './admin.ts';
import { VERIFICATION_REASON_CODES } from './users.ts';

export const VERIFICATION_STATES = ['verified', 'pending', 'rejected'] as const;
export const verificationStateSchema = z.enum(VERIFICATION_STATES);

/** A physician account by its id (`/api/admin/verification/:id/…`, `/api/admin/physicians/:id/…`). */
export const physicianIdParamsSchema = z.object({ id: z.uuid() });

/** One check of the registration: automatic (the registry) or an operator's decision. */
export const professionalCheckViewSchema = z.object({
  checkedAt: z.iso.datetime(),
  registerType: z.string(),
  registerNumber: z.string(),
  registerUf: z.string().nullable(),
  applicantName: z.string(),
  /** Where the answer came from ('registry', 'authenticator') and what it said. */
  source: z.string(),
  found: z.boolean(),
  registeredName: z.string().nullable(),
  /** 'match', 'not-found', 'name-mismatch'; an operator's: 'approved', 'rejected'. */
  outcome: z.string(),
  verification: z.string(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type ProfessionalCheckView = z.infer<typeof professionalCheckViewSchema>;

/** One word of a name in the side-by-side view: in both names, only in this one, or a particle ("de"). */
export const nameWordSchema = z.object({
  text: z.string(),
  mark: z.enum(['same', 'differs', 'particle']),
});
export type NameWordView = z.infer<typeof nameWordSchema>;

/** The name the physician typed beside the registry's, word by word (issue 33). */
export const nameComparisonSchema = z.object({
  typed: z.array(nameWordSchema),
  registered: z.array(nameWordSchema),
  /** Whether the registry's name rule takes them for the same person. */
  same: z.boolean(),
});
export type NameComparison = z.infer<typeof nameComparisonSchema>;

/** Another live account with the same registration (issue 33: one registration, one account). */
export const registerHolderSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  verification: verificationStateSchema,
  registeredAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type RegisterHolder = z.infer<typeof registerHolderSchema>;

/** A registration awaiting (or refused by) an operator, with every check made of it, newest first. */
export const pendingRegistrationSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: staffCountrySchema,
  category: z.string().nullable(),
  specialty: z.string().nullable(),
  registerType: z.string().nullable(),
  registerNumber: z.string().nullable(),
  registerUf: z.string().nullable(),
  verification: verificationStateSchema,
  /** Why it is not verified ('duplicate': the number is already another live account's). */
  verificationReason: z.enum(VERIFICATION_REASON_CODES).nullable(),
  registeredAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  /** The typed name beside the registry's (null when the registry does not know the number). */
  names: nameComparisonSchema.nullable(),
  /** The other live accounts with this registration, the verified holder first. */
  holders: z.array(registerHolderSchema),
  checks: z.array(professionalCheckViewSchema),
});
export type PendingRegistration = z.infer<typeof pendingRegistrationSchema>;

export const verificationQueueQuerySchema = z.object({
  /** `pending` (the queue) or `rejected` (decided against, may be reconsidered). */
  status: z.enum(['pending', 'rejected']).default('pending'),
});
export type VerificationQueueQuery = z.infer<typeof verificationQueueQuerySchema>;

export const verificationQueueSchema = z.object({ registrations: z.array(pendingRegistrationSchema) });
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

/**
 * The verifier's decision: a reason is required to reject (it is mailed to the physician). 'flag-holder'
 * (issue 33): the older account holding this registration is suspect; it goes back to pending
 * ('flagged'), which frees the number for the approval of this one.
 */
export const verificationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), reason: z.string().trim().max(1000).optional() }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(3).max(1000) }),
  z.object({
    decision: z.literal('flag-holder'),
    holderId: z.uuid(),
    reason: z.string().trim().min(3).max(1000),
  }),
]);
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;

export const physicianSearchQuerySchema = z
  .object({
    /** Part of the name or e-mail, or the register number (2 characters at least). */
    q: z.string().trim().max(120).default(''),
    /** `true`: only accounts whose holder asked for erasure (the admin's work list). */
    deletionRequested: z.enum(['true', 'false']).default('false'),
  })
  .superRefine((value, ctx) => {
    if (value.deletionRequested !== 'true' && value.q.length < 2)
      ctx.addIssue({ code: 'custom', path: ['q'], message: 'Type 2 characters at least' });
  });
export type PhysicianSearchQuery = z.infer<typeof physicianSearchQuerySchema>;

export const physicianSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  country: staffCountrySchema,
  registerType: z.string().nullable(),
  registerNumber: z.string().nullable(),
  registerUf: z.string().nullable(),
  verification: verificationStateSchema,
  disabled: z.boolean(),
  deletionRequested: z.boolean(),
});
export type PhysicianSummary = z.infer<typeof physicianSummarySchema>;

export const physicianListSchema = z.object({ physicians: z.array(physicianSummarySchema) });
export type PhysicianList = z.infer<typeof physicianListSchema>;

export const physicianDetailSchema = physicianSummarySchema.extend({
  specialty: z.string().nullable(),
  category: z.string().nullable(),
  canAccessSpeakTraining: z.boolean(),
  veevaId: z.string().nullable(),
  disabledAt: z.iso.datetime().nullable(),
  deletionRequestedAt: z.iso.datetime().nullable(),
  registeredAt: z.iso.datetime(),
});
export type PhysicianDetail = z.infer<typeof physicianDetailSchema>;

/** What an admin may change: speaker training and the Veeva CRM id (empty: none). */
export const physicianUpdateSchema = z
  .object({
    canAccessSpeakTraining: z.boolean().optional(),
    veevaId: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9._-]*$/)
      .optional(),
  })
  .refine((value) => value.canAccessSpeakTraining !== undefined || value.veevaId !== undefined, {
    message: 'Nothing to change',
  });
export type PhysicianUpdate = z.infer<typeof physicianUpdateSchema>;

/** Anonymisation is final: the admin types the account's e-mail and the request's reference. */
export const anonymiseRequestSchema = z.object({
  confirmEmail: z.string().trim().toLowerCase().max(254),
  reference: z.string().trim().min(3).max(200),
});
export type AnonymiseRequest = z.infer<typeof anonymiseRequestSchema>;

export const anonymiseResponseSchema = z.object({ anonymisedAt: z.iso.datetime() });

/**
 * A physician's data (LGPD art. 18 II/V; the peers' access and portability rights): the account and
 * every record the portal keeps about them, as JSON. Sections are lists of plain records.
 */
export const dataExportSchema = z.object({
  format: z.literal('portal-data-export/1'),
  exportedAt: z.iso.datetime(),
  account: z.record(z.string(), z.unknown()),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** The physician's own erasure request (portal profile). */
export const deletionRequestSchema = z.object({ requestedAt: z.iso.datetime().nullable() });
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;
