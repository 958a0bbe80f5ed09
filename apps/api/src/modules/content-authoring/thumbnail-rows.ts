// The thumbnails a published item gets: one row per type of the spec (cluster, episode, outdoor, podcast,
// preview, seeLater, top10, video), each the editor's image for that type or else the main thumbnail, so
// every card, row and player of the portal finds the type it asks for.
import { THUMBNAIL_TYPES, type ThumbnailType } from '@portal/countries';

export interface ThumbnailRowValues {
  id: string;
  contentId: string;
  type: ThumbnailType;
  url: string;
  position: number;
}

export function thumbnailRows(
  contentId: string,
  main: string | null,
  variants: Partial<Record<ThumbnailType, string>> = {},
): ThumbnailRowValues[] {
  return THUMBNAIL_TYPES.flatMap((type, position) => {
    const url = variants[type] ?? main;
    return url ? [{ id: `${contentId}-${type}`, contentId, type, url, position }] : [];
  });
}
