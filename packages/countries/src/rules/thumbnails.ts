export const THUMBNAIL_TYPES = [
  'cluster',
  'episode',
  'outdoor',
  'podcast',
  'preview',
  'seeLater',
  'top10',
  'video',
] as const;
export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];

/**
 * Builds another variant of a thumbnail by replacing its type word. Only the last occurrence that
 * stands as a word of its own is replaced, so a host or folder such as 'videos.cdn' stays intact.
 */
export function thumbnailVariant(url: string, fromType: ThumbnailType, toType: ThumbnailType): string {
  const matches = [...url.matchAll(new RegExp(`(?<![A-Za-z0-9])${fromType}(?![A-Za-z0-9])`, 'g'))];
  const last = matches.at(-1);
  if (last === undefined) return url;
  return url.slice(0, last.index) + toType + url.slice(last.index + fromType.length);
}

/** Cuts a cluster's items to `count`; 0 (or less) keeps them all. */
export function cutItems<T>(items: readonly T[], count: number): T[] {
  return count > 0 ? items.slice(0, count) : [...items];
}
