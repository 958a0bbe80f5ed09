// The answers of an open attempt as the screen holds them: what the server already saved plus what the
// user chose since. Kept as plain data so the reducer is testable and a reload rebuilds it from the server.

export interface ChosenAnswer {
  id: string;
  selectedOptionValue: string;
}

export interface AnswerState {
  /** Question id -> chosen option value. */
  chosen: Record<string, string>;
  /** Question ids whose choice the server has not confirmed yet. */
  pending: string[];
}

export type AnswerAction =
  | { type: 'choose'; questionId: string; value: string }
  | { type: 'saved'; answers: ChosenAnswer[] }
  | { type: 'failed'; questionIds: string[] };

/** The state of a resumed attempt: the server's saved answers, nothing pending. */
export function initialAnswers(saved: readonly ChosenAnswer[]): AnswerState {
  const chosen: Record<string, string> = {};
  for (const answer of saved) chosen[answer.id] = answer.selectedOptionValue;
  return { chosen, pending: [] };
}

export function answersReducer(state: AnswerState, action: AnswerAction): AnswerState {
  switch (action.type) {
    case 'choose':
      return {
        chosen: { ...state.chosen, [action.questionId]: action.value },
        pending: state.pending.includes(action.questionId)
          ? state.pending
          : [...state.pending, action.questionId],
      };
    case 'saved': {
      // Only a confirmation of the value still chosen clears the pending mark (a later click may be in flight).
      const confirmed = new Set(
        action.answers.filter((a) => state.chosen[a.id] === a.selectedOptionValue).map((a) => a.id),
      );
      return { ...state, pending: state.pending.filter((id) => !confirmed.has(id)) };
    }
    case 'failed':
      // Still pending: the next save (or the final submit) sends them again.
      return state;
  }
}

/** The answers to send, in the order of the questions. */
export function toAnswerList(state: AnswerState, questionIds: readonly string[]): ChosenAnswer[] {
  return questionIds.flatMap((id) => {
    const value = state.chosen[id];
    return value === undefined ? [] : [{ id, selectedOptionValue: value }];
  });
}

export function unansweredIds(state: AnswerState, questionIds: readonly string[]): string[] {
  return questionIds.filter((id) => state.chosen[id] === undefined);
}

/** Keeps an index within the questions. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, index), count - 1);
}
