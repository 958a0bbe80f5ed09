// Saves the chosen answers to the server as they are chosen, one request at a time: a choice made while a
// save is in flight is sent right after it, so the server never ends on an older choice.
import type { ExamAnswer, ExamAttempt } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { saveAnswers } from '../api/exam.ts';
import { answersReducer, initialAnswers, toAnswerList } from '../lib/answers.ts';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function useAnswerSaver(courseId: string, attempt: ExamAttempt) {
  const [state, dispatch] = useReducer(answersReducer, attempt.answers, initialAnswers);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const questionIds = useMemo(() => attempt.questions.map((question) => question.id), [attempt.questions]);
  const latest = useRef(state);
  latest.current = state;
  const inFlight = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);

  const flush = useCallback(async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    setStatus('saving');
    let answers: ExamAnswer[] = [];
    try {
      do {
        again.current = false;
        answers = toAnswerList(latest.current, questionIds);
        const saved = await saveAnswers(courseId, answers);
        dispatch({ type: 'saved', answers: saved.answers });
      } while (again.current && !stopped.current);
      setStatus('saved');
    } catch {
      dispatch({ type: 'failed', questionIds: answers.map((answer) => answer.id) });
      setStatus('failed');
    } finally {
      inFlight.current = false;
    }
  }, [courseId, questionIds]);

  const choose = useCallback(
    (questionId: string, value: string) => {
      dispatch({ type: 'choose', questionId, value });
      // The reducer runs on render; update the ref now so this very save carries the new choice.
      latest.current = answersReducer(latest.current, { type: 'choose', questionId, value });
      void flush();
    },
    [flush],
  );

  // A save that failed (lost connection) is retried when the browser is back online.
  useEffect(() => {
    const retry = () => {
      if (latest.current.pending.length > 0) void flush();
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [flush]);

  /** Stops further saves (the attempt is being submitted) and returns the answers to submit. */
  const stop = useCallback((): ExamAnswer[] => {
    stopped.current = true;
    return toAnswerList(latest.current, questionIds);
  }, [questionIds]);

  return { state, status, choose, stop };
}
