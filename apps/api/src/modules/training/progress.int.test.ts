// Course progress per user (issue 12): status, workload and next lesson on every list that shows a
// course, the exam-terms acceptance per user, and nothing of one user leaking to another through the
// shared home cache.
import type {
  Cluster,
  ContentHome,
  ContentItem,
  CourseProgress,
  SearchResponse,
  TrainingStatus,
} from '@portal/contracts';
import { contentParts, eq, examAttempts, users } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addContent, contentFixture, emptyCatalogue } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { catalogueChanged } from '../content/service.ts';
import { forgetUser } from '../sessions/cache.ts';
import { issueCertificate } from './service.ts';

const lessons = [{ title: 'Lição um' }, { title: 'Lição dois' }, { title: 'Lição três' }];

describeEachDatabase('course progress per user', (ctx) => {
  let app: App;
  const now = new Date();
  const tokens: Record<string, string> = {};

  const get = async <T>(url: string, who: string): Promise<T> => {
    const response = await app.inject({ url, headers: bearer(tokens[who] ?? '') });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const post = (url: string, who: string) =>
    app.inject({ method: 'POST', url, headers: bearer(tokens[who] ?? '') });
  const homeCard = async (who: string, id: string) => {
    const home = await get<ContentHome>('/api/clusters/home', who);
    return home.clusters.flatMap((cluster) => cluster.items).find((item) => item.id === id);
  };
  const inCluster = async (who: string, cluster: string, id: string) =>
    (await get<Cluster>(`/api/clusters/${cluster}`, who)).items.find((item) => item.id === id);

  beforeAll(async () => {
    app = await seededApp(ctx, { sessionIdleMinutes: 24 * 60 });
    setClock(app, now);
    await emptyCatalogue(app.db);
    await addContent(
      app.db,
      contentFixture('course-a', {
        title: 'Curso de ecocardiografia',
        mainCluster: 'to_training',
        clusters: ['training'],
        duration: 2 * 3600 + 60,
        lessons,
      }),
      contentFixture('plain', { title: 'Texto simples', clusters: ['training'] }),
    );
    for (const who of ['doctor.br', 'nurse.br']) tokens[who] = await signIn(app, `${who}@example.com`);
  });

  it('shows a course as not started, with its workload and first lesson, on every list; not on plain items', async () => {
    const expected: CourseProgress = {
      status: 'not_started',
      passedAt: null,
      workloadHours: 3,
      lessonCount: 3,
      lessonsViewed: 0,
      lessonsCompleted: 0,
      nextLessonId: 'course-a-l1',
    };
    expect((await homeCard('doctor.br', 'course-a'))?.course).toEqual(expected);
    expect((await homeCard('doctor.br', 'plain'))?.course).toBeNull();
    expect((await inCluster('doctor.br', 'training', 'course-a'))?.course).toEqual(expected);
    const search = await get<SearchResponse>('/api/search?q=ecocardiografia', 'doctor.br');
    expect(search.items[0]?.course).toEqual(expected);
  });

  it('records a lesson view: in progress, the opened lesson still next until complete, for that user only (home cache shared)', async () => {
    // The nurse's home is built (and cached) first, so the doctor's progress would have to leak through it.
    expect((await homeCard('nurse.br', 'course-a'))?.course?.status).toBe('not_started');
    const viewed = await post('/api/training/course-a/lessons/course-a-l1/view', 'doctor.br');
    expect(viewed.statusCode, viewed.body).toBe(200);
    expect(viewed.json()).toMatchObject({
      status: 'in_progress',
      lessonsViewed: 1,
      lessonsCompleted: 0,
      nextLessonId: 'course-a-l1',
    });

    expect((await homeCard('doctor.br', 'course-a'))?.course).toMatchObject({
      status: 'in_progress',
      lessonsViewed: 1,
      nextLessonId: 'course-a-l1',
    });
    expect((await homeCard('nurse.br', 'course-a'))?.course).toMatchObject({
      status: 'not_started',
      nextLessonId: 'course-a-l1',
    });
    expect((await inCluster('nurse.br', 'training', 'course-a'))?.course?.status).toBe('not_started');
    const status = await get<TrainingStatus>('/api/training/course-a/status', 'doctor.br');
    expect(status.progress).toMatchObject({ status: 'in_progress', lessonsViewed: 1 });
  });

  it('shows a saved course with its progress in the saved list', async () => {
    expect((await post('/api/contents/course-a/save', 'doctor.br')).statusCode).toBeLessThan(300);
    expect((await inCluster('doctor.br', 'saved', 'course-a'))?.course?.status).toBe('in_progress');
  });

  it('refuses a lesson of another course or a plain item', async () => {
    expect((await post('/api/training/course-a/lessons/plain/view', 'doctor.br')).statusCode).toBe(404);
    expect((await post('/api/training/plain/lessons/course-a-l1/view', 'doctor.br')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/training/course-a/lessons/course-a-l1/view' }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps the exam terms acceptance per user', async () => {
    const before = await get<ContentItem>('/api/contents/course-a', 'doctor.br');
    expect(before.trainingAcceptedTerms).toBe(false);
    expect((await post('/api/training/course-a/accept-terms', 'nurse.br')).statusCode).toBe(200);
    expect((await get<ContentItem>('/api/contents/course-a', 'nurse.br')).trainingAcceptedTerms).toBe(true);
    // Another user's acceptance does not leak (the item itself is cached per country).
    expect((await get<ContentItem>('/api/contents/course-a', 'doctor.br')).trainingAcceptedTerms).toBe(false);
    expect((await get<TrainingStatus>('/api/training/course-a/status', 'doctor.br')).termsAccepted).toBe(
      false,
    );
    // Accepting the terms starts the course.
    expect((await homeCard('nurse.br', 'course-a'))?.course?.status).toBe('in_progress');
  });

  // The session cache keeps each user's course progress per list (home, cluster page, search): these two
  // show what drops it: the user forgotten (as the repository that records an attempt does), or a
  // catalogue change.
  it('counts an exam attempt recorded after the list was cached as a start', async () => {
    const course = contentFixture('course-b', {
      mainCluster: 'to_training',
      clusters: ['training'],
      lessons,
    });
    await addContent(app.db, course);
    catalogueChanged(app.db);
    expect((await inCluster('doctor.br', 'training', 'course-b'))?.course?.status).toBe('not_started');
    const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
    await app.db.insert(examAttempts).values({
      userId: doctor?.id ?? '',
      contentId: 'course-b',
      questionIds: [],
      optionOrder: {},
      startedAt: now,
      totalQuestions: 1,
      minCorrectQuestions: 1,
    });
    await forgetUser(app.db, doctor?.id);
    expect((await inCluster('doctor.br', 'training', 'course-b'))?.course?.status).toBe('in_progress');
  });

  it('follows a course given a new lesson once the catalogue changes', async () => {
    expect((await homeCard('nurse.br', 'course-a'))?.course?.lessonCount).toBe(3);
    await app.db.insert(contentParts).values({
      id: 'course-a-l4',
      contentId: 'course-a',
      kind: 'lesson',
      position: 4,
      title: 'Lição quatro',
    });
    // What a publication's `portal_catalogue` notification makes every process do.
    catalogueChanged(app.db);
    expect((await homeCard('nurse.br', 'course-a'))?.course?.lessonCount).toBe(4);
  });

  describe('a passed course', () => {
    it('shows passed with the date of the passing finish', async () => {
      const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
      const passedAt = new Date('2026-03-04T12:00:00.000Z');
      await issueCertificate(app.db, doctor?.id ?? '', 'course-a', null, passedAt);
      expect((await homeCard('doctor.br', 'course-a'))?.course).toMatchObject({
        status: 'passed',
        passedAt: passedAt.toISOString(),
      });
      expect((await homeCard('nurse.br', 'course-a'))?.course?.status).toBe('in_progress');
    });
  });
});
