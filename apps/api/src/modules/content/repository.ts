// SQL of the content module. "Visible" always means: published in the country, publication started
// and not expired at `now`; speaker-training items only when the caller may see them.
import type { CountryCode } from '@portal/countries';
import {
  and,
  arrayOverlaps,
  asc,
  type ContentItemRow,
  type ContentPartRow,
  contentAccessLog,
  contentClusterItems,
  contentItems,
  contentParts,
  contentProducts,
  contentPublications,
  contentSeasons,
  type Database,
  desc,
  eq,
  getTableColumns,
  inArray,
  type ProductRow,
  productPublications,
  products,
  type SQL,
  savedItems,
  sql,
  type ThumbnailRow,
  thumbnails,
} from '@portal/db';
import { livePublicationIn } from '../../db/live-publication.ts';
import { forgetUser } from '../sessions/cache.ts';

export interface Visibility {
  country: CountryCode;
  now: Date;
  /** Whether speaker-training items may appear. */
  includeSpeaker: boolean;
}

/** An item row with the approval code of its publication in the caller's country. */
export type VisibleItemRow = ContentItemRow & { approvalCode: string | null };

export interface Page {
  offset: number;
  limit: number;
}

const itemColumns = { ...getTableColumns(contentItems), approvalCode: contentPublications.approvalCode };

function publicationJoin(visibility: Visibility): SQL {
  return and(
    eq(contentPublications.contentId, contentItems.id),
    livePublicationIn(visibility.country, visibility.now),
  ) as SQL;
}

function speakerFilter(visibility: Visibility): SQL | undefined {
  return visibility.includeSpeaker ? undefined : eq(contentItems.isSpeakerTraining, false);
}

/** The SQL condition "this content_items row is visible" (for other modules' queries, e.g. search). */
export function visibleItemCondition(visibility: Visibility): SQL {
  const published = sql`exists (select 1 from ${contentPublications} where ${publicationJoin(visibility)})`;
  return and(published, speakerFilter(visibility)) as SQL;
}

/**
 * Items of an explicit cluster membership in the country, by the country's position then id (the order of
 * content_cluster_items_country_order_idx, so a page reads an index range).
 */
export async function listClusterMembers(
  db: Database,
  clusterId: string,
  visibility: Visibility,
  page: Page,
): Promise<VisibleItemRow[]> {
  return db
    .select(itemColumns)
    .from(contentClusterItems)
    .innerJoin(contentItems, eq(contentItems.id, contentClusterItems.contentId))
    .innerJoin(contentPublications, publicationJoin(visibility))
    .where(
      and(
        eq(contentClusterItems.clusterId, clusterId),
        eq(contentClusterItems.country, visibility.country),
        speakerFilter(visibility),
      ),
    )
    .orderBy(asc(contentClusterItems.position), asc(contentClusterItems.contentId))
    .limit(page.limit)
    .offset(page.offset);
}

export interface ItemFilter {
  /** Items sharing at least one specialty with these. */
  specialties?: string[];
  /** Only speaker-training items. */
  speakerOnly?: boolean;
}

/** Visible items newest first, optionally filtered (derived clusters: contents, moreyou, speakertraining). */
export async function listVisibleItems(
  db: Database,
  visibility: Visibility,
  filter: ItemFilter,
  page: Page,
): Promise<VisibleItemRow[]> {
  return (
    db
      .select(itemColumns)
      .from(contentItems)
      .innerJoin(contentPublications, publicationJoin(visibility))
      .where(
        and(
          speakerFilter(visibility),
          filter.speakerOnly ? eq(contentItems.isSpeakerTraining, true) : undefined,
          filter.specialties ? arrayOverlaps(contentItems.specialties, filter.specialties) : undefined,
        ),
      )
      // The order of content_items_publish_date_idx, so a page stops early on a large catalogue.
      .orderBy(desc(contentItems.publishDate), asc(contentItems.id))
      .limit(page.limit)
      .offset(page.offset)
  );
}

/** The user's saved items that are still visible, most recently saved first. */
export async function listSavedItems(
  db: Database,
  userId: string,
  visibility: Visibility,
  page: Page,
): Promise<VisibleItemRow[]> {
  return db
    .select(itemColumns)
    .from(savedItems)
    .innerJoin(contentItems, eq(contentItems.id, savedItems.contentId))
    .innerJoin(contentPublications, publicationJoin(visibility))
    .where(and(eq(savedItems.userId, userId), speakerFilter(visibility)))
    .orderBy(desc(savedItems.savedAt), asc(contentItems.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Visible items in the order of `ids` (unknown or invisible ids are left out). */
export async function findVisibleItems(
  db: Database,
  ids: string[],
  visibility: Visibility,
): Promise<(VisibleItemRow & { publicationExpiresAt: Date | null })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...itemColumns, publicationExpiresAt: contentPublications.expiresAt })
    .from(contentItems)
    .innerJoin(contentPublications, publicationJoin(visibility))
    .where(and(inArray(contentItems.id, ids), speakerFilter(visibility)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findItem(db: Database, id: string): Promise<ContentItemRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

/** The item's publication in a country when it is live at `now`. */
export async function findLivePublication(db: Database, id: string, country: CountryCode, now: Date) {
  const [row] = await db
    .select()
    .from(contentPublications)
    .where(and(eq(contentPublications.contentId, id), livePublicationIn(country, now)));
  return row;
}

export async function thumbnailsOfItems(db: Database, ids: string[]): Promise<ThumbnailRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(thumbnails)
    .where(inArray(thumbnails.contentId, ids))
    .orderBy(asc(thumbnails.position));
}

export async function thumbnailsOfParts(db: Database, ids: string[]): Promise<ThumbnailRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(thumbnails)
    .where(inArray(thumbnails.partId, ids))
    .orderBy(asc(thumbnails.position));
}

export async function thumbnailsOfProducts(db: Database, ids: string[]): Promise<ThumbnailRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(thumbnails)
    .where(inArray(thumbnails.productId, ids))
    .orderBy(asc(thumbnails.position));
}

export async function productLinksOfItems(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ contentId: contentProducts.contentId, productId: contentProducts.productId })
    .from(contentProducts)
    .where(inArray(contentProducts.contentId, ids))
    .orderBy(asc(contentProducts.productId));
}

/** Every item the user saved (the session cache keeps it per user). */
export async function allSavedIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ contentId: savedItems.contentId })
    .from(savedItems)
    .where(eq(savedItems.userId, userId));
  return rows.map((row) => row.contentId);
}

export async function savedIdsAmong(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ contentId: savedItems.contentId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), inArray(savedItems.contentId, ids)));
  return new Set(rows.map((row) => row.contentId));
}

export async function partsOfItem(db: Database, id: string): Promise<ContentPartRow[]> {
  return db
    .select()
    .from(contentParts)
    .where(eq(contentParts.contentId, id))
    .orderBy(asc(contentParts.position), asc(contentParts.id));
}

export async function seasonsOfItem(db: Database, id: string) {
  return db
    .select()
    .from(contentSeasons)
    .where(eq(contentSeasons.contentId, id))
    .orderBy(asc(contentSeasons.position));
}

export async function saveItem(db: Database, userId: string, contentId: string, at: Date): Promise<void> {
  await db.insert(savedItems).values({ userId, contentId, savedAt: at }).onConflictDoNothing();
  await forgetUser(db, userId);
}

export async function unsaveItem(db: Database, userId: string, contentId: string): Promise<void> {
  await db.delete(savedItems).where(and(eq(savedItems.userId, userId), eq(savedItems.contentId, contentId)));
  await forgetUser(db, userId);
}

export interface AccessLogEntry {
  contentId: string;
  country: CountryCode;
  via: 'signed_in' | 'public';
  userId?: string | null;
  visitorName?: string | null;
  visitorRegisterNumber?: string | null;
  /** The public link a `public` read came through (the console lists its opens). */
  tokenId?: string | null;
  at: Date;
}

export async function logAccessBatch(db: Database, entries: AccessLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(contentAccessLog).values(
    entries.map((entry) => ({
      contentId: entry.contentId,
      country: entry.country,
      via: entry.via,
      userId: entry.userId ?? null,
      visitorName: entry.visitorName ?? null,
      visitorRegisterNumber: entry.visitorRegisterNumber ?? null,
      tokenId: entry.tokenId ?? null,
      accessedAt: entry.at,
    })),
  );
}

/**
 * Listed in the country, and inside its publication window when the product was published from the
 * console (decision 022; seeded products have no window).
 */
function listedIn(country: CountryCode, now: Date): SQL {
  return sql`${country} = any(${products.countries}) and not exists (
    select 1 from ${productPublications}
    where ${productPublications.productId} = ${products.id} and ${productPublications.country} = ${country}
      and (${productPublications.publishedAt} > ${now.toISOString()}
        or ${productPublications.expiresAt} <= ${now.toISOString()}))`;
}

export async function listProducts(
  db: Database,
  country: CountryCode,
  now: Date,
  page: Page,
): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(listedIn(country, now))
    .orderBy(asc(products.position), asc(products.name))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findProduct(
  db: Database,
  id: string,
  country: CountryCode,
  now: Date,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), listedIn(country, now)));
  return row;
}

/** Visible items about a product, newest first. */
export async function itemsOfProduct(
  db: Database,
  productId: string,
  visibility: Visibility,
  limit: number,
): Promise<VisibleItemRow[]> {
  return db
    .select(itemColumns)
    .from(contentProducts)
    .innerJoin(contentItems, eq(contentItems.id, contentProducts.contentId))
    .innerJoin(contentPublications, publicationJoin(visibility))
    .where(and(eq(contentProducts.productId, productId), speakerFilter(visibility)))
    .orderBy(desc(contentItems.publishDate), asc(contentItems.id))
    .limit(limit);
}

/** The next instant after `now` at which a content or product publication in the country starts or ends (null: none). */
export async function nextPublicationBoundary(
  db: Database,
  country: CountryCode,
  now: Date,
): Promise<Date | null> {
  const at = now.toISOString();
  const rows = await db.execute<{ next: string | Date | null }>(sql`
    select least(
      (select min(${contentPublications.publishedAt}) from ${contentPublications}
        where ${contentPublications.country} = ${country} and ${contentPublications.publishedAt} > ${at}),
      (select min(${contentPublications.expiresAt}) from ${contentPublications}
        where ${contentPublications.country} = ${country} and ${contentPublications.expiresAt} > ${at}),
      (select min(${productPublications.publishedAt}) from ${productPublications}
        where ${productPublications.country} = ${country} and ${productPublications.publishedAt} > ${at}),
      (select min(${productPublications.expiresAt}) from ${productPublications}
        where ${productPublications.country} = ${country} and ${productPublications.expiresAt} > ${at})
    ) as next`);
  const next = (rows as unknown as { rows?: { next: string | Date | null }[] }).rows?.[0]?.next ?? null;
  return next === null ? null : new Date(next);
}
