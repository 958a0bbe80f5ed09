// Writes content (items with their publications, clusters, thumbnails, episodes, lessons, seasons and
// products) and public-mode tokens. Used by the demo corpus, by tests and by any later import. The HTML
// allowlist is the application's: a store is created with the sanitiser its HTML columns go through.
import { createHash, randomBytes } from 'node:crypto';
import type { CountryCode } from '@portal/countries';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import {
  contentClusterItems,
  contentItems,
  contentParts,
  contentProducts,
  contentPublications,
  contentSeasons,
  contentTokens,
  type PlannerRecord,
  products,
  thumbnails,
} from './schema/content.ts';

type DateInput = Date | string;

export interface ThumbnailInput {
  /** Defaults to `${ownerId}-${type}-${index}`. */
  id?: string;
  /** cluster, episode, outdoor, podcast, preview, seeLater, top10 or video. */
  type: string;
  url: string;
  urlPdf?: string | null;
  expires?: DateInput | null;
}

export interface MediaInput {
  /** `/media/<path>` for files of the media store, or an https URL. */
  url: string;
  type: 'video' | 'audio';
  mimeType: string;
}

export interface PartInput {
  /** Defaults to `${contentId}-e${n}` / `-l${n}` / `-s${season}e${n}`. */
  id?: string;
  title: string;
  /** Plain text. */
  synopsis?: string | null;
  /** Seconds. */
  duration?: number | null;
  media?: MediaInput | null;
  thumbnails?: ThumbnailInput[];
}

export interface SeasonInput {
  id?: string;
  title: string;
  episodes: PartInput[];
}

export interface PublicationInput {
  country: CountryCode;
  approvalCode?: string | null;
  publishedAt?: DateInput;
  /** After this instant the item is no longer served in that country. */
  expiresAt?: DateInput | null;
}

export interface ProductInput {
  id: string;
  name: string;
  /** HTML; sanitised on write. */
  description?: string | null;
  medicineInsert?: string | null;
  /** Countries where the product is listed. */
  countries: CountryCode[];
  position?: number;
  demo?: boolean;
  thumbnails?: ThumbnailInput[];
}

/** A content item as the spec names its fields (section 3), plus where it is published and listed. */
export interface ContentInput {
  id: string;
  title: string;
  /** to_home, to_read, to_see, to_participe, to_listen, to_see_to_listen, to_product, to_training. */
  mainCluster: string;
  language: 'pt' | 'es';
  position?: number;
  synopsis?: string | null;
  duration?: number | null;
  publishDate?: DateInput;
  participant?: string | null;
  trackingGA?: string | null;
  analyticId?: string | null;
  preview?: string | null;
  /** The HTML body; sanitised on write. */
  content?: string | null;
  categoryId?: string | null;
  isMedInfoContent?: boolean;
  isSpeakerTraining?: boolean;
  plusServiceId?: string | null;
  isPlusService?: boolean;
  medicineInsert?: string | null;
  additionalInformation?: string | null;
  examTerms?: string | null;
  examDuration?: number | null;
  examDurationMode?: string | null;
  totalQuestions?: number | null;
  minCorrectQuestions?: number | null;
  examInstructions?: string | null;
  speakerTrainingSlideDeck?: string | null;
  trainingUserCertificate?: string | null;
  media?: MediaInput | null;
  planners?: PlannerRecord[];
  specialties?: string[];
  demo?: boolean;
  publications: PublicationInput[];
  /**
   * Explicit cluster memberships: novelty, exclusive, contents, feed, top10, explore, unbranded,
   * training, outdoor... (`moreyou`, `speakertraining`, `saved` and `products` are derived).
   */
  clusters?: Array<string | { id: string; position?: number }>;
  thumbnails?: ThumbnailInput[];
  episodes?: PartInput[];
  lessons?: PartInput[];
  seasons?: SeasonInput[];
  /** Product ids (existing) or products to create/update. */
  products?: Array<string | ProductInput>;
}

/** Authored HTML -> the HTML that may be stored (the API's allowlist). */
export type HtmlSanitiser = (html: string) => string;

export interface ContentStore {
  /** Inserts or replaces a product (and its thumbnails). */
  upsertProduct(db: Database, product: ProductInput): Promise<void>;
  /** Inserts one item with everything it owns, replacing an item of the same id. */
  insertContentItem(db: Database, item: ContentInput): Promise<void>;
  /** Inserts many items in one transaction (the corpus and the benchmark use it). */
  insertContentItems(db: Database, items: ContentInput[]): Promise<void>;
}

/** Only http(s), mailto and same-origin paths may reach an href/src in the browser. */
export function assertSafeUrl(url: string): string {
  if (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)) return url;
  throw new Error(`Unsafe URL in content: ${url}`);
}

function optionalUrl(url: string | null | undefined): string | null {
  return url == null ? null : assertSafeUrl(url);
}

/**
 * A speaker-training item's own files (deck, media, lessons, planners) must be restricted media
 * (`/media/restricted/...`, served only through signed links): a deck left under public /media would
 * download without a session.
 */
export function assertRestrictedMedia(item: ContentInput): void {
  if (!item.isSpeakerTraining) return;
  const parts = [
    ...(item.episodes ?? []),
    ...(item.lessons ?? []),
    ...(item.seasons ?? []).flatMap((s) => s.episodes),
  ];
  const urls = [
    item.speakerTrainingSlideDeck,
    item.media?.url,
    ...(item.planners ?? []).map((p) => p.url),
    ...parts.map((p) => p.media?.url),
  ];
  for (const url of urls) {
    if (url?.startsWith('/media/') && !url.startsWith('/media/restricted/')) {
      throw new Error(`Speaker-training media must be under /media/restricted/: ${url} (item ${item.id})`);
    }
  }
}

function toDate(value: DateInput | null | undefined): Date | null {
  if (value == null) return null;
  return value instanceof Date ? value : new Date(value);
}

function thumbnailRows(
  owner: { contentId?: string; partId?: string; productId?: string },
  ownerId: string,
  list: ThumbnailInput[] | undefined,
) {
  return (list ?? []).map((t, index) => ({
    id: t.id ?? `${ownerId}-${t.type}-${index}`,
    contentId: owner.contentId ?? null,
    partId: owner.partId ?? null,
    productId: owner.productId ?? null,
    type: t.type,
    url: assertSafeUrl(t.url),
    urlPdf: optionalUrl(t.urlPdf),
    expiresAt: toDate(t.expires),
    position: index,
  }));
}

function mediaColumns(media: MediaInput | null | undefined) {
  return {
    mediaUrl: media ? assertSafeUrl(media.url) : null,
    mediaType: media?.type ?? null,
    mediaMimeType: media?.mimeType ?? null,
  };
}

export function createContentStore(sanitizeHtml: HtmlSanitiser): ContentStore {
  const html: NullableHtml = (value) => (value == null ? null : sanitizeHtml(value));
  return {
    upsertProduct: (db, product) => upsertProduct(db, product, html),
    async insertContentItem(db, item) {
      await db.transaction(async (tx) => {
        await writeContentItem(tx as unknown as Database, item, html);
      });
    },
    async insertContentItems(db, items) {
      await db.transaction(async (tx) => {
        for (const item of items) await writeContentItem(tx as unknown as Database, item, html);
      });
      await analyzeContentTables(db);
    },
  };
}

/** The store's sanitiser for a nullable column: null stays null. */
type NullableHtml = (value: string | null | undefined) => string | null;

async function upsertProduct(db: Database, product: ProductInput, html: NullableHtml): Promise<void> {
  const row = {
    id: product.id,
    name: product.name,
    description: html(product.description),
    medicineInsert: optionalUrl(product.medicineInsert),
    countries: product.countries,
    position: product.position ?? 0,
    demo: product.demo ?? false,
  };
  await db.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: row });
  await db.delete(thumbnails).where(eq(thumbnails.productId, product.id));
  const thumbs = thumbnailRows({ productId: product.id }, product.id, product.thumbnails);
  if (thumbs.length > 0) await db.insert(thumbnails).values(thumbs);
}

/**
 * Refreshes the planner's statistics after a bulk load. PGlite has no autovacuum: without this the
 * list queries of a fresh 10,000-item catalogue pick full scans.
 */
export async function analyzeContentTables(db: Database): Promise<void> {
  await db.execute(
    sql`analyze content_items, content_publications, content_cluster_items, thumbnails, content_parts, content_products, products`,
  );
}

async function writeContentItem(db: Database, item: ContentInput, html: NullableHtml): Promise<void> {
  assertRestrictedMedia(item);
  await db.delete(contentItems).where(eq(contentItems.id, item.id));
  await db.insert(contentItems).values({
    id: item.id,
    title: item.title,
    position: item.position ?? 0,
    synopsis: html(item.synopsis),
    duration: item.duration ?? null,
    publishDate: toDate(item.publishDate) ?? new Date(),
    mainCluster: item.mainCluster,
    participant: item.participant ?? null,
    trackingGa: item.trackingGA ?? null,
    analyticId: item.analyticId ?? null,
    preview: optionalUrl(item.preview),
    body: html(item.content),
    categoryId: item.categoryId ?? null,
    isMedInfoContent: item.isMedInfoContent ?? false,
    isSpeakerTraining: item.isSpeakerTraining ?? false,
    plusServiceId: item.plusServiceId ?? null,
    isPlusService: item.isPlusService ?? false,
    medicineInsert: optionalUrl(item.medicineInsert),
    additionalInformation: html(item.additionalInformation),
    examTerms: html(item.examTerms),
    examDuration: item.examDuration ?? null,
    examDurationMode: item.examDurationMode ?? null,
    totalQuestions: item.totalQuestions ?? null,
    minCorrectQuestions: item.minCorrectQuestions ?? null,
    examInstructions: html(item.examInstructions),
    speakerTrainingSlideDeck: optionalUrl(item.speakerTrainingSlideDeck),
    trainingUserCertificate: optionalUrl(item.trainingUserCertificate),
    ...mediaColumns(item.media),
    planners: (item.planners ?? []).map((p) => ({ ...p, url: optionalUrl(p.url) })),
    specialties: item.specialties ?? [],
    language: item.language,
    demo: item.demo ?? false,
  });

  if (item.publications.length > 0) {
    await db.insert(contentPublications).values(
      item.publications.map((p) => ({
        contentId: item.id,
        country: p.country,
        approvalCode: p.approvalCode ?? null,
        publishedAt: toDate(p.publishedAt) ?? new Date(),
        expiresAt: toDate(p.expiresAt),
      })),
    );
  }

  // A membership per country the item is published in, each with its own position (decision 019).
  const clusters = (item.clusters ?? []).flatMap((c) => {
    const membership =
      typeof c === 'string'
        ? { clusterId: c, contentId: item.id, position: item.position ?? 0 }
        : { clusterId: c.id, contentId: item.id, position: c.position ?? item.position ?? 0 };
    return item.publications.map((p) => ({ ...membership, country: p.country }));
  });
  if (clusters.length > 0) await db.insert(contentClusterItems).values(clusters);

  const thumbs = thumbnailRows({ contentId: item.id }, item.id, item.thumbnails);

  const parts: (typeof contentParts.$inferInsert)[] = [];
  const addParts = (
    list: PartInput[] | undefined,
    kind: 'episode' | 'lesson',
    prefix: string,
    seasonId: string | null,
  ) => {
    (list ?? []).forEach((part, index) => {
      const id = part.id ?? `${prefix}${index + 1}`;
      parts.push({
        id,
        contentId: item.id,
        kind,
        seasonId,
        position: index,
        title: part.title,
        synopsis: part.synopsis ?? null,
        duration: part.duration ?? null,
        ...mediaColumns(part.media),
      });
      thumbs.push(...thumbnailRows({ partId: id }, id, part.thumbnails));
    });
  };
  addParts(item.episodes, 'episode', `${item.id}-e`, null);
  addParts(item.lessons, 'lesson', `${item.id}-l`, null);
  const seasons = (item.seasons ?? []).map((season, index) => ({
    id: season.id ?? `${item.id}-s${index + 1}`,
    contentId: item.id,
    position: index,
    title: season.title,
  }));
  if (seasons.length > 0) await db.insert(contentSeasons).values(seasons);
  (item.seasons ?? []).forEach((season, index) => {
    const seasonRow = seasons[index];
    if (seasonRow) addParts(season.episodes, 'episode', `${seasonRow.id}e`, seasonRow.id);
  });
  if (parts.length > 0) await db.insert(contentParts).values(parts);
  if (thumbs.length > 0) await db.insert(thumbnails).values(thumbs);

  const productIds: string[] = [];
  for (const product of item.products ?? []) {
    if (typeof product === 'string') {
      productIds.push(product);
    } else {
      await upsertProduct(db, product, html);
      productIds.push(product.id);
    }
  }
  if (productIds.length > 0) {
    await db
      .insert(contentProducts)
      .values(productIds.map((productId) => ({ contentId: item.id, productId })))
      .onConflictDoNothing();
  }
}

/** SHA-256 (hex) of a public-mode token; only this is stored. */
export function hashContentToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ContentTokenInput {
  contentId: string;
  /** Identifies the link; the visitor's acceptTerms names it. */
  vidKey: string;
  audience?: string | null;
  expiresAt?: DateInput | null;
  /** A chosen token (e.g. a stable demo link); random when absent. */
  token?: string;
}

/** Creates a public-mode token for one content item and returns the token in clear (once). */
export async function issueContentToken(db: Database, input: ContentTokenInput): Promise<string> {
  const token = input.token ?? randomBytes(24).toString('base64url');
  await db
    .insert(contentTokens)
    .values({
      tokenHash: hashContentToken(token),
      contentId: input.contentId,
      vidKey: input.vidKey,
      audience: input.audience ?? null,
      expiresAt: toDate(input.expiresAt),
    })
    .onConflictDoUpdate({
      target: [contentTokens.contentId, contentTokens.vidKey],
      set: {
        tokenHash: hashContentToken(token),
        audience: input.audience ?? null,
        expiresAt: toDate(input.expiresAt),
      },
    });
  return token;
}
