import type { CountryCode } from '@portal/countries';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  counter,
  countryCode,
  countryCodes,
  createdAt,
  flag,
  generatedId,
  instant,
  updatedAt,
} from './columns.ts';
import { userId, users } from './users.ts';

/** A planner attached to a content item (spec section 3, structure). */
export interface PlannerRecord {
  id: string;
  title: string;
  description: string | null;
  url: string | null;
}

/**
 * Content items (spec section 3). Ids are chosen by the author (URL-safe). HTML columns (synopsis,
 * body, additional_information) are sanitised on write and again on read.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    position: counter('position'),
    synopsis: text('synopsis'),
    /** Seconds. */
    duration: integer('duration'),
    publishDate: instant('publish_date').notNull().defaultNow(),
    mainCluster: text('main_cluster').notNull(),
    participant: text('participant'),
    trackingGa: text('tracking_ga'),
    analyticId: text('analytic_id'),
    preview: text('preview'),
    /** The item's `content` field: the HTML body. */
    body: text('body'),
    categoryId: text('category_id'),
    isMedInfoContent: flag('is_med_info_content'),
    isSpeakerTraining: flag('is_speaker_training'),
    plusServiceId: text('plus_service_id'),
    isPlusService: flag('is_plus_service'),
    medicineInsert: text('medicine_insert'),
    additionalInformation: text('additional_information'),
    examTerms: text('exam_terms'),
    examDuration: integer('exam_duration'),
    examDurationMode: text('exam_duration_mode'),
    totalQuestions: integer('total_questions'),
    minCorrectQuestions: integer('min_correct_questions'),
    examInstructions: text('exam_instructions'),
    speakerTrainingSlideDeck: text('speaker_training_slide_deck'),
    trainingUserCertificate: text('training_user_certificate'),
    /** The main playable file (path under /media or absolute URL) and its kind. */
    mediaUrl: text('media_url'),
    mediaType: text('media_type'),
    mediaMimeType: text('media_mime_type'),
    planners: jsonb('planners').$type<PlannerRecord[]>().notNull().default([]),
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    /** `pt` or `es`: picks the text-search configuration. */
    language: text('language').notNull(),
    demo: flag('demo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('content_items_language_known', sql`${table.language} in ('pt', 'es')`),
    check('content_items_media_type_known', sql`${table.mediaType} in ('video', 'audio')`),
    index('content_items_main_cluster_idx').on(table.mainCluster),
    // Derived lists (contents, moreyou) are newest first: lets a page stop early on large catalogues.
    // NULLS FIRST: what ORDER BY ... DESC means, so the index can serve it.
    index('content_items_publish_date_idx').on(table.publishDate.desc().nullsFirst(), table.id),
    // Search: a query naming a specialty also finds the items tagged with it (`specialties && array[...]`).
    index('content_items_specialties_idx').using('gin', table.specialties),
  ],
);

/** The content item a row belongs to; the row goes when the item does. */
export const contentItemId = () =>
  text('content_id')
    .notNull()
    .references(() => contentItems.id, { onDelete: 'cascade' });

/** In which countries an item is served, under which approval code, from when and until when. */
export const contentPublications = pgTable(
  'content_publications',
  {
    contentId: contentItemId(),
    country: countryCode(),
    approvalCode: text('approval_code'),
    publishedAt: instant('published_at').notNull().defaultNow(),
    /** After this instant the item is no longer served in the country. */
    expiresAt: instant('expires_at'),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.country] }),
    index('content_publications_country_idx').on(table.country, table.publishedAt),
  ],
);

/**
 * Explicit cluster memberships (novelty, exclusive, top10, outdoor...) per country, ordered by the
 * country's position: Brazil's order of a row never moves an item in Mexico's (decision 019).
 */
export const contentClusterItems = pgTable(
  'content_cluster_items',
  {
    clusterId: text('cluster_id').notNull(),
    country: countryCode(),
    contentId: contentItemId(),
    position: counter('position'),
  },
  (table) => [
    primaryKey({ columns: [table.clusterId, table.country, table.contentId] }),
    // The physician's row read: one country's members of a row in order (an index range scan).
    index('content_cluster_items_country_order_idx').on(
      table.clusterId,
      table.country,
      table.position,
      table.contentId,
    ),
    index('content_cluster_items_content_idx').on(table.contentId),
  ],
);

export const contentSeasons = pgTable(
  'content_seasons',
  {
    id: text('id').primaryKey(),
    contentId: contentItemId(),
    position: counter('position'),
    title: text('title').notNull(),
  },
  (table) => [index('content_seasons_content_idx').on(table.contentId, table.position)],
);

/** Episodes and lessons of an item; an episode may belong to a season of the same item. */
export const contentParts = pgTable(
  'content_parts',
  {
    id: text('id').primaryKey(),
    contentId: contentItemId(),
    kind: text('kind').notNull(),
    seasonId: text('season_id').references((): AnyPgColumn => contentSeasons.id, {
      onDelete: 'cascade',
    }),
    position: counter('position'),
    title: text('title').notNull(),
    /** Plain text (the console's optional synopsis of an episode or lesson). */
    synopsis: text('synopsis'),
    duration: integer('duration'),
    mediaUrl: text('media_url'),
    mediaType: text('media_type'),
    mediaMimeType: text('media_mime_type'),
  },
  (table) => [
    check('content_parts_kind_known', sql`${table.kind} in ('episode', 'lesson')`),
    index('content_parts_content_idx').on(table.contentId, table.kind, table.position),
  ],
);

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Sanitised HTML. */
  description: text('description'),
  medicineInsert: text('medicine_insert'),
  /** Countries where the product is shown. */
  countries: countryCodes().default(sql`'{}'::text[]`),
  position: counter('position'),
  demo: flag('demo'),
});

export const contentProducts = pgTable(
  'content_products',
  {
    contentId: contentItemId(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.productId] }),
    index('content_products_product_idx').on(table.productId),
  ],
);

/** Thumbnails of an item, of an episode/lesson, or of a product (exactly one owner). */
export const thumbnails = pgTable(
  'thumbnails',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id').references(() => contentItems.id, { onDelete: 'cascade' }),
    partId: text('part_id').references(() => contentParts.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    url: text('url').notNull(),
    urlPdf: text('url_pdf'),
    expiresAt: instant('expires_at'),
    position: counter('position'),
  },
  (table) => [
    check(
      'thumbnails_one_owner',
      sql`num_nonnulls(${table.contentId}, ${table.partId}, ${table.productId}) = 1`,
    ),
    index('thumbnails_content_idx').on(table.contentId),
    index('thumbnails_part_idx').on(table.partId),
    index('thumbnails_product_idx').on(table.productId),
  ],
);

export const savedItems = pgTable(
  'saved_items',
  {
    userId: userId(),
    contentId: contentItemId(),
    savedAt: instant('saved_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.contentId] })],
);

/** Who read what, where and when: a signed-in user, or a public visitor identified by name and number. */
export const contentAccessLog = pgTable(
  'content_access_log',
  {
    id: generatedId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name'),
    visitorRegisterNumber: text('visitor_register_number'),
    contentId: contentItemId(),
    country: countryCode(),
    /** `signed_in` or `public`. */
    via: text('via').notNull(),
    accessedAt: instant('accessed_at').notNull().defaultNow(),
    /** The public link (content_tokens.id) a `public` read came through: the console lists its opens. */
    tokenId: uuid('token_id'),
  },
  (table) => [
    index('content_access_log_content_idx').on(table.contentId, table.accessedAt),
    index('content_access_log_user_idx').on(table.userId),
    // Reports and exports read a country's log by time.
    index('content_access_log_country_time_idx').on(table.country, table.accessedAt),
    index('content_access_log_token_idx').on(table.tokenId, table.accessedAt),
  ],
);

/** Public-mode links: only the SHA-256 hash of the token is stored. */
export const contentTokens = pgTable(
  'content_tokens',
  {
    id: generatedId(),
    tokenHash: text('token_hash').notNull(),
    contentId: contentItemId(),
    audience: text('audience'),
    vidKey: text('vid_key').notNull(),
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
    /** Staff member who issued it in the console (null for seeded links). */
    issuedBy: uuid('issued_by'),
    /** The country's portal the link was issued for (null for seeded links). */
    country: text('country'),
    /** What the issuer noted about the link's audience (e.g. which congress). */
    note: text('note'),
    /** A revoked link opens nothing, whatever its expiry. */
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('content_tokens_token_hash_key').on(table.tokenHash),
    uniqueIndex('content_tokens_content_vid_key').on(table.contentId, table.vidKey),
  ],
);

export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: generatedId(),
    contentId: contentItemId(),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull(),
    /** Normalised: digits and letters only, upper case. */
    registerNumber: text('register_number').notNull(),
    audience: text('audience'),
    userId: text('user_id'),
    acceptedAt: instant('accepted_at').notNull().defaultNow(),
    /**
     * The country of the request that accepted (exports are per country); null on rows written before it
     * was recorded, which only a member of every country exports.
     */
    country: varchar('country', { length: 2 }).$type<CountryCode>(),
  },
  (table) => [
    uniqueIndex('terms_acceptances_key').on(table.contentId, table.tokenHash, table.registerNumber),
    index('terms_acceptances_accepted_idx').on(table.acceptedAt),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
export type NewContentItemRow = typeof contentItems.$inferInsert;
export type ThumbnailRow = typeof thumbnails.$inferSelect;
export type ContentPartRow = typeof contentParts.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ContentTokenRow = typeof contentTokens.$inferSelect;
