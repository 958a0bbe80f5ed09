// GET /api/search?q=&from=: ranked, highlighted hits, one page of SEARCH_PAGE_SIZE per `from`.
import type { SearchResponse } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchApi } from './search-client.ts';

export const SEARCH_PATH = '/api/search';

export function fetchSearch(q: string, from: number, signal?: AbortSignal): Promise<SearchResponse> {
  return searchApi.get<SearchResponse>(SEARCH_PATH, { query: { q, from }, signal });
}

export function searchQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: ['search', q],
    queryFn: ({ pageParam, signal }) => fetchSearch(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: q.length > 0,
    retry: false,
  });
}

/** Every page fetched so far for `q`; nothing is fetched while `q` is empty. */
export function useSearch(q: string) {
  return useInfiniteQuery(searchQueryOptions(q));
}
