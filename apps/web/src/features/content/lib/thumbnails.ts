// Which image a card, a hero or an episode shows (spec section 9: variants by replacing the type word).
import type { ContentSummary, Thumbnail } from '@portal/contracts';
import { type ThumbnailType, thumbnailVariant } from '@portal/countries';

function isCurrent(thumbnail: Thumbnail, now: number): boolean {
  return thumbnail.expires === null || Date.parse(thumbnail.expires) > now;
}

/**
 * The thumbnail of `type`: the stored one when present and not expired, otherwise a variant built from
 * the first current thumbnail of another type; null when there is none at all.
 */
export function pickThumbnail(
  thumbnails: readonly Thumbnail[],
  type: ThumbnailType,
  now: number = Date.now(),
): Thumbnail | null {
  const current = thumbnails.filter((thumbnail) => isCurrent(thumbnail, now));
  const exact = current.find((thumbnail) => thumbnail.type === type);
  if (exact) return exact;
  const source = current[0];
  if (!source) return null;
  return {
    ...source,
    id: `${source.id}-${type}`,
    type,
    url: thumbnailVariant(source.url, source.type, type),
  };
}

/** Outdoor (hero) items show their preview thumbnail. */
export function outdoorThumbnail(item: Pick<ContentSummary, 'thumbnail'>, now?: number): Thumbnail | null {
  return pickThumbnail(item.thumbnail, 'preview', now);
}
