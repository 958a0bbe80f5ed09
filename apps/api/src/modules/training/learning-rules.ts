// What a certificate proves (issue 35), as data with its reasons: a lesson counts when it was really played
// (or read), the exam opens after the lessons, retakes wait and are limited, a retake asks new questions,
// and an implausibly fast attempt is marked for a person to review. Pure functions of the server's clock.
import {
  type CourseSettings,
  DEFAULT_COURSE_SETTINGS,
  type ExamGate,
  LESSON_COMPLETE_RATIO,
  MIN_SECONDS_PER_QUESTION,
} from '@portal/contracts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Playback may run a little faster than real time (1.25×, a common player speed) plus a few seconds of
 * slack for reporting delays; anything further than that since the lesson was opened was skipped, not seen.
 */
export const PLAYBACK_SPEED_ALLOWANCE = 1.25;
export const PROGRESS_SLACK_SECONDS = 2;

export function rulesOrDefault(rules: CourseSettings | null): CourseSettings {
  return rules ?? DEFAULT_COURSE_SETTINGS;
}

/** The furthest second the player can honestly have reached, given the session's start and the clock. */
export function furthestAllowed(furthestAtOpen: number, openedAt: Date, now: Date): number {
  const elapsed = Math.max(0, (now.getTime() - openedAt.getTime()) / 1000);
  return furthestAtOpen + elapsed * PLAYBACK_SPEED_ALLOWANCE + PROGRESS_SLACK_SECONDS;
}

/** A media lesson is complete at 90 % of its length; one without a known length when read to its end. */
export function isLessonComplete(
  lesson: { duration: number | null },
  furthestSeconds: number,
  reachedEnd: boolean,
): boolean {
  if (lesson.duration && lesson.duration > 0)
    return furthestSeconds >= lesson.duration * LESSON_COMPLETE_RATIO;
  return reachedEnd;
}

/** Below this many seconds an attempt is marked for review (the course's, else 15 s per question). */
export function plausibleMinimumSeconds(rules: CourseSettings, totalQuestions: number): number {
  return rules.minAttemptSeconds ?? totalQuestions * MIN_SECONDS_PER_QUESTION;
}

export interface GateInput {
  rules: CourseSettings;
  lessonCount: number;
  lessonsCompleted: number;
  hasOpenAttempt: boolean;
  /** End of the user's last finished attempt, if any. */
  lastFinishedAt: Date | null;
  /** Start times of the user's attempts within the period, any order. */
  startsInPeriod: Date[];
  now: Date;
}

/**
 * Whether a new attempt may start now, and if not, why and when. An open attempt always resumes: the
 * rules apply to starting, not to finishing what was begun.
 */
export function examGate(input: GateInput): ExamGate {
  const { rules, now } = input;
  const lessonsRemaining = rules.lessonsRequired
    ? Math.max(0, input.lessonCount - input.lessonsCompleted)
    : 0;
  const base = {
    lessonsRequired: rules.lessonsRequired,
    lessonsRemaining,
    attemptsInPeriod: input.startsInPeriod.length,
    maxAttemptsPerPeriod: rules.maxAttemptsPerPeriod,
    attemptPeriodDays: rules.attemptPeriodDays,
    retakePauseHours: rules.retakePauseHours,
  };
  if (input.hasOpenAttempt) return { ...base, canStart: true, blockedBy: null, nextAttemptAt: null };

  const pauseEnds = input.lastFinishedAt
    ? new Date(input.lastFinishedAt.getTime() + rules.retakePauseHours * HOUR)
    : null;
  const paused = pauseEnds !== null && pauseEnds.getTime() > now.getTime();
  // The limit frees a place when the oldest of the newest `max` starts leaves the period.
  const starts = [...input.startsInPeriod].sort((a, b) => b.getTime() - a.getTime());
  const limited = starts.length >= rules.maxAttemptsPerPeriod;
  const oldestCounted = starts[rules.maxAttemptsPerPeriod - 1];
  const limitEnds =
    limited && oldestCounted ? new Date(oldestCounted.getTime() + rules.attemptPeriodDays * DAY) : null;
  const opens = [paused ? pauseEnds : null, limitEnds].filter((d): d is Date => d !== null);
  const nextAttemptAt = opens.length > 0 ? new Date(Math.max(...opens.map((d) => d.getTime()))) : null;

  const blockedBy = lessonsRemaining > 0 ? 'lessons' : limited ? 'attempts' : paused ? 'pause' : null;
  return {
    ...base,
    canStart: blockedBy === null,
    blockedBy,
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
  };
}

/**
 * The questions of a new attempt: first those not seen in the recent attempts (shuffled), then, when the
 * bank is too small, the seen ones, least recently seen first. `recent` holds question ids per attempt,
 * newest attempt first.
 */
export function drawQuestions<T extends { id: string }>(
  bank: readonly T[],
  total: number,
  recent: readonly (readonly string[])[],
  shuffle: <U>(items: readonly U[]) => U[],
): T[] {
  const lastSeen = new Map<string, number>();
  recent.forEach((ids, age) => {
    for (const id of ids) if (!lastSeen.has(id)) lastSeen.set(id, age);
  });
  const unseen = shuffle(bank.filter((q) => !lastSeen.has(q.id)));
  // Larger age = seen longer ago: those first.
  const seen = shuffle(bank.filter((q) => lastSeen.has(q.id))).sort(
    (a, b) => (lastSeen.get(b.id) ?? 0) - (lastSeen.get(a.id) ?? 0),
  );
  return shuffle([...unseen, ...seen].slice(0, total));
}
