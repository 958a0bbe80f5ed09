// Authoring in the operator console beyond content items (issue 15 item 6, docs/decisions/019): events
// under the same MLR lifecycle as content, and public `aceite-teste` links (issue, expire, revoke, and
// who opened them).
import { z } from 'zod';
import { staffCountrySchema } from './admin.ts';
import { itemStateSchema, pageSchema } from './admin-catalogue.ts';
import { MEETING_PROVIDERS } from './events.ts';

/** A wall-clock time in the event's zone, as an <input type="datetime-local"> gives it. */
const localDateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

/** An uploaded file (`/media/...`) or an https address (a recording, a picture). */
const mediaReferenceSchema = z.union([
  z.url({ protocol: /^https$/ }).max(500),
  z
    .string()
    .max(500)
    // Segments never start with a dot: no `..`, no hidden files (the media store's own rule).
    .regex(/^\/media\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/),
]);

export const eventSpeakerDraftSchema = z.object({
  name: z.string().trim().min(2).max(120),
  title: z.string().trim().max(200).optional(),
  /** The speaker's photo; without one the portal shows the initials. */
  photoUrl: mediaReferenceSchema.optional(),
});

/** What an editor writes for an event. Times are wall-clock times in `timeZone`. */
export const eventDraftSchema = z
  .object({
    title: z.string().trim().min(3).max(200),
    description: z.string().max(20_000).default(''),
    speakers: z.array(eventSpeakerDraftSchema).max(20).default([]),
    specialty: z.string().trim().max(80).nullable().default(null),
    language: z.enum(['pt', 'es']),
    startsLocal: localDateTimeSchema,
    endsLocal: localDateTimeSchema,
    timeZone: z.string().max(60).refine(isTimeZone, 'Unknown time zone'),
    meetingProvider: z.enum(MEETING_PROVIDERS),
    /** Zoom: the meeting number. Jitsi: leave empty, the room is generated. */
    meetingRoom: z.string().trim().max(40).nullable().default(null),
    /** An https address, or a file uploaded to the media store (`/media/...`). */
    recordingUrl: mediaReferenceSchema.nullable().default(null),
    /** The event's picture (16:9); null: the portal draws the specialty's pattern. */
    imageUrl: mediaReferenceSchema.nullable().default(null),
    countries: z.array(staffCountrySchema).min(1).max(7),
  })
  .superRefine((draft, ctx) => {
    if (draft.endsLocal <= draft.startsLocal)
      ctx.addIssue({ code: 'custom', path: ['endsLocal'], message: 'The end must be after the start' });
    if (draft.meetingProvider === 'zoom' && !/^\d{9,11}$/.test(draft.meetingRoom ?? ''))
      ctx.addIssue({
        code: 'custom',
        path: ['meetingRoom'],
        message: 'A Zoom meeting number (9 to 11 digits)',
      });
  });
export type EventDraft = z.infer<typeof eventDraftSchema>;
export type EventDraftInput = z.input<typeof eventDraftSchema>;

export const adminEventParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,99}$/) });

export const eventVersionSchema = z.object({
  eventId: z.string(),
  version: z.number().int(),
  status: z.enum(['draft', 'in_review', 'approved', 'rejected']),
  countries: z.array(staffCountrySchema),
  title: z.string(),
  description: z.string(),
  speakers: z.array(
    z.object({ name: z.string(), title: z.string().optional(), photoUrl: z.string().optional() }),
  ),
  specialty: z.string().nullable(),
  language: z.enum(['pt', 'es']),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  startsLocal: z.string(),
  endsLocal: z.string(),
  timeZone: z.string(),
  meetingProvider: z.enum(MEETING_PROVIDERS),
  meetingRoom: z.string(),
  recordingUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  authorEmail: z.string(),
  reviewerEmail: z.string().nullable(),
  reviewComment: z.string().nullable(),
  approvalCode: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type EventVersion = z.infer<typeof eventVersionSchema>;

/** An event in the console: its latest version and the countries where physicians see it. */
export const adminEventSchema = z.object({
  latest: eventVersionSchema,
  publishedCountries: z.array(staffCountrySchema),
  state: itemStateSchema,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = pageSchema(adminEventSchema);
export type AdminEventList = z.infer<typeof adminEventListSchema>;

/** MLR decision on an event: approve with the approval code, or reject with a comment. */
export const eventReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('reject'), comment: z.string().trim().min(3).max(2000) }),
  z.object({ decision: z.literal('approve'), approvalCode: z.string().trim().min(3).max(60) }),
]);
export type EventReviewDecision = z.infer<typeof eventReviewDecisionSchema>;

export const eventCountrySchema = z.object({ country: staffCountrySchema });

// --- Public links (/aceite-teste/{id}?token=...&vidKey=...) ---

export const LINK_STATUSES = ['live', 'expired', 'revoked'] as const;

export const issueLinkSchema = z.object({
  contentId: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/),
  country: staffCountrySchema,
  /** The link stops opening then (at most a year ahead). */
  expiresAt: z.iso.datetime({ offset: true }),
  note: z.string().trim().max(200).nullable().default(null),
});
export type IssueLink = z.infer<typeof issueLinkSchema>;
export type IssueLinkInput = z.input<typeof issueLinkSchema>;

export const linkParamsSchema = z.object({ linkId: z.uuid() });
export const linkListQuerySchema = z.object({ contentId: z.string().max(100).optional() });
export const linkCandidatesQuerySchema = z.object({ country: staffCountrySchema });

export const contentLinkSchema = z.object({
  id: z.uuid(),
  contentId: z.string(),
  contentTitle: z.string(),
  country: staffCountrySchema,
  note: z.string().nullable(),
  issuedByEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
  status: z.enum(LINK_STATUSES),
  opens: z.number().int(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;
export const contentLinkListSchema = z.object({ links: z.array(contentLinkSchema) });
export type ContentLinkList = z.infer<typeof contentLinkListSchema>;

/** Answer to issuing: the link's path carries the token, shown this once (only its hash is kept). */
export const issuedLinkSchema = z.object({ link: contentLinkSchema, path: z.string() });
export type IssuedLink = z.infer<typeof issuedLinkSchema>;

export const linkOpenSchema = z.object({
  at: z.iso.datetime(),
  name: z.string().nullable(),
  registerNumber: z.string().nullable(),
});
export const linkDetailSchema = z.object({ link: contentLinkSchema, opens: z.array(linkOpenSchema) });
export type LinkDetail = z.infer<typeof linkDetailSchema>;

/** Published items of a country a link may be issued for. */
export const linkCandidatesSchema = z.object({
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type LinkCandidates = z.infer<typeof linkCandidatesSchema>;

// --- Cluster membership and order (home rows) per country ---

/** The curated rows an editor places items in (the home's others are derived from the catalogue). */
export const EDITABLE_CLUSTERS = ['outdoor', 'top10', 'novelty', 'exclusive', 'feed'] as const;
export const editableClusterSchema = z.enum(EDITABLE_CLUSTERS);
export type EditableCluster = z.infer<typeof editableClusterSchema>;
/**
 * The curated rows physicians see on the home (spec section 9): the hero, top 10 and novelties. The
 * exclusive and feed rows are list pages of their own (/somente-no-UM, /feed), not home rows.
 */
export const HOME_PAGE_ROWS = ['outdoor', 'top10', 'novelty'] as const satisfies readonly EditableCluster[];

export const adminClusterParamsSchema = z.object({ cluster: editableClusterSchema });
export const clusterCountryQuerySchema = z.object({ country: staffCountrySchema });

const clusterContentIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/);

/** The row's members as physicians of the country see them, in order. */
export const clusterMembersSchema = z.object({
  cluster: editableClusterSchema,
  country: staffCountrySchema,
  items: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ClusterMembers = z.infer<typeof clusterMembersSchema>;

/** The new order of every member the country sees (the same set, reordered). */
export const clusterOrderSchema = z.object({
  country: staffCountrySchema,
  contentIds: z.array(clusterContentIdSchema).max(500),
});
export type ClusterOrder = z.infer<typeof clusterOrderSchema>;

export const clusterMemberSchema = z.object({
  country: staffCountrySchema,
  contentId: clusterContentIdSchema,
});
export type ClusterMember = z.infer<typeof clusterMemberSchema>;
