// Issue 35: what a certificate proves. Lessons count only when played (or read) through, at a pace the
// server's clock allows; the exam opens after them; feedback keeps the key until a pass; retakes wait,
// are limited per period and ask new questions; implausibly fast attempts are marked for review.
import type {
  ExamAttempt,
  ExamFeedback,
  ExamResult,
  LessonProgressResult,
  TrainingStatus,
} from '@portal/contracts';
import { type Database, eq, examAttempts, examQuestions, trainingCourses } from '@portal/db';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { addContent, contentFixture, emptyCatalogue } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const SECOND = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LESSON_SECONDS = 600;

/** 12 questions whose right option is `b`, one with an explanation. */
async function addBank(db: Database, contentId: string): Promise<void> {
  await db.insert(examQuestions).values(
    Array.from({ length: 12 }, (_, i) => ({
      id: `${contentId}-q${i + 1}`,
      contentId,
      position: i,
      question: `Question ${i + 1}?`,
      explanation: `Why ${i + 1}`,
      options: ['a', 'b', 'c', 'd'].map((value) => ({
        text: `Option ${value}`,
        value,
        isCorrect: value === 'b',
      })),
    })),
  );
}

const video = { url: '/media/demo/clip.webm', type: 'video' as const, mimeType: 'video/webm' };
const videoLesson = (title: string) => ({ title, duration: LESSON_SECONDS, media: video });
/** A course of a video and a text lesson, or of the lessons given (two videos, to play side by side). */
const course = (id: string, lessons: { title: string }[] = [videoLesson('Vídeo'), { title: 'Texto' }]) =>
  contentFixture(id, {
    mainCluster: 'to_training',
    title: `Course ${id}`,
    totalQuestions: 5,
    minCorrectQuestions: 3,
    lessons,
  });

describeEachDatabase('learning proof (issue 35)', (ctx) => {
  let app: App;
  let now: Date;
  let token = '';

  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: bearer(token), payload });
    return { status: response.statusCode, body: response.json() as T, raw: response.body };
  };
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
    setClock(app, now);
  };
  const progress = (id: string, lesson: string, body: object) =>
    call<LessonProgressResult & { message: string }>(
      'POST',
      `/api/training/${id}/lessons/${id}-${lesson}/progress`,
      body,
    );
  /** Plays the video lesson through in real (server) time and reads the text lesson. */
  async function completeLessons(id: string) {
    await call('POST', `/api/training/${id}/lessons/${id}-l1/view`);
    for (let at = 60; at <= LESSON_SECONDS; at += 60) {
      tick(60 * SECOND);
      expect((await progress(id, 'l1', { position: at })).status).toBe(200);
    }
    await call('POST', `/api/training/${id}/lessons/${id}-l2/view`);
    expect((await progress(id, 'l2', { position: 0, reachedEnd: true })).status).toBe(200);
  }
  const answersFor = (attempt: ExamAttempt, right: number) =>
    attempt.questions.map((q, i) => ({ id: q.id, selectedOptionValue: i < right ? 'b' : 'a' }));
  async function attempt(id: string, right: number) {
    const started = await call<ExamAttempt>('POST', `/api/training/${id}/start`, {});
    expect(started.status, started.raw).toBe(200);
    tick(5 * 60 * SECOND);
    const result = await call<ExamResult>('POST', `/api/training/${id}/finish`, {
      answers: answersFor(started.body, right),
    });
    return { attempt: started.body, result: result.body };
  }

  beforeAll(async () => {
    app = await seededApp(ctx, { sessionIdleMinutes: 60 * 24 * 90, sessionAbsoluteHours: 24 * 90 });
    now = new Date();
    setClock(app, now);
    await emptyCatalogue(app.db);
    await addContent(
      app.db,
      course('c-lessons'),
      course('c-jump'),
      course('c-feedback'),
      course('c-retake'),
      course('c-tabs', [videoLesson('Vídeo 1'), videoLesson('Vídeo 2')]),
    );
    for (const id of ['c-lessons', 'c-jump', 'c-feedback', 'c-retake', 'c-tabs']) {
      await addBank(app.db, id);
      await app.db.insert(trainingCourses).values({ contentId: id, workloadHours: 2 });
    }
    token = await signIn(app, 'doctor.br@example.com');
    for (const id of ['c-lessons', 'c-jump', 'c-feedback', 'c-retake', 'c-tabs'])
      await call('POST', `/api/training/${id}/accept-terms`);
  });

  beforeEach(() => setClock(app, now));

  it('refuses to start the exam before the lessons are complete, and says what is left', async () => {
    const refused = await call<{ message: string }>('POST', '/api/training/c-lessons/start', {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('LESSONS_NOT_COMPLETE');
    const before = await call<TrainingStatus>('GET', '/api/training/c-lessons/status');
    expect(before.body.exam).toMatchObject({ canStart: false, blockedBy: 'lessons', lessonsRemaining: 2 });

    // Opening a lesson is not watching it.
    await call('POST', '/api/training/c-lessons/lessons/c-lessons-l1/view');
    expect((await call('POST', '/api/training/c-lessons/start', {})).status).toBe(409);

    await completeLessons('c-lessons');
    const after = await call<TrainingStatus>('GET', '/api/training/c-lessons/status');
    expect(after.body.progress).toMatchObject({ lessonsCompleted: 2, lessonCount: 2 });
    expect(after.body.lessons[0]).toMatchObject({ durationSeconds: LESSON_SECONDS, completed: true });
    expect(after.body.exam).toMatchObject({ canStart: true, blockedBy: null, lessonsRemaining: 0 });
    expect((await call('POST', '/api/training/c-lessons/start', {})).status).toBe(200);
  });

  it('lets the console switch the lessons requirement off for a course', async () => {
    await app.db
      .update(trainingCourses)
      .set({ lessonsRequired: false })
      .where(eq(trainingCourses.contentId, 'c-jump'));
    const status = await call<TrainingStatus>('GET', '/api/training/c-jump/status');
    expect(status.body.exam).toMatchObject({ lessonsRequired: false, lessonsRemaining: 0, canStart: true });
    await app.db
      .update(trainingCourses)
      .set({ lessonsRequired: true })
      .where(eq(trainingCourses.contentId, 'c-jump'));
  });

  it('refuses progress further than the time since the lesson opened allows, and resumes where it stopped', async () => {
    expect((await progress('c-jump', 'l1', { position: 10 })).body.message).toBe('LESSON_NOT_OPENED');
    await call('POST', '/api/training/c-jump/lessons/c-jump-l1/view');
    tick(10 * SECOND);
    // 10 s of wall time cannot cover 9 minutes of video.
    const jump = await progress('c-jump', 'l1', { position: 540 });
    expect(jump.status).toBe(409);
    expect(jump.body.message).toBe('PROGRESS_TOO_FAST');
    // 1.25 × 10 s + slack is fine; more is not.
    expect((await progress('c-jump', 'l1', { position: 14 })).status).toBe(200);
    expect((await progress('c-jump', 'l1', { position: 20 })).status).toBe(409);
    tick(100 * SECOND);
    const played = await progress('c-jump', 'l1', { position: 110 });
    expect(played.body.lesson).toMatchObject({
      furthestSeconds: 110,
      positionSeconds: 110,
      completed: false,
    });
    // Seeking back keeps the furthest point; a new opening (another device) resumes from the position.
    expect((await progress('c-jump', 'l1', { position: 30 })).body.lesson.furthestSeconds).toBe(110);
    tick(DAY);
    await call('POST', '/api/training/c-jump/lessons/c-jump-l1/view');
    const status = await call<TrainingStatus>('GET', '/api/training/c-jump/status');
    expect(status.body.lessons[0]).toMatchObject({ furthestSeconds: 110, positionSeconds: 30 });
    // A day away does not let the next session jump: the allowance starts again at the new opening.
    tick(5 * SECOND);
    expect((await progress('c-jump', 'l1', { position: 500 })).status).toBe(409);
    expect((await progress('c-jump', 'l1', { position: 115 })).status).toBe(200);
    // Reopening the lesson again and again grants no more than real time: the slack is not cumulative.
    const furthest = 115;
    await call('POST', '/api/training/c-jump/lessons/c-jump-l1/view');
    expect((await progress('c-jump', 'l1', { position: furthest + 1 })).status).toBe(409);
    await call('POST', '/api/training/c-jump/lessons/c-jump-l1/view');
    expect((await progress('c-jump', 'l1', { position: furthest + 1 })).status).toBe(409);
    // A text lesson completes only when read to its end.
    await call('POST', '/api/training/c-jump/lessons/c-jump-l2/view');
    expect((await progress('c-jump', 'l2', { position: 0 })).body.lesson.completed).toBe(false);
    expect((await progress('c-jump', 'l2', { position: 0, reachedEnd: true })).body.lesson.completed).toBe(
      true,
    );
    // Bad input is a 400, not a 500.
    expect((await progress('c-jump', 'l1', { position: -1 })).status).toBe(400);
  });

  it('counts one lesson at a time: lessons left playing in several tabs do not share the same minutes', async () => {
    const open = (course: string, lesson: string) =>
      call('POST', `/api/training/${course}/lessons/${course}-${lesson}/view`);
    // Two tabs, one lesson each, left playing for the length of a lesson.
    await open('c-tabs', 'l1');
    await open('c-tabs', 'l2');
    tick(LESSON_SECONDS * SECOND);
    expect((await progress('c-tabs', 'l2', { position: LESSON_SECONDS })).body.lesson.completed).toBe(true);
    // The later opening closed the earlier one: its minutes were the other lesson's.
    const first = await progress('c-tabs', 'l1', { position: LESSON_SECONDS });
    expect(first.status).toBe(409);
    expect(first.body.message).toBe('LESSON_NOT_OPENED');
    // Opened again, it starts from now.
    await open('c-tabs', 'l1');
    expect((await progress('c-tabs', 'l1', { position: LESSON_SECONDS })).body.message).toBe(
      'PROGRESS_TOO_FAST',
    );
    tick(LESSON_SECONDS * SECOND);
    expect((await progress('c-tabs', 'l1', { position: LESSON_SECONDS })).body.lesson.completed).toBe(true);
    // A lesson of another course closes it too.
    await open('c-tabs', 'l1');
    await open('c-retake', 'l1');
    tick(10 * SECOND);
    expect((await progress('c-tabs', 'l1', { position: 10 })).body.message).toBe('LESSON_NOT_OPENED');
    expect((await progress('c-retake', 'l1', { position: 10 })).status).toBe(200);
  });

  it('keeps the key out of the feedback until the course is passed, then reveals it', async () => {
    await completeLessons('c-feedback');
    const failed = await attempt('c-feedback', 2);
    expect(failed.result.isPassed).toBe(false);
    const feedback = await call<ExamFeedback>('GET', '/api/training/c-feedback/feedback');
    expect(feedback.status).toBe(200);
    expect(feedback.body.keyRevealed).toBe(false);
    expect(feedback.raw).not.toContain('correctOptionValue');
    for (const q of feedback.body.questions) {
      for (const option of q.options) expect(Object.keys(option).sort()).toEqual(['text', 'value']);
      expect(q.explanation).toMatch(/^Why \d+$/);
    }
    // Whether each answer was right, nothing more.
    expect(feedback.body.questions.map((q) => q.isCorrect)).toEqual([true, true, false, false, false]);

    await app.db
      .update(trainingCourses)
      .set({ retakePauseHours: 0 })
      .where(eq(trainingCourses.contentId, 'c-feedback'));
    const passed = await attempt('c-feedback', 5);
    expect(passed.result.isPassed).toBe(true);
    const key = await call<ExamFeedback>('GET', '/api/training/c-feedback/feedback');
    expect(key.body.keyRevealed).toBe(true);
    for (const q of key.body.questions) {
      expect(q.correctOptionValue).toBe('b');
      expect(q.options.find((o) => o.isCorrect)?.value).toBe('b');
    }
  });

  it('refuses a retake during the pause with the time it opens, limits attempts per period and draws unseen questions', async () => {
    await completeLessons('c-retake');
    const first = await attempt('c-retake', 0);
    const firstEnd = now;
    const paused = await call<{ message: string; retryAt: string }>(
      'POST',
      '/api/training/c-retake/start',
      {},
    );
    expect(paused.status).toBe(409);
    expect(paused.body.message).toBe('RETAKE_PAUSE');
    expect(paused.body.retryAt).toBe(new Date(firstEnd.getTime() + 24 * HOUR).toISOString());
    const status = await call<TrainingStatus>('GET', '/api/training/c-retake/status');
    expect(status.body.exam).toMatchObject({ blockedBy: 'pause', nextAttemptAt: paused.body.retryAt });

    tick(24 * HOUR);
    const second = await attempt('c-retake', 0);
    // 12 questions, 5 drawn: the retake asks 5 the first attempt did not.
    const firstIds = new Set(first.attempt.questions.map((q) => q.id));
    expect(second.attempt.questions.filter((q) => firstIds.has(q.id))).toEqual([]);
    tick(24 * HOUR);
    const third = await attempt('c-retake', 0);
    // Only 2 unseen remain: they come first, then the questions seen longest ago (the first attempt's).
    const seen = new Set([...firstIds, ...second.attempt.questions.map((q) => q.id)]);
    expect(third.attempt.questions.filter((q) => !seen.has(q.id))).toHaveLength(2);
    expect(third.attempt.questions.filter((q) => firstIds.has(q.id))).toHaveLength(3);

    tick(24 * HOUR);
    const limited = await call<{ message: string; retryAt: string }>(
      'POST',
      '/api/training/c-retake/start',
      {},
    );
    expect(limited.status).toBe(409);
    expect(limited.body.message).toBe('ATTEMPTS_LIMIT');
    expect(limited.body.retryAt).toBe(new Date(Date.parse(first.attempt.startTime) + 30 * DAY).toISOString());
    tick(Date.parse(limited.body.retryAt) - now.getTime());
    expect((await call('POST', '/api/training/c-retake/start', {})).status).toBe(200);
  });

  it('marks an attempt finished faster than the plausible minimum for review', async () => {
    const rows = await app.db.select().from(examAttempts).where(eq(examAttempts.contentId, 'c-retake'));
    // Five minutes for five questions is plausible (15 s each would be the floor).
    expect(rows.filter((row) => row.finishedAt).every((row) => !row.flaggedTooFast)).toBe(true);
    const result = await call<ExamResult>('POST', '/api/training/c-retake/finish', { answers: [] });
    expect(result.body.timeSpent).toBe(0);
    const [fast] = await app.db
      .select()
      .from(examAttempts)
      .where(eq(examAttempts.contentId, 'c-retake'))
      .orderBy(examAttempts.startedAt)
      .then((list) => list.slice(-1));
    expect(fast?.flaggedTooFast).toBe(true);
  });
});
