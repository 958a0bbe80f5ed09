import type {
  Certificate,
  CertificateVerification,
  ExamAttempt,
  ExamFeedback,
  ExamResult,
  TrainingStatus,
} from '@portal/contracts';
import {
  and,
  type Database,
  eq,
  examQuestions,
  trainingCertificates,
  trainingCourses,
  users,
} from '@portal/db';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addContent, contentFixture, emptyCatalogue } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { pdfText } from '#test/pdf-reader.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { issueCertificate, startExam } from './service.ts';

const BANK_SIZE = 8;
const MINUTE = 60_000;

/** A bank whose right option is always `b`, so tests can answer right or wrong on purpose. */
async function addBank(db: Database, contentId: string): Promise<void> {
  await db.insert(examQuestions).values(
    Array.from({ length: BANK_SIZE }, (_, i) => ({
      id: `${contentId}-q${i + 1}`,
      contentId,
      position: i,
      question: `Question ${i + 1} of ${contentId}?`,
      options: ['a', 'b', 'c', 'd'].map((value) => ({
        text: `Option ${value}`,
        value,
        isCorrect: value === 'b',
      })),
    })),
  );
}

const course = (id: string, extra = {}) =>
  contentFixture(id, {
    mainCluster: 'to_training',
    title: `Course ${id}`,
    examDuration: 10,
    examDurationMode: 'minutes',
    totalQuestions: 5,
    minCorrectQuestions: 3,
    ...extra,
  });

describeEachDatabase('training API', (ctx) => {
  let app: App;
  let now: Date;
  const tokens: Record<string, string> = {};

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: bearer(tokens[who] ?? ''), payload });
    return { status: response.statusCode, body: response.json() as T, raw: response.body };
  };
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
    setClock(app, now);
  };
  const answersFor = (attempt: ExamAttempt, rightCount: number) =>
    attempt.questions.map((q, i) => ({ id: q.id, selectedOptionValue: i < rightCount ? 'b' : 'a' }));

  beforeAll(async () => {
    app = await seededApp(ctx, { sessionIdleMinutes: 24 * 60 });
    now = new Date();
    setClock(app, now);
    await emptyCatalogue(app.db);
    await addContent(
      app.db,
      course('c-terms'),
      course('c-main'),
      course('c-late'),
      course('c-other'),
      course('c-untimed', { examDurationMode: 'none' }),
      course('c-speaker', { isSpeakerTraining: true }),
      contentFixture('not-a-course'),
    );
    for (const id of ['c-terms', 'c-main', 'c-late', 'c-other', 'c-untimed', 'c-speaker']) {
      await addBank(app.db, id);
      // These tests retake at once: no pause, no limit (learning-proof.int.test.ts tests both).
      await app.db
        .insert(trainingCourses)
        .values({ contentId: id, workloadHours: 1, retakePauseHours: 0, maxAttemptsPerPeriod: 100 });
    }
    for (const who of ['doctor.br', 'nurse.br']) tokens[who] = await signIn(app, `${who}@example.com`);
  });

  beforeEach(() => setClock(app, now));

  it('refuses to start before the terms are accepted, then starts after accepting', async () => {
    const refused = await call<{ code: string; message: string }>(
      'POST',
      '/api/training/c-terms/start',
      'doctor.br',
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: 'TERMS_NOT_ACCEPTED' });
    expect((await call('POST', '/api/training/c-terms/accept-terms', 'doctor.br')).status).toBe(200);
    expect((await call('POST', '/api/training/c-terms/start', 'doctor.br', {})).status).toBe(200);
  });

  it('answers 404 for content that is not a course and 401 without a token', async () => {
    expect((await call('POST', '/api/training/not-a-course/accept-terms', 'doctor.br')).status).toBe(404);
    const anonymous = await app.inject({ method: 'POST', url: '/api/training/c-main/start', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps speaker-training courses for flagged users', async () => {
    expect((await call('POST', '/api/training/c-speaker/accept-terms', 'nurse.br')).status).toBe(403);
    expect((await call('POST', '/api/training/c-speaker/accept-terms', 'doctor.br')).status).toBe(200);
  });

  it('draws totalQuestions shuffled questions, never sends the correct answers, and resumes the open attempt', async () => {
    await call('POST', '/api/training/c-main/accept-terms', 'doctor.br');
    const started = await call<ExamAttempt>('POST', '/api/training/c-main/start', 'doctor.br', {
      startTime: now.toISOString(),
    });
    expect(started.status).toBe(200);
    expect(started.body.questions).toHaveLength(5);
    expect(started.raw).not.toContain('isCorrect');
    expect(started.raw).not.toContain('correct');
    expect(started.body.deadline).toBe(new Date(now.getTime() + 10 * MINUTE).toISOString());
    for (const q of started.body.questions)
      expect(q.options.map((o) => o.value).sort()).toEqual(['a', 'b', 'c', 'd']);

    const first = started.body.questions[0];
    if (!first) throw new Error('no question');
    const saved = await call('PUT', '/api/training/c-main/answers', 'doctor.br', {
      answers: [{ id: first.id, selectedOptionValue: 'c' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.raw).not.toContain('isCorrect');
    const resumed = await call<ExamAttempt>('POST', '/api/training/c-main/start', 'doctor.br', {});
    expect(resumed.body.id).toBe(started.body.id);
    expect(resumed.body.questions).toEqual(started.body.questions);
    expect(resumed.body.answers).toEqual([{ id: first.id, selectedOptionValue: 'c' }]);
    // The service itself leaves the flag out, not only the response schema.
    const [user] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
    if (!user) throw new Error('no doctor');
    const direct = await startExam({ db: app.db, user, now }, 'c-main');
    expect(JSON.stringify(direct)).not.toContain('isCorrect');

    const bad = await call('PUT', '/api/training/c-main/answers', 'doctor.br', {
      answers: [{ id: 'c-other-q1', selectedOptionValue: 'b' }],
    });
    expect(bad.status).toBe(400);
  });

  it('shuffles per attempt: attempts do not all share one question order', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await call('POST', '/api/training/c-untimed/accept-terms', 'doctor.br');
      const attempt = await call<ExamAttempt>('POST', '/api/training/c-untimed/start', 'doctor.br', {});
      orders.add(attempt.body.questions.map((q) => q.id).join(','));
      // Fail on purpose so a retake is allowed.
      const result = await call<ExamResult>('POST', '/api/training/c-untimed/finish', 'doctor.br', {
        answers: answersFor(attempt.body, 0),
      });
      expect(result.body.isPassed).toBe(false);
    }
    // 5 of 8 questions in random order: four equal orders would mean no shuffling (chance ~ 1e-13).
    expect(orders.size).toBeGreaterThan(1);
  });

  it('refuses feedback before finishing, fails below the minimum, allows a retake, passes and then refuses to start', async () => {
    const early = await call<{ message: string }>('GET', '/api/training/c-main/feedback', 'doctor.br');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('NOT_FINISHED');

    const attempt = (await call<ExamAttempt>('POST', '/api/training/c-main/start', 'doctor.br', {})).body;
    tick(MINUTE);
    const failed = await call<ExamResult>('POST', '/api/training/c-main/finish', 'doctor.br', {
      answers: answersFor(attempt, 2),
      attemptFinishDate: now.toISOString(),
    });
    expect(failed.body).toMatchObject({
      isPassed: false,
      correctAnswers: 2,
      totalQuestions: 5,
      certificateCode: null,
    });
    expect(failed.body.timeSpent).toBeGreaterThanOrEqual(60);
    // The status says the last score, for the instructions before a retake.
    const afterFailing = await call<TrainingStatus>('GET', '/api/training/c-main/status', 'doctor.br');
    expect(afterFailing.body).toMatchObject({
      isPassed: false,
      finishedAttempts: 1,
      lastResult: { correctAnswers: 2, totalQuestions: 5, minCorrectQuestions: 3, isPassed: false },
    });

    const feedback = await call<ExamFeedback>('GET', '/api/training/c-main/feedback', 'doctor.br');
    expect(feedback.status).toBe(200);
    expect(feedback.body.questions.map((q) => q.id)).toEqual(attempt.questions.map((q) => q.id));
    // Not passed yet: the key stays on the server (issue 35).
    for (const q of feedback.body.questions) expect(q.correctOptionValue).toBeUndefined();
    expect(feedback.body.questions.filter((q) => q.isCorrect)).toHaveLength(2);

    const retake = (await call<ExamAttempt>('POST', '/api/training/c-main/start', 'doctor.br', {})).body;
    expect(retake.id).not.toBe(attempt.id);
    expect(retake.answers).toEqual([]);
    const passed = await call<ExamResult>('POST', '/api/training/c-main/finish', 'doctor.br', {
      answers: answersFor(retake, 3),
    });
    expect(passed.body).toMatchObject({ isPassed: true, correctAnswers: 3 });
    expect(passed.body.certificateCode).toMatch(/^[2-9A-HJKMNP-Z]{10,}$/);
    const afterPassing = await call<TrainingStatus>('GET', '/api/training/c-main/status', 'doctor.br');
    expect(afterPassing.body.lastResult).toMatchObject({ correctAnswers: 3, isPassed: true });

    const again = await call<{ message: string }>('POST', '/api/training/c-main/start', 'doctor.br', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('ALREADY_PASSED');
    const finishAgain = await call('POST', '/api/training/c-main/finish', 'doctor.br', { answers: [] });
    expect(finishAgain.status).toBe(409);
  });

  it('does not count answers that arrive after the deadline plus grace', async () => {
    await call('POST', '/api/training/c-late/accept-terms', 'doctor.br');
    const attempt = (await call<ExamAttempt>('POST', '/api/training/c-late/start', 'doctor.br', {})).body;
    const [q1, q2] = attempt.questions;
    if (!q1 || !q2) throw new Error('no questions');
    tick(5 * MINUTE);
    await call('PUT', '/api/training/c-late/answers', 'doctor.br', {
      answers: [
        { id: q1.id, selectedOptionValue: 'b' },
        { id: q2.id, selectedOptionValue: 'b' },
      ],
    });
    // Inside the grace window a save still counts.
    tick(5 * MINUTE + 5_000);
    const q3 = attempt.questions[2];
    if (!q3) throw new Error('no question');
    expect(
      (
        await call('PUT', '/api/training/c-late/answers', 'doctor.br', {
          answers: [{ id: q3.id, selectedOptionValue: 'b' }],
        })
      ).status,
    ).toBe(200);
    tick(6_000);
    const late = await call<{ message: string }>('PUT', '/api/training/c-late/answers', 'doctor.br', {
      answers: answersFor(attempt, 5),
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('DEADLINE_PASSED');
    const result = await call<ExamResult>('POST', '/api/training/c-late/finish', 'doctor.br', {
      answers: answersFor(attempt, 5),
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ correctAnswers: 3, isPassed: true });
    expect(result.body.answers.map((a) => a.id)).toEqual([q1.id, q2.id, q3.id]);
    expect(result.body.timeSpent).toBe(600);
  });

  it('lists certificates, serves the PDF to its owner only and verifies the code publicly', async () => {
    const list = await call<Certificate[]>('GET', '/api/training/certificates', 'doctor.br');
    expect(list.status).toBe(200);
    const main = list.body.find((c) => c.contentId === 'c-main');
    if (!main) throw new Error('no certificate for c-main');
    expect(main.title).toBe('Course c-main');
    expect(main.verificationUrl).toMatch(new RegExp(`/certificados/verificar/${main.code}$`));
    expect(main.certificate).toMatch(new RegExp(`/api/training/certificates/${main.code}/pdf$`));

    const pdfUrl = `/api/training/certificates/${main.code}/pdf`;
    const pdf = await app.inject({ method: 'GET', url: pdfUrl, headers: bearer(tokens['doctor.br'] ?? '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
    const text = (await pdfText(pdf.rawPayload)).join('\n');
    expect(text).toContain(`${doctor?.firstName} ${doctor?.lastName}`);
    expect(text).toContain('Course c-main');
    expect(text).toContain(main.verificationUrl);
    // Brand, issuer and register, from the configuration, the country and the holder's account.
    expect(text).toContain(`Emitido por ${app.config.brandLabel} · Universo Médico`);
    expect(text).toContain(
      `Registro profissional: ${doctor?.registerType} ${doctor?.registerNumber}/${doctor?.registerUf}`,
    );
    expect(text).toMatch(/Concluído em \d{1,2} de [a-zç]+ de \d{4}/);

    // Another user: neither the PDF nor the attempt's feedback are reachable.
    expect((await call('GET', pdfUrl, 'nurse.br')).status).toBe(404);
    const nurseList = await call<Certificate[]>('GET', '/api/training/certificates', 'nurse.br');
    expect(nurseList.body).toEqual([]);
    expect((await call('GET', '/api/training/c-main/feedback', 'nurse.br')).status).toBe(409);
    expect((await app.inject({ method: 'GET', url: pdfUrl })).statusCode).toBe(401);

    const verified = await app.inject({ method: 'GET', url: `/api/public/certificates/${main.code}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<CertificateVerification>()).toMatchObject({
      valid: true,
      course: 'Course c-main',
      name: `${doctor?.firstName} ${doctor?.lastName}`,
      approvalCode: 'BR-c-main',
    });
    const unknown = await app.inject({ method: 'GET', url: '/api/public/certificates/ZZZZZZZZZZZZ' });
    expect(unknown.json<CertificateVerification>().valid).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/public/certificates/bad!' })).statusCode).toBe(400);
  });

  it('issues no second certificate for a second pass', async () => {
    const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
    if (!doctor) throw new Error('no doctor');
    const mine = and(
      eq(trainingCertificates.userId, doctor.id),
      eq(trainingCertificates.contentId, 'c-main'),
    );
    const [before] = await app.db.select().from(trainingCertificates).where(mine);
    const code = await issueCertificate(app.db, doctor.id, 'c-main', null, new Date());
    expect(code).toBe(before?.code);
    expect(await app.db.select().from(trainingCertificates).where(mine)).toHaveLength(1);
    // The unique index holds even if a caller bypasses the service.
    await expect(
      app.db.insert(trainingCertificates).values({
        code: 'QQQQQQQQQQQQ',
        userId: doctor.id,
        contentId: 'c-main',
        finishedAt: new Date(),
        issuedAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});

describe('exam deadline', () => {
  it('is computed from examDuration and examDurationMode', async () => {
    const { examDeadline } = await import('./service.ts');
    const start = new Date('2026-01-01T10:00:00Z');
    expect(examDeadline(start, 10, 'minutes')?.toISOString()).toBe('2026-01-01T10:10:00.000Z');
    expect(examDeadline(start, 2, 'hours')?.toISOString()).toBe('2026-01-01T12:00:00.000Z');
    expect(examDeadline(start, 10, 'none')).toBeNull();
    expect(examDeadline(start, null, 'minutes')).toBeNull();
  });
});
