// The search term lives in the URL (?q=), so a search can be linked, reloaded and gone back to.
import type { SearchResponse } from '@portal/contracts';

/** The longest term the API accepts (searchQuerySchema). */
export const MAX_QUERY_LENGTH = 200;

/** The term to search for: trimmed, inner whitespace collapsed, cut to the API's limit. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

/** The hits of every page in order, without repeats (a result may move between pages while paging). */
export function mergePages<T extends { id: string }>(pages: readonly { items: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** The total the API reported last (the newest page knows best). */
export function totalOf(pages: readonly Pick<SearchResponse, 'total'>[]): number {
  return pages.at(-1)?.total ?? 0;
}
