// GET /api/contents/:id (the course with its lessons and exam fields) and GET /api/training/:id/status.
import type { ContentItem, TrainingStatus } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingKeys } from './query-keys.ts';
import { trainingApi } from './training-client.ts';

export function fetchCourse(id: string, signal?: AbortSignal): Promise<ContentItem> {
  return trainingApi.get<ContentItem>(`/api/contents/${encodeURIComponent(id)}`, { signal });
}

export function courseQueryOptions(id: string) {
  return queryOptions({
    queryKey: trainingKeys.course(id),
    queryFn: ({ signal }) => fetchCourse(id, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}

export function fetchTrainingStatus(id: string, signal?: AbortSignal): Promise<TrainingStatus> {
  return trainingApi.get<TrainingStatus>(`/api/training/${encodeURIComponent(id)}/status`, { signal });
}

export function useTrainingStatus(id: string) {
  return useQuery({
    queryKey: trainingKeys.status(id),
    queryFn: ({ signal }) => fetchTrainingStatus(id, signal),
    retry: false,
  });
}
