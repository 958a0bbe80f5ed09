// Content API (spec sections 3, 4, 6, 7 calls 8-10, 17, 18; section 9): clusters, items, products,
// saved items, search results and public access by token. Every list and item is already filtered by
// the server to the caller's country, published and not expired.
import {
  CONTENT_LANGUAGES,
  SUBCLUSTERS as HOME_SUBCLUSTERS,
  MAIN_CLUSTERS,
  THUMBNAIL_TYPES,
} from '@portal/countries';
import { z } from 'zod';

// The spec's fixed lists live with the other per-spec constants in @portal/countries.
export {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  isCourseItem,
  MAIN_CLUSTERS,
  type MainCluster,
  SUBCLUSTERS as HOME_SUBCLUSTERS,
  type Subcluster as HomeSubcluster,
  THUMBNAIL_TYPES,
  type ThumbnailType,
} from '@portal/countries';

/** Every cluster id `GET /api/clusters/:id` answers besides `home`. */
export const LIST_CLUSTER_IDS = [
  ...HOME_SUBCLUSTERS,
  'exclusive',
  'contents',
  'feed',
  'saved',
  /** The outdoor (hero) items of the home. */
  'outdoor',
] as const;
export type ListClusterId = (typeof LIST_CLUSTER_IDS)[number];
export type ClusterId = ListClusterId | 'home';

export const CLUSTER_PAGE_SIZE = 12;
export const CLUSTER_MAX_COUNT = 50;
export const SEARCH_PAGE_SIZE = 12;

/** Ids of content items, products and episodes: URL-safe, chosen by whoever creates the content. */
export const contentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid id')
  .meta({ id: 'ContentId' });

export const thumbnailSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    /** ISO date-time after which the image should not be shown, or null. */
    expires: z.string().nullable(),
    type: z.enum(THUMBNAIL_TYPES),
    urlPdf: z.string().nullable(),
  })
  .meta({ id: 'Thumbnail' });
export type Thumbnail = z.infer<typeof thumbnailSchema>;

/** A playable file; `url` points at `/media/...` (range requests supported). */
export const mediaSchema = z
  .object({
    url: z.string(),
    type: z.enum(['video', 'audio']),
    mimeType: z.string(),
    /** WebVTT caption tracks, one per language (`<track kind="captions">`). */
    captions: z.array(z.object({ language: z.string(), url: z.string() })).default([]),
    /** Plain-text transcripts, one per language. */
    transcripts: z.array(z.object({ language: z.string(), text: z.string() })).default([]),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof mediaSchema>;

/** An episode or a lesson. `duration` is in seconds. */
export const episodeSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** Plain text, or null. */
    synopsis: z.string().nullable(),
    duration: z.number().int().nullable(),
    media: mediaSchema.nullable(),
    thumbnail: z.array(thumbnailSchema),
  })
  .meta({ id: 'Episode' });
export type Episode = z.infer<typeof episodeSchema>;

export const seasonSchema = z
  .object({ id: z.string(), title: z.string(), episodes: z.array(episodeSchema) })
  .meta({ id: 'Season' });
export type Season = z.infer<typeof seasonSchema>;

export const plannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'Planner' });
export type Planner = z.infer<typeof plannerSchema>;

export const COURSE_STATUSES = ['not_started', 'in_progress', 'passed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * Where the signed-in user stands on a course (items for which isCourseItem holds): in progress once a
 * lesson was opened, the terms accepted or an attempt started; passed with the certificate's date.
 */
export const courseProgressSchema = z
  .object({
    status: z.enum(COURSE_STATUSES),
    /** ISO date-time of the passing finish, or null. */
    passedAt: z.string().nullable(),
    /** Course workload in hours (the one printed on the certificate), or null when unknown. */
    workloadHours: z.number().int().nullable(),
    lessonCount: z.number().int(),
    lessonsViewed: z.number().int(),
    /** Lessons played to 90 % (media) or read to the end (text, PDF). */
    lessonsCompleted: z.number().int(),
    /** The first lesson (in order) the user has not completed yet; null when every lesson is complete. */
    nextLessonId: z.string().nullable(),
  })
  .meta({ id: 'CourseProgress' });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/**
 * What lists carry (spec section 3, content item without the body and structure). In the `products`
 * cluster each item is a product (mainCluster `to_product`, id = product id; open it with
 * GET /api/products/:id).
 */
export const contentSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    position: z.number().int(),
    /** Sanitised HTML. */
    synopsis: z.string().nullable(),
    /** Seconds. */
    duration: z.number().int().nullable(),
    /** ISO date-time. */
    publishDate: z.string(),
    mainCluster: z.enum(MAIN_CLUSTERS),
    participant: z.string().nullable(),
    trackingGA: z.string().nullable(),
    analyticId: z.string().nullable(),
    thumbnail: z.array(thumbnailSchema),
    /** URL of a short preview video, or null. */
    preview: z.string().nullable(),
    categoryId: z.string().nullable(),
    isSaved: z.boolean(),
    isMedInfoContent: z.boolean(),
    isSpeakerTraining: z.boolean(),
    plusServiceId: z.string().nullable(),
    isPlusService: z.boolean(),
    /** URL of the medicine insert (package leaflet), or null. */
    medicineInsert: z.string().nullable(),
    /** The approval code of the item in the caller's country. */
    cfApprovalCode: z.string().nullable(),
    /** The signed-in user accepted this course's exam terms (per user; false for anyone else). */
    trainingAcceptedTerms: z.boolean(),
    examTerms: z.string().nullable(),
    examDuration: z.number().int().nullable(),
    examDurationMode: z.string().nullable(),
    totalQuestions: z.number().int().nullable(),
    minCorrectQuestions: z.number().int().nullable(),
    examInstructions: z.string().nullable(),
    speakerTrainingSlideDeck: z.string().nullable(),
    trainingUserCertificate: z.string().nullable(),
    media: mediaSchema.nullable(),
    specialties: z.array(z.string()),
    language: z.enum(CONTENT_LANGUAGES),
    demo: z.boolean(),
    /** Ids of the products the item is about. */
    products: z.array(z.string()),
    /** The signed-in user's progress on a course; null for items that are not courses. */
    course: courseProgressSchema.nullable(),
  })
  .meta({ id: 'ContentSummary' });
export type ContentSummary = z.infer<typeof contentSummarySchema>;

/** The full item of GET /api/contents/:id and GET /api/public/contents/:id. */
export const contentItemSchema = contentSummarySchema
  .extend({
    /** Sanitised HTML body. */
    content: z.string().nullable(),
    /** Sanitised HTML. */
    additionalInformation: z.string().nullable(),
    episodes: z.array(episodeSchema),
    lessons: z.array(episodeSchema),
    seasons: z.array(seasonSchema).optional(),
    planners: z.array(plannerSchema),
  })
  .meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;

/** Spec section 3 / 8: what the web's content fetch yields when the call failed (HTTP status kept). */
export interface ContentFetchFailure {
  id: string;
  responseStatus: number;
}

export const clusterSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    items: z.array(contentSummarySchema),
    /** Opaque cursor for the next page (pass as `next`), or null on the last page. */
    next: z.string().nullable(),
  })
  .meta({ id: 'Cluster' });
export type Cluster = z.infer<typeof clusterSchema>;

/**
 * What a card of the signed-in home shows (image, tag, title, duration, saved toggle, the link); the rest
 * of the item loads with its detail (GET /api/contents/:id), so the home's first screen stays small.
 * `thumbnail` holds only the image the card shows (top10 in the top 10 row, cluster elsewhere; the hero:
 * preview, then cluster), or the first current one when that type is missing.
 */
export const contentCardSchema = contentSummarySchema
  .pick({
    id: true,
    title: true,
    duration: true,
    publishDate: true,
    mainCluster: true,
    // The specialty the designed fallback draws when the card has no image (issue 37).
    categoryId: true,
    thumbnail: true,
    isSaved: true,
    isSpeakerTraining: true,
    course: true,
  })
  .meta({ id: 'ContentCard' });
export type ContentCard = z.infer<typeof contentCardSchema>;

/** The hero of the home: a card with its synopsis. */
export const contentHeroSchema = contentCardSchema
  .extend({ synopsis: z.string().nullable() })
  .meta({ id: 'ContentHero' });
export type ContentHero = z.infer<typeof contentHeroSchema>;

/** A subcluster of the home: its first page, as cards. */
export const homeClusterSchema = clusterSchema
  .extend({ items: z.array(contentCardSchema) })
  .meta({ id: 'HomeCluster' });
export type HomeCluster = z.infer<typeof homeClusterSchema>;

export const contentHomeSchema = z
  .object({
    id: z.literal('home'),
    outdoor: contentHeroSchema.nullable(),
    outdoors: z.array(contentCardSchema),
    clusters: z.array(homeClusterSchema),
  })
  .meta({ id: 'ContentHome' });
export type ContentHome = z.infer<typeof contentHomeSchema>;

// ---- 8. GET /api/clusters/:id?subclusters=&next=&count= -------------------------------------------

export const clusterParamsSchema = z.object({ id: z.enum(['home', ...LIST_CLUSTER_IDS]) });
export const clusterQuerySchema = z.object({
  /** Comma-separated subcluster ids (home only); unknown ids are ignored. */
  subclusters: z.string().max(500).optional(),
  next: z.string().max(200).optional(),
  count: z.coerce.number().int().min(1).max(CLUSTER_MAX_COUNT).optional(),
});
export type ClusterQuery = z.infer<typeof clusterQuerySchema>;
export const clusterResponseSchema = z.union([contentHomeSchema, clusterSchema]);
export type ClusterResponse = z.infer<typeof clusterResponseSchema>;

// ---- 9. GET /api/contents/:id and GET /api/public/contents/:id -------------------------------------

export const contentParamsSchema = z.object({ id: contentIdSchema });
export const contentQuerySchema = z.object({
  /** Sent only when false (spec section 7): then no access is logged. */
  logContentAccess: z.enum(['true', 'false']).optional(),
});
export const publicContentQuerySchema = z.object({
  token: z.string().min(1).max(200),
  logContentAccess: z.enum(['true', 'false']).optional(),
  name: z.string().max(200).optional(),
  registerNumber: z.string().max(50).optional(),
  validIdentification: z.string().max(50).optional(),
  audience: z.string().max(100).optional(),
  vidKey: z.string().max(200).optional(),
});
export type PublicContentQuery = z.infer<typeof publicContentQuerySchema>;

// ---- saved items --------------------------------------------------------------------------------

export const savedStateSchema = z.object({ isSaved: z.boolean() }).meta({ id: 'SavedState' });
export type SavedState = z.infer<typeof savedStateSchema>;

// ---- products -----------------------------------------------------------------------------------

export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Sanitised HTML. */
    description: z.string().nullable(),
    medicineInsert: z.string().nullable(),
    thumbnail: z.array(thumbnailSchema),
    contents: z.array(contentSummarySchema),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

// ---- 10. GET /api/search?q=&from= ----------------------------------------------------------------

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  from: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = contentSummarySchema
  .extend({
    /** HTML whose only tags are `<mark>` around the matched words; everything else is escaped. */
    highlight: z.object({ title: z.string(), snippet: z.string() }),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

/** An episode or lesson whose title or synopsis matches; it opens under its parent item. */
export const searchPartHitSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['episode', 'lesson']),
    /** Title as HTML whose only tags are `<mark>`, like a hit's highlight. */
    highlight: z.object({ title: z.string() }),
    parent: contentSummarySchema,
  })
  .meta({ id: 'SearchPartHit' });
export type SearchPartHit = z.infer<typeof searchPartHitSchema>;

export const searchResponseSchema = z
  .object({
    items: z.array(searchHitSchema),
    total: z.number().int(),
    from: z.number().int(),
    /** The `from` of the next page, or null on the last page. */
    next: z.number().int().nullable(),
    /** For a query without results: a close query that has some ("did you mean"), else null. */
    suggestion: z.string().nullable(),
    /** Episodes and lessons that match, best first, on the first page only (`from` 0). */
    parts: z.array(searchPartHitSchema),
  })
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// ---- 17. POST /api/public/acceptTerms ------------------------------------------------------------

export const acceptTermsBodySchema = z.object({
  contentId: contentIdSchema,
  name: z.string().trim().min(1).max(200),
  registerNumber: z.string().trim().min(1).max(50),
  /** Identifies the token (the link) the visitor came with. */
  vidKey: z.string().min(1).max(200),
  audience: z.string().max(100).optional(),
  userId: z.string().max(100).optional(),
  /** The token itself; when sent it must belong to vidKey. */
  token: z.string().min(1).max(200).optional(),
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBodySchema>;
export const acceptTermsResponseSchema = z.object({ accepted: z.literal(true) });

// ---- 18. GET /api/public/userAccess --------------------------------------------------------------

export const userAccessQuerySchema = z.object({
  contentId: contentIdSchema,
  token: z.string().min(1).max(200),
  registerNumber: z.string().max(50).optional(),
  audience: z.string().max(100).optional(),
  vidKey: z.string().max(200).optional(),
});
export type UserAccessQuery = z.infer<typeof userAccessQuerySchema>;
/**
 * `allowed`: the token opens this item now (right item, not expired, item live in the country);
 * `termsAccepted`: this registerNumber accepted the terms for this token. Show the item when both hold.
 */
export const userAccessResponseSchema = z
  .object({ allowed: z.boolean(), termsAccepted: z.boolean() })
  .meta({ id: 'UserAccess' });
export type UserAccess = z.infer<typeof userAccessResponseSchema>;
