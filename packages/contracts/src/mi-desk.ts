// The medical-information desk and the pharmacovigilance hand-off of the operator console (issue 16,
// docs/decisions/016): requests of the officer's countries with a due date from the country's service
// level, assignment, notes, the answer (sanitised HTML and an optional PDF), and the PV acknowledgement
// a flagged request needs before it can be closed.
import { PRODUCTS } from '@portal/countries';
import { z } from 'zod';
import { staffCountrySchema } from './admin.ts';
import { MEDICAL_REQUEST_STATUS_VALUES } from './medical-information.ts';

export const miStatusSchema = z.enum(MEDICAL_REQUEST_STATUS_VALUES);

/** Due filter: past the due date and still open; due within a day; due within seven days. */
export const MI_DUE_FILTERS = ['overdue', 'today', 'week'] as const;

export const miRequestQuerySchema = z.object({
  status: miStatusSchema.optional(),
  product: z.enum(PRODUCTS).optional(),
  country: staffCountrySchema.optional(),
  due: z.enum(MI_DUE_FILTERS).optional(),
  /** `true`: only requests flagged as a possible adverse event; `false`: only the others. */
  ae: z.enum(['true', 'false']).optional(),
});
export type MiRequestQuery = z.infer<typeof miRequestQuerySchema>;

export const miKeyParamsSchema = z.object({ key: z.uuid() });

const staffRefSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type MiStaffRef = z.infer<typeof staffRefSchema>;

export const PV_OUTCOMES = ['case_opened', 'added_to_existing_case', 'not_an_adverse_event'] as const;
export const pvOutcomeSchema = z.enum(PV_OUTCOMES);
export type PvOutcome = z.infer<typeof pvOutcomeSchema>;

/** The PV side of a flagged request: known since, the 24-hour deadline, and PV's acknowledgement. */
export const pvStateSchema = z.object({
  /** When the company learnt of the possible adverse event (the request's arrival, or the officer's flag). */
  knownAt: z.iso.datetime(),
  /** knownAt + 24 hours. */
  deadline: z.iso.datetime(),
  /** Who flagged it; null when the request's text was flagged automatically. */
  flaggedBy: z.string().nullable(),
  caseReference: z.string().nullable(),
  outcome: pvOutcomeSchema.nullable(),
  acknowledgedAt: z.iso.datetime().nullable(),
  acknowledgedBy: z.string().nullable(),
  /** Not acknowledged and past the deadline. */
  late: z.boolean(),
});
export type PvState = z.infer<typeof pvStateSchema>;

/** A person's safety screening of a request (issue 34): nothing for PV, or sent to PV. */
export const MI_SCREENING_OUTCOMES = ['no_safety_information', 'sent_to_pv'] as const;
export const miScreeningOutcomeSchema = z.enum(MI_SCREENING_OUTCOMES);
export type MiScreeningOutcome = z.infer<typeof miScreeningOutcomeSchema>;

export const miScreeningSchema = z.object({
  outcome: miScreeningOutcomeSchema,
  at: z.iso.datetime(),
  /** The officer's e-mail. */
  by: z.string().nullable(),
});
export type MiScreening = z.infer<typeof miScreeningSchema>;

export const miScreeningBodySchema = z.object({ outcome: miScreeningOutcomeSchema });
export type MiScreeningBody = z.infer<typeof miScreeningBodySchema>;

export const miRequestSummarySchema = z.object({
  key: z.uuid(),
  /** The physician's reference of the request. */
  reference: z.string(),
  /** The readable protocol number (`MI-BR-2026-000123`); null only for requests that predate them. */
  protocol: z.string().nullable(),
  /** The question's first line, shortened (escaped text). */
  excerpt: z.string(),
  /** Null while the request awaits a person's screening. */
  screening: miScreeningSchema.nullable(),
  country: staffCountrySchema,
  product: z.string(),
  type: z.string(),
  status: miStatusSchema,
  requester: z.string(),
  receivedAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  /** Not answered by the due date (still open past it, or answered late). */
  slaBreached: z.boolean(),
  assignee: staffRefSchema.nullable(),
  adverseEvent: z.boolean(),
  pv: pvStateSchema.nullable(),
});
export type MiRequestSummary = z.infer<typeof miRequestSummarySchema>;

export const miRequestListSchema = z.object({ items: z.array(miRequestSummarySchema) });
export type MiRequestList = z.infer<typeof miRequestListSchema>;

export const miNoteSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  author: z.string(),
  body: z.string(),
});
export type MiNote = z.infer<typeof miNoteSchema>;

export const miAnswerSchema = z.object({
  html: z.string(),
  answeredAt: z.iso.datetime(),
  answeredBy: z.string().nullable(),
  /** The PDF: a signed, short-lived link. */
  attachmentUrl: z.string().nullable(),
});
export type MiAnswer = z.infer<typeof miAnswerSchema>;

export const miRequestDetailSchema = miRequestSummarySchema.extend({
  /** Escaped text, as the physician wrote it (show as text). */
  content: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferredContact: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
  notes: z.array(miNoteSchema),
  answer: miAnswerSchema.nullable(),
  /** The answer being written, saved as the officer types. */
  draft: z.object({ html: z.string(), savedAt: z.iso.datetime() }).nullable(),
});
export type MiRequestDetail = z.infer<typeof miRequestDetailSchema>;

export const miOfficerListSchema = z.object({ officers: z.array(staffRefSchema) });
export type MiOfficerList = z.infer<typeof miOfficerListSchema>;

export const miAssignSchema = z.object({ assigneeId: z.uuid().nullable() });
export type MiAssign = z.infer<typeof miAssignSchema>;

export const miNoteBodySchema = z.object({ body: z.string().trim().min(1).max(4000) });
export type MiNoteBody = z.infer<typeof miNoteBodySchema>;

/** The officer moves a request on by hand: start work on it, or close it (answered first). */
export const miStatusChangeSchema = z.object({ status: z.enum(['in_progress', 'closed']) });
export type MiStatusChange = z.infer<typeof miStatusChangeSchema>;

/** Where an uploaded answer PDF lives in the media store (restricted: served only through signed links). */
export const miAttachmentPathSchema = z
  .string()
  .regex(/^\/media\/restricted\/mi-answers\/[0-9a-f-]{36}\.pdf$/, 'An uploaded answer PDF');

export const miDraftBodySchema = z.object({ html: z.string().max(50_000) });
export type MiDraftBody = z.infer<typeof miDraftBodySchema>;
export const miDraftSavedSchema = z.object({ savedAt: z.iso.datetime() });
export type MiDraftSaved = z.infer<typeof miDraftSavedSchema>;

export const miAnswerPreviewBodySchema = z.object({
  /** Rich text (HTML); sanitised by the server's allowlist. */
  html: z.string().trim().min(1).max(50_000),
  attachment: miAttachmentPathSchema.nullable().default(null),
});
export type MiAnswerPreviewBody = z.infer<typeof miAnswerPreviewBodySchema>;
export type MiAnswerPreviewBodyInput = z.input<typeof miAnswerPreviewBodySchema>;

/** Exactly what the physician will receive, and the digest the send must quote (issue 34). */
export const miAnswerPreviewSchema = z.object({
  recipient: z.object({ name: z.string(), email: z.string() }),
  protocol: z.string().nullable(),
  subject: z.string(),
  /** The answer as sanitised for sending. */
  html: z.string(),
  attachment: miAttachmentPathSchema.nullable(),
  /** SHA-256 (hex) of the request, recipient, subject, answer and attachment as previewed. */
  digest: z.string(),
});
export type MiAnswerPreview = z.infer<typeof miAnswerPreviewSchema>;

/** The send: the answer as previewed and the preview's digest; refused when anything changed since. */
export const miAnswerBodySchema = miAnswerPreviewBodySchema.extend({
  digest: z.string().regex(/^[0-9a-f]{64}$/, 'The digest of the preview'),
});
export type MiAnswerBody = z.infer<typeof miAnswerBodySchema>;
export type MiAnswerBodyInput = z.input<typeof miAnswerBodySchema>;

export const miAttachmentResponseSchema = z.object({
  path: z.string(),
  /** A signed link to open the upload in the console. */
  url: z.string(),
});
export type MiAttachmentResponse = z.infer<typeof miAttachmentResponseSchema>;

export const pvAcknowledgeSchema = z.object({
  caseReference: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[\w./-]+$/, 'Letters, digits and . / - _ only'),
  outcome: pvOutcomeSchema,
});
export type PvAcknowledge = z.infer<typeof pvAcknowledgeSchema>;
