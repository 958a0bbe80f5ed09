// The exam calls: accept the terms, start (or resume) the attempt, save answers as chosen, finish, feedback.
import type {
  AcceptTrainingTermsResponse,
  ExamAnswer,
  ExamAttempt,
  ExamFeedback,
  ExamResult,
  SavedAnswers,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { trainingKeys } from './query-keys.ts';
import { trainingApi } from './training-client.ts';

const base = (id: string) => `/api/training/${encodeURIComponent(id)}`;

export function acceptTerms(id: string): Promise<AcceptTrainingTermsResponse> {
  return trainingApi.post<AcceptTrainingTermsResponse>(`${base(id)}/accept-terms`);
}

/** Starts an attempt, or returns the open one with the answers saved so far. */
export function startExam(id: string): Promise<ExamAttempt> {
  return trainingApi.post<ExamAttempt>(`${base(id)}/start`, { startTime: new Date().toISOString() });
}

export function saveAnswers(id: string, answers: ExamAnswer[]): Promise<SavedAnswers> {
  return trainingApi.put<SavedAnswers>(`${base(id)}/answers`, { answers });
}

export function finishExam(id: string, answers: ExamAnswer[]): Promise<ExamResult> {
  return trainingApi.post<ExamResult>(`${base(id)}/finish`, {
    answers,
    attemptFinishDate: new Date().toISOString(),
  });
}

export function fetchFeedback(id: string, signal?: AbortSignal): Promise<ExamFeedback> {
  return trainingApi.get<ExamFeedback>(`${base(id)}/feedback`, { signal });
}

export function useFeedback(id: string, enabled: boolean) {
  return useQuery({
    queryKey: trainingKeys.feedback(id),
    queryFn: ({ signal }) => fetchFeedback(id, signal),
    enabled,
    retry: false,
  });
}
