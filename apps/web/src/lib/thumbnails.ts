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

/**
 * The same picture in two widths, from the spec's type variants of one aspect ratio: 16:9 at 640 px
 * (cluster, episode) and 1280 px (preview, video). Null when the address has no type word to replace
 * (one uploaded file for every type: nothing to choose from).
 */
const SAME_PICTURE: Partial<Record<ThumbnailType, readonly [ThumbnailType, number][]>> = {
  cluster: [
    ['cluster', 640],
    ['preview', 1280],
  ],
  preview: [
    ['cluster', 640],
    ['preview', 1280],
  ],
  episode: [
    ['episode', 640],
    ['video', 1280],
  ],
  video: [
    ['episode', 640],
    ['video', 1280],
  ],
};

export function thumbnailSrcSet(thumbnail: Pick<Thumbnail, 'url' | 'type'>): string | null {
  const widths = SAME_PICTURE[thumbnail.type];
  if (!widths) return null;
  const candidates = widths.map(([type, width]) => ({
    url: thumbnailVariant(thumbnail.url, thumbnail.type, type),
    width,
  }));
  if (new Set(candidates.map((c) => c.url)).size < candidates.length) return null;
  return candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
}
