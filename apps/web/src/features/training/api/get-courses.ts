// GET /api/clusters/training: the online courses, page by page through the server's `next` cursor.
import type { Cluster } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { trainingKeys } from './query-keys.ts';
import { trainingApi } from './training-client.ts';

export function fetchCourses(next: string | null, signal?: AbortSignal): Promise<Cluster> {
  return trainingApi.get<Cluster>('/api/clusters/training', { query: { next: next ?? undefined }, signal });
}

export function coursesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: trainingKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchCourses(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 60_000,
  });
}

export function useCourses() {
  return useInfiniteQuery(coursesQueryOptions());
}
