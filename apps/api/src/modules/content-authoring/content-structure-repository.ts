// SQL of the authored structure and products of a content item: the products an editor may pick, and
// publishing a version's episodes, lessons, seasons and products into what physicians read
// (content_parts, content_seasons, their thumbnails, content_products).
import type { CountryCode } from '@portal/countries';
import {
  type AuthoredPartRecord,
  and,
  arrayOverlaps,
  asc,
  type ContentVersionFields,
  contentParts,
  contentProducts,
  contentSeasons,
  type Database,
  eq,
  inArray,
  notInArray,
  products,
  thumbnails,
} from '@portal/db';
import { contentTypeOf } from '../media/store.ts';

/** Products shown in at least one of `countries`, in the catalogue's order. */
export async function productsInCountries(db: Database, countries: readonly CountryCode[]) {
  return db
    .select({ id: products.id, name: products.name, countries: products.countries })
    .from(products)
    .where(arrayOverlaps(products.countries, [...countries]))
    .orderBy(asc(products.position), asc(products.name));
}

export async function productsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, countries: products.countries })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** The published id of a part or season: the item's id and the authored key, so it is stable. */
export const partIdOf = (contentId: string, key: string) => `${contentId}-p${key}`;
export const seasonIdOf = (contentId: string, key: string) => `${contentId}-s${key}`;

/** The media's type from the authored kind, its MIME type from the file's extension when it says one. */
export function mediaColumns(url: string | null, kind: 'video' | 'audio') {
  if (!url) return { mediaType: null, mediaMimeType: null };
  const byName = contentTypeOf(url.split('?')[0] ?? url);
  const fits = byName.startsWith(`${kind}/`);
  return { mediaType: kind, mediaMimeType: fits ? byName : kind === 'audio' ? 'audio/mpeg' : 'video/mp4' };
}

interface PartRow {
  part: AuthoredPartRecord;
  kind: 'episode' | 'lesson';
  seasonId: string | null;
  position: number;
}

/** Deletes the item's rows of `table` (its parts or its seasons) whose ids are not in `keep`. */
async function deleteAllBut(
  db: Database,
  table: typeof contentParts | typeof contentSeasons,
  contentId: string,
  keep: string[],
): Promise<void> {
  // Drizzle's builders do not follow a table typed as a union; both have `id` and `content_id`.
  const t = table as typeof contentParts;
  await db
    .delete(t)
    .where(
      keep.length > 0 ? and(eq(t.contentId, contentId), notInArray(t.id, keep)) : eq(t.contentId, contentId),
    );
}

/**
 * Replaces the item's structure and products with the version's. Parts and seasons are upserted by id
 * and only those no longer authored are deleted, so lesson views of a kept lesson survive a republish.
 * Runs inside the publish transaction (`db` is the transaction).
 */
export async function writeStructure(
  db: Database,
  contentId: string,
  fields: ContentVersionFields,
): Promise<void> {
  const kind = fields.mediaKind ?? 'video';
  const seasons = fields.seasons ?? [];
  const rows: PartRow[] = [
    ...seasons.flatMap((season) =>
      season.episodes.map((part, position) => ({
        part,
        kind: 'episode' as const,
        seasonId: seasonIdOf(contentId, season.key),
        position,
      })),
    ),
    ...(fields.episodes ?? []).map((part, position) => ({
      part,
      kind: 'episode' as const,
      seasonId: null,
      position,
    })),
    ...(fields.lessons ?? []).map((part, position) => ({
      part,
      kind: 'lesson' as const,
      seasonId: null,
      position,
    })),
  ];

  for (const [position, season] of seasons.entries()) {
    const row = { id: seasonIdOf(contentId, season.key), contentId, position, title: season.title };
    await db.insert(contentSeasons).values(row).onConflictDoUpdate({ target: contentSeasons.id, set: row });
  }
  const partIds = rows.map((r) => partIdOf(contentId, r.part.key));
  for (const { part, kind: partKind, seasonId, position } of rows) {
    const row = {
      id: partIdOf(contentId, part.key),
      contentId,
      kind: partKind,
      seasonId,
      position,
      title: part.title,
      synopsis: part.synopsis,
      duration: part.duration,
      mediaUrl: part.mediaUrl,
      ...mediaColumns(part.mediaUrl, kind),
    };
    await db.insert(contentParts).values(row).onConflictDoUpdate({ target: contentParts.id, set: row });
  }
  // What the version no longer has goes (a removed season's parts were moved or are removed here first).
  await deleteAllBut(db, contentParts, contentId, partIds);
  await deleteAllBut(
    db,
    contentSeasons,
    contentId,
    seasons.map((s) => seasonIdOf(contentId, s.key)),
  );

  // Each part's image serves the list row (episode) and the player's poster (video).
  if (partIds.length > 0) await db.delete(thumbnails).where(inArray(thumbnails.partId, partIds));
  const partThumbnails = rows.flatMap(({ part }) => {
    const partId = partIdOf(contentId, part.key);
    const url = part.thumbnailUrl;
    return url
      ? (['episode', 'video'] as const).map((type, position) => ({
          id: `${partId}-${type}`,
          partId,
          type,
          url,
          position,
        }))
      : [];
  });
  if (partThumbnails.length > 0) await db.insert(thumbnails).values(partThumbnails);

  await db.delete(contentProducts).where(eq(contentProducts.contentId, contentId));
  const productIds = fields.products ?? [];
  if (productIds.length > 0)
    await db.insert(contentProducts).values(productIds.map((productId) => ({ contentId, productId })));
}
