// Episodes and lessons of a series: which one `/{list}/{idCapa}/{id}` plays, and its number.
import type { ContentItem, Episode } from '@portal/contracts';

export interface Part {
  part: Episode;
  kind: 'episode' | 'lesson';
  /** 1-based position within its list (its season for seasons). */
  number: number;
  seasonId: string | null;
}

/** Every playable part in display order: seasons' episodes, then episodes, then lessons. */
export function allParts(item: Pick<ContentItem, 'episodes' | 'lessons' | 'seasons'>): Part[] {
  const parts: Part[] = [];
  for (const season of item.seasons ?? []) {
    season.episodes.forEach((part, index) => {
      parts.push({ part, kind: 'episode', number: index + 1, seasonId: season.id });
    });
  }
  item.episodes.forEach((part, index) => {
    parts.push({ part, kind: 'episode', number: index + 1, seasonId: null });
  });
  item.lessons.forEach((part, index) => {
    parts.push({ part, kind: 'lesson', number: index + 1, seasonId: null });
  });
  return parts;
}

export function findPart(
  item: Pick<ContentItem, 'episodes' | 'lessons' | 'seasons'>,
  partId: string | undefined,
): Part | null {
  if (!partId) return null;
  return allParts(item).find((entry) => entry.part.id === partId) ?? null;
}
