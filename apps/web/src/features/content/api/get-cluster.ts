// GET /api/clusters/:id?next=&count=: one list, page by page through the server's opaque `next` cursor.
import type { Cluster, ListClusterId } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { contentApi } from './content-client.ts';
import { contentKeys } from './query-keys.ts';

export function fetchCluster(
  id: ListClusterId,
  options: { next?: string | null; count?: number; signal?: AbortSignal } = {},
): Promise<Cluster> {
  return contentApi.get<Cluster>(`/api/clusters/${encodeURIComponent(id)}`, {
    query: { next: options.next ?? undefined, count: options.count },
    signal: options.signal,
  });
}

export function clusterQueryOptions(id: ListClusterId) {
  return infiniteQueryOptions({
    queryKey: contentKeys.cluster(id),
    queryFn: ({ pageParam, signal }) => fetchCluster(id, { next: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 60_000,
  });
}

export function useCluster(id: ListClusterId) {
  return useInfiniteQuery(clusterQueryOptions(id));
}
