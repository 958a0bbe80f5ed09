// The demo training data seeded with the corpus, as the server does: banks to take and a passed course.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Certificate, CertificateVerification, ExamAttempt, TrainingStatus } from '@portal/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { seedDemo } from '../../demo-seed.ts';

describeEachDatabase('demo training', (ctx) => {
  let app: App;
  // One login per user: the provider refuses a replayed signature within the same second.
  const tokens: Record<string, string> = {};
  const mediaDir = mkdtempSync(join(tmpdir(), 'portal-demo-training-'));

  beforeAll(async () => {
    app = await ctx.buildApp();
    await seedDemo(app.database, { content: { mediaDir } });
    // A second start neither duplicates nor fails.
    await seedDemo(app.database, { content: { mediaDir } });
    for (const who of ['doctor.br', 'doctor.mx', 'nurse.br'])
      tokens[who] = await signIn(app, `${who}@example.com`);
  });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  /** Plays every lesson of the course through, on the server's clock (the exam opens after them). */
  async function watchLessons(token: string, course: string) {
    const status = await app.inject({ url: `/api/training/${course}/status`, headers: bearer(token) });
    for (const lesson of status.json<TrainingStatus>().lessons) {
      const base = `/api/training/${course}/lessons/${lesson.lessonId}`;
      await app.inject({ method: 'POST', url: `${base}/view`, headers: bearer(token) });
      expect(lesson.durationSeconds).toBeGreaterThan(0);
      setClock(app, new Date(app.clock.now().getTime() + (lesson.durationSeconds ?? 0) * 1000));
      const played = await app.inject({
        method: 'POST',
        url: `${base}/progress`,
        headers: bearer(token),
        payload: { position: lesson.durationSeconds },
      });
      expect(played.json()).toMatchObject({ lesson: { completed: true } });
    }
  }

  it('gives doctor.br and doctor.mx one passed course with a verifiable certificate', async () => {
    for (const [email, course] of [
      ['doctor.br@example.com', 'pt-cardio-08'],
      ['doctor.mx@example.com', 'es-cardio-08'],
    ] as const) {
      const token = tokens[email.replace('@example.com', '')] ?? '';
      const list = (await app.inject({ url: '/api/training/certificates', headers: bearer(token) })).json<
        Certificate[]
      >();
      expect(list.map((c) => c.contentId)).toEqual([course]);
      const code = list[0]?.code ?? '';
      const verified = (
        await app.inject({ url: `/api/public/certificates/${code}` })
      ).json<CertificateVerification>();
      expect(verified).toMatchObject({ valid: true, hours: 4 });
      // The course's content item links the holder's own certificate page.
      const item = (await app.inject({ url: `/api/contents/${course}`, headers: bearer(token) })).json<{
        trainingUserCertificate: string | null;
      }>();
      expect(item.trainingUserCertificate).toBe(`/certificados/verificar/${code}`);
      const start = await app.inject({
        method: 'POST',
        url: `/api/training/${course}/start`,
        headers: bearer(token),
        payload: {},
      });
      expect(start.statusCode).toBe(409);
      // Every lesson of the passed course counts as watched.
      const status = (
        await app.inject({ url: `/api/training/${course}/status`, headers: bearer(token) })
      ).json<TrainingStatus>();
      expect(status.progress.status).toBe('passed');
      expect(status.progress.lessonCount).toBeGreaterThan(0);
      expect(status.progress.lessonsViewed).toBe(status.progress.lessonCount);
      expect(status.progress.lessonsCompleted).toBe(status.progress.lessonCount);
    }
  });

  it('links no certificate on a course the user has not passed', async () => {
    const item = (
      await app.inject({ url: '/api/contents/pt-cardio-08', headers: bearer(tokens['nurse.br'] ?? '') })
    ).json<{ trainingUserCertificate: string | null }>();
    expect(item.trainingUserCertificate).toBeNull();
  });

  it('lets a doctor take another course drawn from its bank, in the course language', async () => {
    const token = tokens['doctor.mx'] ?? '';
    await app.inject({
      method: 'POST',
      url: '/api/training/es-onco-05/accept-terms',
      headers: bearer(token),
    });
    const early = await app.inject({
      method: 'POST',
      url: '/api/training/es-onco-05/start',
      headers: bearer(token),
      payload: {},
    });
    expect(early.json()).toMatchObject({ message: 'LESSONS_NOT_COMPLETE' });
    await watchLessons(token, 'es-onco-05');
    const start = await app.inject({
      method: 'POST',
      url: '/api/training/es-onco-05/start',
      headers: bearer(token),
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(200);
    const attempt = start.json<ExamAttempt>();
    // 4 drawn of a bank of 8: a retake can ask 4 new ones.
    expect(attempt.questions).toHaveLength(4);
    expect(attempt.questions.every((q) => q.options.length === 4)).toBe(true);
    expect(attempt.questions.map((q) => q.question).join(' ')).toMatch(/¿/);
  });

  it('has a bank for the speaker-training course, open to doctor.br only', async () => {
    const doctor = tokens['doctor.br'] ?? '';
    const nurse = tokens['nurse.br'] ?? '';
    const url = '/api/training/pt-palestrante-01';
    expect(
      (await app.inject({ method: 'POST', url: `${url}/accept-terms`, headers: bearer(nurse) })).statusCode,
    ).toBe(403);
    await app.inject({ method: 'POST', url: `${url}/accept-terms`, headers: bearer(doctor) });
    await watchLessons(doctor, 'pt-palestrante-01');
    const start = await app.inject({
      method: 'POST',
      url: `${url}/start`,
      headers: bearer(doctor),
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(200);
    // No totalQuestions on the item: the whole bank, untimed.
    expect(start.json<ExamAttempt>()).toMatchObject({ deadline: null, totalQuestions: 8 });
  });
});
