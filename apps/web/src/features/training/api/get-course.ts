// GET /api/contents/:id (the course with its lessons and exam fields), GET /api/training/:id/status and
// the lesson calls (view, progress).
import type {
  ContentItem,
  CourseProgress,
  LessonProgressBody,
  LessonProgressResult,
  TrainingStatus,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function reportLessonProgress(
  id: string,
  lessonId: string,
  body: LessonProgressBody,
): Promise<LessonProgressResult> {
  return trainingApi.post<LessonProgressResult>(
    `/api/training/${encodeURIComponent(id)}/lessons/${encodeURIComponent(lessonId)}/progress`,
    body,
  );
}

/**
 * Sends the player's progress on a lesson; the course's status (lessons, exam gate) takes the answer, and
 * lists showing progress refresh once the lesson completes.
 */
export function useLessonProgress(id: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonProgressBody) => reportLessonProgress(id, lessonId, body),
    onSuccess: (result, _body) => {
      queryClient.setQueryData(trainingKeys.status(id), (status: TrainingStatus | undefined) =>
        status
          ? {
              ...status,
              progress: result.course,
              // What the course page says is left follows at once (the refetch below confirms the rest).
              exam: {
                ...status.exam,
                lessonsRemaining: status.exam.lessonsRequired
                  ? Math.max(0, result.course.lessonCount - result.course.lessonsCompleted)
                  : 0,
              },
              lessons: status.lessons.map((lesson) =>
                lesson.lessonId === result.lesson.lessonId ? result.lesson : lesson,
              ),
            }
          : status,
      );
      if (result.lesson.completed) {
        void queryClient.invalidateQueries({ queryKey: trainingKeys.status(id) });
        for (const queryKey of LISTS_WITH_PROGRESS) void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
