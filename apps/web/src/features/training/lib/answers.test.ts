import { describe, expect, it } from 'vitest';
import { answersReducer, clampIndex, initialAnswers, toAnswerList, unansweredIds } from './answers.ts';

const questions = ['q1', 'q2', 'q3'];

describe('answer state', () => {
  it('resumes from the answers the server saved', () => {
    const state = initialAnswers([{ id: 'q2', selectedOptionValue: 'b' }]);
    expect(state.chosen).toEqual({ q2: 'b' });
    expect(unansweredIds(state, questions)).toEqual(['q1', 'q3']);
  });

  it('marks a choice pending until the server confirms that same value', () => {
    let state = initialAnswers([]);
    state = answersReducer(state, { type: 'choose', questionId: 'q1', value: 'a' });
    state = answersReducer(state, { type: 'choose', questionId: 'q1', value: 'c' });
    expect(state.pending).toEqual(['q1']);
    // The confirmation of the earlier value does not clear the newer choice.
    state = answersReducer(state, { type: 'saved', answers: [{ id: 'q1', selectedOptionValue: 'a' }] });
    expect(state.pending).toEqual(['q1']);
    state = answersReducer(state, { type: 'saved', answers: [{ id: 'q1', selectedOptionValue: 'c' }] });
    expect(state.pending).toEqual([]);
    expect(state.chosen.q1).toBe('c');
  });

  it('keeps a failed save pending and lists answers in question order', () => {
    let state = initialAnswers([{ id: 'q3', selectedOptionValue: 'd' }]);
    state = answersReducer(state, { type: 'choose', questionId: 'q1', value: 'a' });
    state = answersReducer(state, { type: 'failed', questionIds: ['q1'] });
    expect(state.pending).toEqual(['q1']);
    expect(toAnswerList(state, questions)).toEqual([
      { id: 'q1', selectedOptionValue: 'a' },
      { id: 'q3', selectedOptionValue: 'd' },
    ]);
  });

  it('clamps the question index', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 0)).toBe(0);
  });
});
