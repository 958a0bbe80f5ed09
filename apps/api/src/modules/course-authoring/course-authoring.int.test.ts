// Course authoring (decision 021) on both databases: roles and country scope per endpoint, validation
// with field errors, the MLR lifecycle of exam versions, and the rule that matters most: an attempt open
// while the bank changes keeps grading against its own questions; new attempts get the approved bank.
import type { AdminCourse, AdminCourseList, ExamAttempt, ExamResult } from '@portal/contracts';
import { eq, examQuestions } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { addStaffMember, consoleCaller, staffSecret, staffSignIn } from '#test/console.ts';
import { addContent, contentFixture } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const COURSE = 'ca-course';
const SHARED = 'ca-course-es';
const DAY = 86_400_000;

/** A new bank whose right option is always the first ("Right N"). */
const newBank = (size: number, extra: object = {}) => ({
  totalQuestions: size,
  minCorrectQuestions: size,
  examDuration: 20,
  examDurationMode: 'minutes',
  examInstructions: 'Leia com atenção.',
  examTerms: 'Aceito os termos.',
  questions: Array.from({ length: size }, (_, i) => ({
    question: `New question ${i + 1}?`,
    // The first question carries an explanation (shown to physicians with their result).
    ...(i === 0 ? { explanation: 'Explained 1' } : {}),
    options: [
      { text: `Right ${i + 1}`, isCorrect: true },
      { text: `Wrong ${i + 1}`, isCorrect: false },
    ],
  })),
  ...extra,
});

describeEachDatabase('console course authoring', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};

  const { call, auditOf } = consoleCaller(() => app, tokens);
  const course = async (who = 'editor') =>
    (await call('GET', `/api/admin/courses/${COURSE}`, who)).json() as AdminCourse;
  const approve = (who = 'reviewer') =>
    call('POST', `/api/admin/courses/${COURSE}/exam/review`, who, {
      decision: 'approve',
      approvalCode: 'BR-EXAM-0002',
      expiresAt: new Date(app.clock.now().getTime() + 365 * DAY).toISOString(),
    });

  beforeAll(async () => {
    app = await seededApp(ctx, { sessionIdleMinutes: 24 * 60 });
    setClock(app, new Date());
    await addContent(
      app.db,
      contentFixture(COURSE, {
        mainCluster: 'to_training',
        title: 'Curso de autoria',
        examDuration: 10,
        examDurationMode: 'minutes',
        totalQuestions: 3,
        minCorrectQuestions: 2,
        examTerms: 'Termos antigos',
      }),
      contentFixture(SHARED, {
        mainCluster: 'to_training',
        language: 'es',
        publications: ['MX', 'AR'].map((country) => ({
          country: country as 'MX' | 'AR',
          approvalCode: `${country}-${SHARED}`,
          publishedAt: new Date(Date.now() - DAY),
        })),
      }),
    );
    // The seeded bank: four questions whose right option is `b`.
    await app.db.insert(examQuestions).values(
      Array.from({ length: 4 }, (_, i) => ({
        id: `${COURSE}-q${i + 1}`,
        contentId: COURSE,
        position: i,
        question: `Old question ${i + 1}?`,
        options: ['a', 'b', 'c'].map((value) => ({ text: `Old ${value}`, value, isCorrect: value === 'b' })),
      })),
    );
    // Enrolled with the demo editor's TOTP secret.
    const totpSecret = staffSecret('editor@example.com');
    const editorMx = { email: 'editor.mx@example.com', name: 'Editor MX', roles: ['editor'] };
    await addStaffMember(app, { ...editorMx, countries: ['MX'], totpSecret });
    // Both roles: may write and review, never their own version.
    const both = { email: 'both.br@example.com', name: 'Editor e revisor', roles: ['editor', 'reviewer'] };
    await addStaffMember(app, { ...both, countries: ['BR'], totpSecret });
    for (const role of ['editor', 'reviewer', 'mi', 'admin']) {
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    }
    tokens.editorMx = await staffSignIn(app, 'editor.mx@example.com', staffSecret('editor@example.com'));
    tokens.both = await staffSignIn(app, 'both.br@example.com', staffSecret('editor@example.com'));
    tokens.doctorBr = await signIn(app, 'doctor.br@example.com');
  });

  it('refuses anonymous callers, physicians and roles without the action', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/courses' })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/courses', 'doctorBr')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/courses', 'mi')).statusCode).toBe(200);
    for (const who of ['mi', 'reviewer', 'admin']) {
      expect((await call('PUT', `/api/admin/courses/${COURSE}/exam`, who, newBank(2))).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/courses/${COURSE}/exam/submit`, who)).statusCode).toBe(403);
    }
    for (const who of ['mi', 'editor', 'admin']) expect((await approve(who)).statusCode).toBe(403);
  });

  it('lists the courses of the member country only, with the seeded bank as version 0', async () => {
    const list = (await call('GET', '/api/admin/courses', 'editor')).json() as AdminCourseList;
    const row = list.items.find((item) => item.id === COURSE);
    expect(row).toMatchObject({ countries: ['BR'], liveQuestions: 4, liveVersion: 0, pendingStatus: null });
    const mx = (await call('GET', '/api/admin/courses', 'editorMx')).json() as AdminCourseList;
    expect(mx.items.some((item) => item.id === COURSE)).toBe(false);
    expect(mx.items.find((item) => item.id === SHARED)?.countries).toEqual(['AR', 'MX']);
    expect((await call('GET', `/api/admin/courses/${COURSE}`, 'editorMx')).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'editorMx', newBank(2))).statusCode).toBe(
      404,
    );
    // A course of Mexico and Argentina: a Mexico-only editor may read it, not change its one bank.
    expect((await call('GET', `/api/admin/courses/${SHARED}`, 'editorMx')).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/courses/${SHARED}/exam`, 'editorMx', newBank(2))).statusCode).toBe(
      403,
    );
    const detail = await course();
    expect(detail.live.questions).toHaveLength(4);
    expect(detail.live.questions[0]?.options.map((o) => o.isCorrect)).toEqual([false, true, false]);
    expect(detail.live).toMatchObject({
      totalQuestions: 3,
      minCorrectQuestions: 2,
      examTerms: 'Termos antigos',
    });
  });

  it('answers 400 with field errors to a bank that breaks the rules', async () => {
    const bad = newBank(2);
    const cases: [object, string][] = [
      [
        { ...bad, questions: [{ question: 'Only one?', options: [{ text: 'Yes', isCorrect: true }] }] },
        'questions.0.options',
      ],
      [
        {
          ...bad,
          questions: [
            bad.questions[0],
            {
              question: 'Two right?',
              options: [
                { text: 'A', isCorrect: true },
                { text: 'B', isCorrect: true },
              ],
            },
          ],
        },
        'questions.1.options',
      ],
      [{ ...bad, minCorrectQuestions: 3 }, 'minCorrectQuestions'],
      [{ ...bad, totalQuestions: 3, minCorrectQuestions: 1 }, 'totalQuestions'],
      [{ ...bad, examDurationMode: null }, 'examDurationMode'],
      [{ ...bad, questions: [] }, 'questions'],
    ];
    for (const [payload, path] of cases) {
      const response = await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'editor', payload);
      expect(response.statusCode, path).toBe(400);
      const body = response.json() as { code: string; errors: { path: string }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.map((e) => e.path)).toContain(path);
    }
    expect((await course()).versions).toHaveLength(0);
  });

  it('versions the bank under an open attempt: the attempt keeps its questions, new attempts get the approved bank', async () => {
    expect((await call('POST', `/api/training/${COURSE}/accept-terms`, 'doctorBr')).statusCode).toBe(200);
    const open = (await call('POST', `/api/training/${COURSE}/start`, 'doctorBr', {})).json() as ExamAttempt;
    expect(open.questions).toHaveLength(3);
    expect(open.questions.every((q) => q.question.startsWith('Old question'))).toBe(true);

    // The editor drafts a new bank; nothing changes for physicians until it is approved.
    const drafted = await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'editor', newBank(2));
    expect(drafted.statusCode).toBe(200);
    const draft = drafted.json() as AdminCourse;
    expect(draft.versions[0]).toMatchObject({
      version: 1,
      status: 'draft',
      authorEmail: 'editor@example.com',
    });
    expect(draft.pendingStatus).toBe('draft');
    expect(draft.openAttempts).toBe(1);
    expect(draft.live.questions[0]?.question).toBe('Old question 1?');

    // Nothing to decide before submission; the version in review cannot change under its reviewer.
    expect((await approve()).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/courses/${COURSE}/exam/submit`, 'editor')).statusCode).toBe(200);
    expect((await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'editor', newBank(2))).statusCode).toBe(
      409,
    );

    // Rejection needs a comment; the editor fixes and resubmits.
    const noComment = await call('POST', `/api/admin/courses/${COURSE}/exam/review`, 'reviewer', {
      decision: 'reject',
      comment: '',
    });
    expect(noComment.statusCode).toBe(400);
    const rejected = await call('POST', `/api/admin/courses/${COURSE}/exam/review`, 'reviewer', {
      decision: 'reject',
      comment: 'Falta a referência da pergunta 2',
    });
    expect((rejected.json() as AdminCourse).versions[0]).toMatchObject({ status: 'rejected' });
    expect((await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'editor', newBank(3))).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/admin/courses/${COURSE}/exam/submit`, 'editor')).statusCode).toBe(200);

    // Approval needs a code and a future expiry.
    const past = await call('POST', `/api/admin/courses/${COURSE}/exam/review`, 'reviewer', {
      decision: 'approve',
      approvalCode: 'BR-EXAM-0002',
      expiresAt: new Date(app.clock.now().getTime() - DAY).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    const live = approved.json() as AdminCourse;
    expect(live).toMatchObject({ liveVersion: 1, liveQuestions: 3, pendingStatus: null });
    expect(live.versions[0]).toMatchObject({
      version: 1,
      status: 'approved',
      approvalCode: 'BR-EXAM-0002',
      reviewerEmail: 'reviewer@example.com',
    });
    expect(live.live.questions.map((q) => q.question)).toEqual([
      'New question 1?',
      'New question 2?',
      'New question 3?',
    ]);
    expect(live.live.questions.map((q) => q.explanation)).toEqual(['Explained 1', null, null]);

    // The open attempt resumes with its own questions and is graded against them (right option `b`).
    const resumed = (
      await call('POST', `/api/training/${COURSE}/start`, 'doctorBr', {})
    ).json() as ExamAttempt;
    expect(resumed.id).toBe(open.id);
    expect(resumed.questions.map((q) => q.id)).toEqual(open.questions.map((q) => q.id));
    const finished = await call('POST', `/api/training/${COURSE}/finish`, 'doctorBr', {
      answers: open.questions.map((q, i) => ({ id: q.id, selectedOptionValue: i === 0 ? 'b' : 'a' })),
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json() as ExamResult).toMatchObject({
      correctAnswers: 1,
      totalQuestions: 3,
      minCorrectQuestions: 2,
      isPassed: false,
    });
    // The old rows are still there, unchanged, only retired.
    const oldRows = await app.db
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.id, `${COURSE}-q1`));
    expect(oldRows[0]?.question).toBe('Old question 1?');
    expect(oldRows[0]?.retiredAt).not.toBeNull();

    // A retake waits 24 h by default: the editor lifts the pause in the course's attempt rules (bad
    // values are refused field by field).
    expect((await course()).settings).toMatchObject({ lessonsRequired: true, retakePauseHours: 24 });
    const rules = { ...(await course()).settings, retakePauseHours: 0 };
    const bad = await call('PUT', `/api/admin/courses/${COURSE}/settings`, 'editor', {
      ...rules,
      maxAttemptsPerPeriod: 0,
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call('PUT', `/api/admin/courses/${COURSE}/settings`, 'editor', rules);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as AdminCourse).settings).toMatchObject({
      retakePauseHours: 0,
      maxAttemptsPerPeriod: 3,
    });

    // A new attempt draws from the approved bank, with its settings.
    const next = (await call('POST', `/api/training/${COURSE}/start`, 'doctorBr', {})).json() as ExamAttempt;
    expect(next.questions.map((q) => q.question).sort()).toEqual([
      'New question 1?',
      'New question 2?',
      'New question 3?',
    ]);
    expect(next).toMatchObject({ totalQuestions: 3, minCorrectQuestions: 3 });
    const right = next.questions.map((q) => ({
      id: q.id,
      selectedOptionValue: q.options.find((o) => o.text.startsWith('Right'))?.value ?? '',
    }));
    const passed = await call('POST', `/api/training/${COURSE}/finish`, 'doctorBr', { answers: right });
    expect(passed.json() as ExamResult).toMatchObject({ isPassed: true, correctAnswers: 3 });

    // Editing after the approval starts version 2; the live bank stays version 1.
    const second = (
      await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'editor', newBank(2))
    ).json() as AdminCourse;
    expect(second.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'draft'],
      [1, 'approved'],
    ]);
    expect(second.liveVersion).toBe(1);
  });

  it('never lets a reviewer decide their own version', async () => {
    // Version 2 was written by editor@; both.br@ rewrites it, submits it and may not approve it.
    expect((await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'both', newBank(2))).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/courses/${COURSE}/exam/submit`, 'both')).statusCode).toBe(200);
    expect((await approve('both')).statusCode).toBe(403);
    expect((await approve('reviewer')).statusCode).toBe(200);
    expect((await course()).liveVersion).toBe(2);
  });

  it('writes an audit row for every action, with the before/after of the bank', async () => {
    const entries = await auditOf(COURSE);
    const actions = entries.map((e) => e.action).reverse();
    expect(actions).toEqual([
      'course.exam.edit',
      'course.exam.submit',
      'course.exam.reject',
      'course.exam.edit',
      'course.exam.submit',
      'course.exam.approve',
      'course.settings.edit',
      'course.exam.edit',
      'course.exam.edit',
      'course.exam.submit',
      'course.exam.approve',
    ]);
    const first = entries.at(-1);
    expect(first?.staffEmail).toBe('editor@example.com');
    expect(first?.entityType).toBe('course');
    const questions = first?.changes.questions as {
      before: { question: string }[];
      after: { question: string }[];
    };
    expect(questions.before[0]?.question).toBe('Old question 1?');
    expect(questions.after[0]?.question).toBe('New question 1?');
    const approval = entries.find((e) => e.action === 'course.exam.approve');
    expect(approval?.changes.status).toEqual({ before: 'in_review', after: 'approved' });
  });

  it('runs on the shared review workflow: one submit, own work refused, a reject needs its comment, approval activates', async () => {
    const submit = (who: string) => call('POST', `/api/admin/courses/${COURSE}/exam/submit`, who);
    const reject = (who: string, comment: string) =>
      call('POST', `/api/admin/courses/${COURSE}/exam/review`, who, { decision: 'reject', comment });
    // both.br@ writes version 3 and submits it once; a second submit finds it in review.
    const drafted = await call('PUT', `/api/admin/courses/${COURSE}/exam`, 'both', newBank(4));
    expect((drafted.json() as AdminCourse).versions[0]).toMatchObject({ version: 3, status: 'draft' });
    expect((await submit('both')).statusCode).toBe(200);
    expect((await submit('both')).statusCode).toBe(409);
    // The author may neither reject nor approve their own version; a rejection without comment is 400.
    expect((await reject('both', 'Sem referência')).statusCode).toBe(403);
    expect((await approve('both')).statusCode).toBe(403);
    expect((await reject('reviewer', '')).statusCode).toBe(400);
    const rejected = (await reject('reviewer', 'Sem referência')).json() as AdminCourse;
    expect(rejected.versions[0]).toMatchObject({ status: 'rejected', reviewComment: 'Sem referência' });
    expect(rejected.liveVersion).toBe(2);
    // Resubmitted as it was, then approved by someone else: version 3 is the bank at once.
    const liveBefore = await app.db.select().from(examQuestions).where(eq(examQuestions.contentId, COURSE));
    expect((await submit('both')).statusCode).toBe(200);
    const approved = (await approve('reviewer')).json() as AdminCourse;
    expect(approved).toMatchObject({ liveVersion: 3, liveQuestions: 4, pendingStatus: null });
    expect(approved.versions[0]?.activatedAt).not.toBeNull();
    // Live rows were never changed: the earlier ones are all still there, as they were, only retired.
    const rows = await app.db.select().from(examQuestions).where(eq(examQuestions.contentId, COURSE));
    for (const before of liveBefore) {
      const after = rows.find((row) => row.id === before.id);
      expect(after).toMatchObject({ question: before.question, options: before.options });
      expect(after?.retiredAt).not.toBeNull();
    }
    expect(rows.filter((row) => row.retiredAt === null).map((row) => row.bankVersion)).toEqual([3, 3, 3, 3]);
    const actions = (await auditOf(COURSE)).slice(0, 5).map((e) => [e.action, e.staffEmail]);
    expect(actions).toEqual([
      ['course.exam.approve', 'reviewer@example.com'],
      ['course.exam.submit', 'both.br@example.com'],
      ['course.exam.reject', 'reviewer@example.com'],
      ['course.exam.submit', 'both.br@example.com'],
      ['course.exam.edit', 'both.br@example.com'],
    ]);
  });
});
