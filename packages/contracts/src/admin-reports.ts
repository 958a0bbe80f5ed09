// The console's reports, CSV exports and mail operations (issue 16, items 5 and 6; docs/decisions/018).
// Everything is limited to the staff member's countries; days are UTC calendar days.
import { COUNTRY_CODES } from '@portal/countries';
import { z } from 'zod';

const isoDay = z.iso.date();

/** A date range (inclusive UTC days) and an optional country; without it, all the member's countries. */
export const reportRangeSchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    country: z.enum(COUNTRY_CODES).optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['to'],
    message: 'The end is before the start',
  });
export type ReportRange = z.infer<typeof reportRangeSchema>;

const count = z.number().int().min(0);

export const contentViewsReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  byDay: z.array(z.object({ day: isoDay, views: count })),
  byCountry: z.array(z.object({ country: z.enum(COUNTRY_CODES), views: count })),
});
export type ContentViewsReport = z.infer<typeof contentViewsReportSchema>;

export const examsReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Finished attempts per course; `passRate` is passed / attempts (0..1). */
  courses: z.array(
    z.object({
      contentId: z.string(),
      title: z.string(),
      attempts: count,
      passed: count,
      passRate: z.number().min(0).max(1),
      /** Attempts finished faster than the course's plausible minimum: for a person to review. */
      flaggedTooFast: count,
    }),
  ),
});
export type ExamsReport = z.infer<typeof examsReportSchema>;

export const medicalRequestsReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Requests received in the range, by their current status. */
  byStatus: z.array(z.object({ status: z.string(), count })),
  adverseEventSuspected: count,
  /** Of those, answered (or still open) within their country's service level, and past it. */
  sla: z.object({ met: count, breached: count }),
});
export type MedicalRequestsReport = z.infer<typeof medicalRequestsReportSchema>;

export const registrationsReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  byDay: z.array(z.object({ day: isoDay, registrations: count })),
  /** The professional status now of the accounts registered in the range. */
  byVerification: z.array(z.object({ verification: z.string(), count })),
});
export type RegistrationsReport = z.infer<typeof registrationsReportSchema>;

export const EXPORT_KINDS = [
  'consents',
  'terms-acceptances',
  'content-access',
  'event-attendance',
  'certificates',
] as const;
export const exportKindSchema = z.enum(EXPORT_KINDS);
export type ExportKind = z.infer<typeof exportKindSchema>;
export const exportParamsSchema = z.object({ kind: exportKindSchema });

/** The header row of each export, in order (the e2e and integration tests read files against it). */
export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = {
  consents: [
    'recorded_at',
    'country',
    'visitor_id',
    'analytics',
    'marketing',
    'policy_version',
    'user_agent',
  ],
  'terms-acceptances': [
    'accepted_at',
    'kind',
    'country',
    'content_id',
    'name',
    'register_number',
    'user_id',
    'audience',
  ],
  'content-access': [
    'accessed_at',
    'country',
    'content_id',
    'content_title',
    'via',
    'user_id',
    'email',
    'name',
    'register_number',
  ],
  'event-attendance': [
    'joined_at',
    'left_at',
    'minutes',
    'event_id',
    'event_title',
    'country',
    'user_id',
    'email',
    'name',
    'register_type',
    'register_number',
  ],
  certificates: [
    'issued_at',
    'code',
    'content_id',
    'course_title',
    'finished_at',
    'country',
    'user_id',
    'email',
    'name',
    'register_number',
  ],
};

/** Mail in the outbox as operations see it: `retrying` is pending after a failed attempt. */
export const MAIL_OPS_STATUSES = ['queued', 'retrying', 'failed', 'sent'] as const;
export const mailOpsStatusSchema = z.enum(MAIL_OPS_STATUSES);
export type MailOpsStatus = z.infer<typeof mailOpsStatusSchema>;

export const mailOpsQuerySchema = z.object({
  /** `attention`: failed and retrying (the default screen). */
  status: z.enum([...MAIL_OPS_STATUSES, 'attention']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type MailOpsQuery = z.infer<typeof mailOpsQuerySchema>;

/** No body: single-use links in it are for the recipient only. */
export const mailOpsEntrySchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: mailOpsStatusSchema,
  attempts: count,
  lastError: z.string().nullable(),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** The recipient's country when the recipient is a physician of the portal. */
  country: z.enum(COUNTRY_CODES).nullable(),
});
export type MailOpsEntry = z.infer<typeof mailOpsEntrySchema>;
export const mailOpsListSchema = z.object({
  entries: z.array(mailOpsEntrySchema),
  counts: z.record(mailOpsStatusSchema, count),
});
export type MailOpsList = z.infer<typeof mailOpsListSchema>;
export const mailIdParamsSchema = z.object({ id: z.uuid() });
