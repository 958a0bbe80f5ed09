// GET /api/contents/:id (the course with its lessons and exam fields) and GET /api/training/:id/status.
import type { ContentItem, CourseProgress, TrainingStatus } from '@portal/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
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

export function recordLessonView(id: string, lessonId: string): Promise<CourseProgress> {
  return trainingApi.post<CourseProgress>(
    `/api/training/${encodeURIComponent(id)}/lessons/${encodeURIComponent(lessonId)}/view`,
  );
}

/** Home rows, lists and search results carry course progress: refreshed after a lesson is opened. */
const LISTS_WITH_PROGRESS = [['content'], ['search'], ['training', 'list']] as const;

/**
 * Records that the user opened `lessonId` (the course's progress and the lists showing it refresh); the
 * course page calls it when a lesson starts playing there.
 */
export function useLessonView(id: string, lessonId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!lessonId) return;
    let current = true;
    recordLessonView(id, lessonId).then(
      (progress) => {
        if (!current) return;
        queryClient.setQueryData(trainingKeys.status(id), (status: TrainingStatus | undefined) =>
          status ? { ...status, progress } : status,
        );
        for (const queryKey of LISTS_WITH_PROGRESS) void queryClient.invalidateQueries({ queryKey });
      },
      // Progress is a convenience: the lesson plays even when it could not be recorded.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [id, lessonId, queryClient]);
}
