import { DEFAULT_COURSE_SETTINGS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  drawQuestions,
  examGate,
  furthestAllowed,
  isLessonComplete,
  plausibleMinimumSeconds,
} from './learning-rules.ts';

const HOUR = 3_600_000;
const now = new Date('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const identity = <T>(items: readonly T[]) => [...items];
const gate = (overrides: Partial<Parameters<typeof examGate>[0]> = {}) =>
  examGate({
    rules: DEFAULT_COURSE_SETTINGS,
    lessonCount: 3,
    lessonsCompleted: 3,
    hasOpenAttempt: false,
    lastFinishedAt: null,
    startsInPeriod: [],
    now,
    ...overrides,
  });

describe('lesson progress', () => {
  it('allows 1.25× the wall time since opening plus 2 s, from where the session started', () => {
    expect(furthestAllowed(0, ago(60_000), now)).toBe(77);
    expect(furthestAllowed(300, ago(10_000), now)).toBe(314.5);
    // A clock that went backwards allows nothing beyond the slack.
    expect(furthestAllowed(0, new Date(now.getTime() + 5_000), now)).toBe(2);
  });

  it('completes a media lesson at 90 % and a text lesson when read to its end', () => {
    expect(isLessonComplete({ duration: 1080 }, 971, false)).toBe(false);
    expect(isLessonComplete({ duration: 1080 }, 972, false)).toBe(true);
    expect(isLessonComplete({ duration: 1080 }, 10, true)).toBe(false);
    expect(isLessonComplete({ duration: null }, 0, true)).toBe(true);
    expect(isLessonComplete({ duration: null }, 0, false)).toBe(false);
  });
});

describe('exam gate', () => {
  it('waits for the lessons, unless the course does not require them', () => {
    expect(gate({ lessonsCompleted: 1 })).toMatchObject({
      canStart: false,
      blockedBy: 'lessons',
      lessonsRemaining: 2,
    });
    const optional = { ...DEFAULT_COURSE_SETTINGS, lessonsRequired: false };
    expect(gate({ lessonsCompleted: 0, rules: optional })).toMatchObject({
      canStart: true,
      lessonsRemaining: 0,
    });
  });

  it('pauses 24 h after an attempt, and never when the pause is 0', () => {
    const paused = gate({ lastFinishedAt: ago(HOUR), startsInPeriod: [ago(2 * HOUR)] });
    expect(paused).toMatchObject({ canStart: false, blockedBy: 'pause' });
    expect(paused.nextAttemptAt).toBe(new Date(now.getTime() + 23 * HOUR).toISOString());
    const none = { ...DEFAULT_COURSE_SETTINGS, retakePauseHours: 0 };
    expect(gate({ rules: none, lastFinishedAt: ago(1000) })).toMatchObject({ canStart: true });
  });

  it('allows 3 attempts per 30 days: the next opens when the oldest counted leaves the period', () => {
    const starts = [ago(2 * 24 * HOUR), ago(5 * 24 * HOUR), ago(10 * 24 * HOUR)];
    const limited = gate({ lastFinishedAt: ago(2 * 24 * HOUR), startsInPeriod: starts });
    expect(limited).toMatchObject({ canStart: false, blockedBy: 'attempts', attemptsInPeriod: 3 });
    expect(limited.nextAttemptAt).toBe(new Date(now.getTime() + 20 * 24 * HOUR).toISOString());
  });

  it('lets an open attempt resume whatever the rules say', () => {
    expect(gate({ hasOpenAttempt: true, lessonsCompleted: 0 })).toMatchObject({ canStart: true });
  });
});

describe('drawing a retake', () => {
  const bank = Array.from({ length: 8 }, (_, i) => ({ id: `q${i + 1}` }));
  it('asks unseen questions first, then those seen longest ago', () => {
    const first = drawQuestions(bank, 4, [['q1', 'q2', 'q3', 'q4']], identity).map((q) => q.id);
    expect(first.sort()).toEqual(['q5', 'q6', 'q7', 'q8']);
    const third = drawQuestions(
      bank,
      4,
      [
        ['q5', 'q6', 'q7', 'q8'],
        ['q1', 'q2', 'q3', 'q4'],
      ],
      identity,
    );
    expect(third.map((q) => q.id).sort()).toEqual(['q1', 'q2', 'q3', 'q4']);
    const partly = drawQuestions(bank, 4, [['q1', 'q2', 'q3', 'q4', 'q5', 'q6']], identity);
    expect(partly.map((q) => q.id).sort()).toEqual(['q1', 'q2', 'q7', 'q8']);
  });

  it('derives the plausible minimum from the questions unless the course sets one', () => {
    expect(plausibleMinimumSeconds(DEFAULT_COURSE_SETTINGS, 5)).toBe(75);
    expect(plausibleMinimumSeconds({ ...DEFAULT_COURSE_SETTINGS, minAttemptSeconds: 30 }, 5)).toBe(30);
  });
});
