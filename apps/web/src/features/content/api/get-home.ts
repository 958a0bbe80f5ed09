// GET /api/clusters/home: the signed-in home (outdoor, outdoors and the subclusters with their items).
import type { ContentHome } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentApi } from './content-client.ts';
import { contentKeys } from './query-keys.ts';

/** `subclusters` empty asks the server for its default set (speakertraining only for users with the flag). */
export function fetchHome(subclusters: readonly string[] = [], signal?: AbortSignal): Promise<ContentHome> {
  return contentApi.get<ContentHome>('/api/clusters/home', {
    query: { subclusters: subclusters.length > 0 ? subclusters.join(',') : undefined },
    signal,
  });
}

export function homeQueryOptions(subclusters: readonly string[] = []) {
  return queryOptions({
    queryKey: contentKeys.home(subclusters.join(',')),
    queryFn: ({ signal }) => fetchHome(subclusters, signal),
    staleTime: 60_000,
  });
}

export function useHome(subclusters: readonly string[] = []) {
  return useQuery(homeQueryOptions(subclusters));
}
