// Training rules; the server is the only authority: terms before start, a server-computed deadline (answers
// after it plus a grace do not count), a grade from the course's bank, retakes until passed and exactly
// one certificate per user and course.
import { randomInt } from 'node:crypto';
import {
  type AcceptTrainingTermsResponse,
  type Certificate,
  type CertificateVerification,
  type CourseProgress,
  certificatePdfPath,
  certificateVerificationPath,
  EXAM_GRACE_SECONDS,
  type ExamAnswer,
  type ExamAttempt,
  type ExamFeedback,
  type ExamGate,
  type ExamResult,
  type LessonProgress,
  type LessonProgressBody,
  type LessonProgressResult,
  TRAINING_ERRORS,
  type TrainingStatus,
} from '@portal/contracts';
import { countryOrDefault } from '@portal/countries';
import type { Database, ExamAnswerRecord, ExamAttemptRow, ExamQuestionRow, UserRow } from '@portal/db';
import { conflict, conflictUntil, forbidden, notFound, validationFailed } from '../../errors.ts';
import { canAccessSpeakerTraining } from '../../policies.ts';
import { certificateSignerOf } from '../course-authoring/index.ts';
import { textsOf } from '../i18n/service.ts';
import { userCacheOf } from '../sessions/cache.ts';
import { newCertificateCode } from './certificate-code.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import {
  drawQuestions,
  examGate,
  furthestAllowed,
  isLessonComplete,
  PROGRESS_SLACK_SECONDS,
  plausibleMinimumSeconds,
  rulesOrDefault,
} from './learning-rules.ts';
import { registerLabel } from './register-label.ts';
import * as repo from './repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Share of the drawn questions needed to pass when the course does not say. */
const DEFAULT_PASS_RATIO = 0.7;

export interface TrainingContext {
  db: Database;
  user: UserRow;
  now: Date;
}

/** The instant after which answers no longer count, or null when untimed. */
export function examDeadline(start: Date, duration: number | null, mode: string | null): Date | null {
  if (!duration || duration <= 0) return null;
  if (mode === 'minutes') return new Date(start.getTime() + duration * MINUTE);
  if (mode === 'hours') return new Date(start.getTime() + duration * 60 * MINUTE);
  return null;
}

function countsUntil(deadline: Date | null): number {
  return deadline ? deadline.getTime() + EXAM_GRACE_SECONDS * 1000 : Number.POSITIVE_INFINITY;
}

export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** A training course the user may take: 404 when not a live training in the country, 403 speaker-only. */
async function courseFor({ db, user, now }: TrainingContext, id: string): Promise<repo.CourseRow> {
  const course = await repo.findPublishedCourse(db, id, user.country, now);
  if (!course || (course.mainCluster !== 'to_training' && !course.isSpeakerTraining)) {
    throw notFound(TRAINING_ERRORS.notATraining);
  }
  if (course.isSpeakerTraining && !canAccessSpeakerTraining(user))
    throw forbidden(TRAINING_ERRORS.speakerTrainingOnly);
  return course;
}

export async function acceptTerms(ctx: TrainingContext, id: string): Promise<AcceptTrainingTermsResponse> {
  await courseFor(ctx, id);
  const at = await repo.acceptTerms(ctx.db, ctx.user.id, id, ctx.now);
  return { accepted: true, acceptedAt: at.toISOString() };
}

async function isPassed(db: Database, userId: string, contentId: string): Promise<boolean> {
  return (await repo.findUserCertificate(db, userId, contentId)) !== undefined;
}

/** Where the user stands before a new attempt: lessons, pause, attempts in the period. */
async function gateFor(
  ctx: TrainingContext,
  course: repo.CourseRow,
  progress: CourseProgress,
  open: ExamAttemptRow | undefined,
  last: ExamAttemptRow | undefined,
): Promise<ExamGate> {
  const rules = rulesOrDefault(course.rules);
  const since = new Date(ctx.now.getTime() - rules.attemptPeriodDays * DAY);
  const starts = await repo.attemptsStartedSince(ctx.db, ctx.user.id, course.id, since);
  return examGate({
    rules,
    lessonCount: progress.lessonCount,
    lessonsCompleted: progress.lessonsCompleted,
    hasOpenAttempt: open !== undefined,
    lastFinishedAt: last?.finishedAt ?? null,
    startsInPeriod: starts.map((row) => row.startedAt),
    now: ctx.now,
  });
}

export async function getStatus(ctx: TrainingContext, id: string): Promise<TrainingStatus> {
  const course = await courseFor(ctx, id);
  const { db, user } = ctx;
  const [termsAccepted, open, certificate, finishedAttempts, last, progress, lessons] = await Promise.all([
    repo.hasAcceptedTerms(db, user.id, id),
    repo.findOpenAttempt(db, user.id, id),
    repo.findUserCertificate(db, user.id, id),
    repo.countFinishedAttempts(db, user.id, id),
    repo.lastFinishedAttempt(db, user.id, id),
    progressOfOne(db, user.id, id),
    lessonProgressOf(db, user.id, id),
  ]);
  const exam = await gateFor(ctx, course, progress, open, last);
  return {
    lessons,
    exam,
    termsAccepted,
    hasOpenAttempt: open !== undefined,
    isPassed: certificate !== undefined,
    finishedAttempts,
    lastResult: last?.finishedAt
      ? {
          correctAnswers: last.correctAnswers ?? 0,
          totalQuestions: last.totalQuestions,
          minCorrectQuestions: last.minCorrectQuestions,
          isPassed: last.isPassed === true,
          finishedAt: last.finishedAt.toISOString(),
        }
      : null,
    certificateCode: certificate?.code ?? null,
    progress,
  };
}

/** The viewer's state on courses: progress (what cards show) and whether the exam terms were accepted. */
export interface CourseState {
  progress: CourseProgress;
  termsAccepted: boolean;
}

function toProgress(row: repo.CourseProgressRow): CourseProgress {
  const passedAt = row.passedAt === null ? null : new Date(row.passedAt).toISOString();
  const started = row.termsAccepted || row.attempted || Number(row.lessonsViewed) > 0;
  return {
    status: passedAt ? 'passed' : started ? 'in_progress' : 'not_started',
    passedAt,
    workloadHours: workload(row),
    lessonCount: Number(row.lessonCount),
    lessonsViewed: Number(row.lessonsViewed),
    lessonsCompleted: Number(row.lessonsCompleted),
    nextLessonId: row.nextLessonId,
  };
}

/**
 * The user's state on each of `ids` (the caller passes only courses, see isCourseItem): one query for a
 * whole list, never one per card. Per user: never cached across users.
 */
export async function courseStatesOf(
  db: Database,
  userId: string,
  ids: string[],
): Promise<Map<string, CourseState>> {
  const load = async () => {
    const rows = await repo.courseProgressRows(db, userId, ids);
    return new Map(
      rows.map((row) => [row.contentId, { progress: toProgress(row), termsAccepted: row.termsAccepted }]),
    );
  };
  // From the session cache when it is on, per list of courses: every hot read (home, cluster pages,
  // search) laid this query over its cached cards. Recording the user's lesson views, terms, attempts
  // and certificates forgets the user (training/repository.ts); a catalogue change, every user's lists.
  return userCacheOf(db)?.ofUserValue(userId, `courses:${ids.join(',')}`, load) ?? load();
}

async function progressOfOne(db: Database, userId: string, id: string): Promise<CourseProgress> {
  const [row] = await repo.courseProgressRows(db, userId, [id]);
  if (!row) throw notFound(TRAINING_ERRORS.notATraining);
  return toProgress(row);
}

function toLessonProgress(row: {
  id: string;
  duration: number | null;
  furthestSeconds: number | null;
  positionSeconds: number | null;
  completedAt: Date | null;
}): LessonProgress {
  return {
    lessonId: row.id,
    durationSeconds: row.duration && row.duration > 0 ? row.duration : null,
    furthestSeconds: row.furthestSeconds ?? 0,
    positionSeconds: row.positionSeconds ?? 0,
    completed: row.completedAt !== null,
  };
}

async function lessonProgressOf(db: Database, userId: string, id: string): Promise<LessonProgress[]> {
  const rows = await repo.lessonsWithProgress(db, userId, id);
  return rows.map(toLessonProgress);
}

/**
 * The player's progress on a lesson opened with POST view: the furthest point moves forward no faster
 * than the wall time since that opening allows (a jump is refused, nothing recorded); a media lesson is
 * complete at 90 %, a text or PDF lesson when read to its end.
 */
export async function recordLessonProgress(
  ctx: TrainingContext,
  id: string,
  lessonId: string,
  body: LessonProgressBody,
): Promise<LessonProgressResult> {
  await courseFor(ctx, id);
  const { db, user, now } = ctx;
  const lesson = await repo.lessonOf(db, id, lessonId);
  if (!lesson) throw notFound(TRAINING_ERRORS.notALesson);
  const view = await repo.findLessonView(db, user.id, lessonId);
  if (!view?.openedAt) throw conflict(TRAINING_ERRORS.lessonNotOpened);
  const duration = lesson.duration && lesson.duration > 0 ? lesson.duration : null;
  const position = Math.floor(duration === null ? body.position : Math.min(body.position, duration));
  if (position > furthestAllowed(view.furthestAtOpen, view.openedAt, now)) {
    throw conflict(TRAINING_ERRORS.progressTooFast);
  }
  const furthest = Math.max(view.furthestSeconds, position);
  const complete = isLessonComplete({ duration }, furthest, body.reachedEnd === true);
  await repo.saveLessonProgress(db, user.id, lessonId, {
    furthestSeconds: furthest,
    positionSeconds: position,
    completedAt: complete ? now : null,
  });
  const [lessons, course] = await Promise.all([
    lessonProgressOf(db, user.id, id),
    progressOfOne(db, user.id, id),
  ]);
  const mine = lessons.find((entry) => entry.lessonId === lessonId);
  if (!mine) throw notFound(TRAINING_ERRORS.notALesson);
  return { lesson: mine, course };
}

/** The user opened a lesson of the course: recorded, and the course's progress returned. */
export async function viewLesson(
  ctx: TrainingContext,
  id: string,
  lessonId: string,
): Promise<CourseProgress> {
  await courseFor(ctx, id);
  const { db, user, now } = ctx;
  if (!(await repo.isLessonOf(db, id, lessonId))) throw notFound(TRAINING_ERRORS.notALesson);
  await repo.recordLessonView(db, {
    userId: user.id,
    contentId: id,
    lessonId,
    at: now,
    slackSeconds: PROGRESS_SLACK_SECONDS,
  });
  return progressOfOne(db, user.id, id);
}

function publicAnswers(records: ExamAnswerRecord[]): ExamAnswer[] {
  return records.map(({ id, selectedOptionValue }) => ({ id, selectedOptionValue }));
}

async function presentAttempt(db: Database, attempt: ExamAttemptRow, now: Date): Promise<ExamAttempt> {
  const bank = await repo.questionsByIds(db, attempt.questionIds);
  const questions = attempt.questionIds.flatMap((questionId) => {
    const row = bank.get(questionId);
    if (!row) return [];
    const byValue = new Map(row.options.map((option) => [option.value, option]));
    const order = attempt.optionOrder[questionId] ?? row.options.map((option) => option.value);
    // Only text and value: isCorrect never leaves the server before the attempt is finished.
    const options = order.flatMap((value) => {
      const option = byValue.get(value);
      return option ? [{ text: option.text, value: option.value }] : [];
    });
    return [{ id: row.id, question: row.question, options }];
  });
  return {
    id: attempt.id,
    questions,
    answers: publicAnswers(attempt.answers),
    startTime: attempt.startedAt.toISOString(),
    deadline: attempt.deadline?.toISOString() ?? null,
    serverNow: now.toISOString(),
    totalQuestions: attempt.totalQuestions,
    minCorrectQuestions: attempt.minCorrectQuestions,
  };
}

/** Starts an attempt, or resumes the open one. */
export async function startExam(ctx: TrainingContext, id: string): Promise<ExamAttempt> {
  const { db, user, now } = ctx;
  const course = await courseFor(ctx, id);
  if (!(await repo.hasAcceptedTerms(db, user.id, id))) throw conflict(TRAINING_ERRORS.termsNotAccepted);
  if (await isPassed(db, user.id, id)) throw conflict(TRAINING_ERRORS.alreadyPassed);
  const open = await repo.findOpenAttempt(db, user.id, id);
  if (open) return presentAttempt(db, open, now);

  const [progress, last] = await Promise.all([
    progressOfOne(db, user.id, id),
    repo.lastFinishedAttempt(db, user.id, id),
  ]);
  const gate = await gateFor(ctx, course, progress, undefined, last);
  if (gate.blockedBy === 'lessons') throw conflict(TRAINING_ERRORS.lessonsNotComplete);
  if (gate.blockedBy && gate.nextAttemptAt) {
    const message = gate.blockedBy === 'pause' ? TRAINING_ERRORS.retakePause : TRAINING_ERRORS.attemptsLimit;
    throw conflictUntil(message, new Date(gate.nextAttemptAt));
  }

  const bank = await repo.questionBank(db, id);
  if (bank.length === 0) throw conflict(TRAINING_ERRORS.noQuestionBank);
  const total = Math.min(
    course.totalQuestions && course.totalQuestions > 0 ? course.totalQuestions : bank.length,
    bank.length,
  );
  // A retake asks what the recent attempts (those of the period) did not, as far as the bank allows.
  const rules = rulesOrDefault(course.rules);
  const since = new Date(now.getTime() - rules.attemptPeriodDays * DAY);
  const recent = await repo.attemptsStartedSince(db, user.id, id, since);
  const drawn = drawQuestions(
    bank,
    total,
    recent.map((row) => row.questionIds),
    shuffled,
  );
  const minCorrect = Math.min(
    total,
    Math.max(1, course.minCorrectQuestions ?? Math.ceil(total * DEFAULT_PASS_RATIO)),
  );
  const inserted = await repo.insertAttempt(db, {
    userId: user.id,
    contentId: id,
    questionIds: drawn.map((q) => q.id),
    optionOrder: Object.fromEntries(drawn.map((q) => [q.id, shuffled(q.options.map((o) => o.value))])),
    answers: [],
    startedAt: now,
    deadline: examDeadline(now, course.examDuration, course.examDurationMode),
    totalQuestions: total,
    minCorrectQuestions: minCorrect,
  });
  // A concurrent start won: resume that attempt.
  const attempt = inserted ?? (await repo.findOpenAttempt(db, user.id, id));
  if (!attempt) throw conflict(TRAINING_ERRORS.noOpenAttempt);
  return presentAttempt(db, attempt, now);
}

/** Merges answers into the saved ones; refuses questions or options that are not in the attempt. */
async function mergeAnswers(
  db: Database,
  attempt: ExamAttemptRow,
  incoming: ExamAnswer[],
  now: Date,
): Promise<ExamAnswerRecord[]> {
  const bank = await repo.questionsByIds(db, attempt.questionIds);
  const problems = incoming.flatMap((answer, index) => {
    const question = attempt.questionIds.includes(answer.id) ? bank.get(answer.id) : undefined;
    if (!question) return [{ path: `answers.${index}.id`, message: 'Not a question of this attempt' }];
    if (!question.options.some((o) => o.value === answer.selectedOptionValue)) {
      return [{ path: `answers.${index}.selectedOptionValue`, message: 'Not an option of this question' }];
    }
    return [];
  });
  if (problems.length > 0) throw validationFailed(problems);
  const byId = new Map(attempt.answers.map((answer) => [answer.id, answer]));
  for (const answer of incoming) {
    byId.set(answer.id, {
      id: answer.id,
      selectedOptionValue: answer.selectedOptionValue,
      savedAt: now.toISOString(),
    });
  }
  // Keep the attempt's question order.
  return attempt.questionIds.flatMap((questionId) => byId.get(questionId) ?? []);
}

export async function saveAnswers(ctx: TrainingContext, id: string, answers: ExamAnswer[]) {
  const { db, user, now } = ctx;
  await courseFor(ctx, id);
  const attempt = await repo.findOpenAttempt(db, user.id, id);
  if (!attempt) throw conflict(TRAINING_ERRORS.noOpenAttempt);
  if (now.getTime() > countsUntil(attempt.deadline)) throw conflict(TRAINING_ERRORS.deadlinePassed);
  const merged = await mergeAnswers(db, attempt, answers, now);
  if (!(await repo.saveAnswers(db, attempt.id, merged))) throw conflict(TRAINING_ERRORS.noOpenAttempt);
  return { answers: publicAnswers(merged), serverNow: now.toISOString() };
}

function correctValue(question: ExamQuestionRow): string | undefined {
  return question.options.find((option) => option.isCorrect)?.value;
}

/** Grades on what was saved in time; answers sent with finish count only before deadline + grace. */
export async function finishExam(
  ctx: TrainingContext,
  id: string,
  answers: ExamAnswer[],
): Promise<ExamResult> {
  const { db, user, now } = ctx;
  const course = await courseFor(ctx, id);
  const attempt = await repo.findOpenAttempt(db, user.id, id);
  if (!attempt) throw conflict(TRAINING_ERRORS.noOpenAttempt);
  const limit = countsUntil(attempt.deadline);
  const inTime = now.getTime() <= limit;
  const saved = inTime ? await mergeAnswers(db, attempt, answers, now) : attempt.answers;
  const counted = saved.filter((answer) => Date.parse(answer.savedAt) <= limit);
  const bank = await repo.questionsByIds(db, attempt.questionIds);
  const correctAnswers = counted.filter((answer) => {
    const question = bank.get(answer.id);
    return question !== undefined && correctValue(question) === answer.selectedOptionValue;
  }).length;
  const isPassedNow = correctAnswers >= attempt.minCorrectQuestions;
  const end = attempt.deadline && !inTime ? attempt.deadline : now;
  const timeSpent = Math.max(0, Math.round((end.getTime() - attempt.startedAt.getTime()) / 1000));
  const closed = await repo.finishAttempt(db, attempt.id, {
    answers: counted,
    finishedAt: now,
    correctAnswers,
    isPassed: isPassedNow,
    timeSpent,
    // Faster than anyone could read the questions: a person looks at it (the grade stands meanwhile).
    flaggedTooFast: timeSpent < plausibleMinimumSeconds(rulesOrDefault(course.rules), attempt.totalQuestions),
  });
  if (!closed) throw conflict(TRAINING_ERRORS.noOpenAttempt);
  let certificateCode: string | null = null;
  if (isPassedNow) certificateCode = await issueCertificate(db, user.id, id, attempt.id, now);
  return {
    isPassed: isPassedNow,
    correctAnswers,
    totalQuestions: attempt.totalQuestions,
    minCorrectQuestions: attempt.minCorrectQuestions,
    timeSpent,
    answers: publicAnswers(counted),
    certificateCode,
  };
}

/** The user's one certificate for the course: created on the first pass, the same code ever after. */
export async function issueCertificate(
  db: Database,
  userId: string,
  contentId: string,
  attemptId: string | null,
  finishedAt: Date,
): Promise<string> {
  for (let tries = 0; tries < 5; tries++) {
    await repo.insertCertificate(db, {
      code: newCertificateCode(),
      userId,
      contentId,
      attemptId,
      finishedAt,
      issuedAt: finishedAt,
    });
    // Either ours, or the one that existed (unique per user and course); a code collision retries.
    const certificate = await repo.findUserCertificate(db, userId, contentId);
    if (certificate) return certificate.code;
  }
  throw new Error('Could not issue a certificate code');
}

export async function getFeedback(ctx: TrainingContext, id: string): Promise<ExamFeedback> {
  const { db, user } = ctx;
  await courseFor(ctx, id);
  const attempt = await repo.lastFinishedAttempt(db, user.id, id);
  if (!attempt?.finishedAt) throw conflict(TRAINING_ERRORS.notFinished);
  // The key is for those who passed: before that, a retake must not be answerable from this page.
  const keyRevealed = await isPassed(db, user.id, id);
  const bank = await repo.questionsByIds(db, attempt.questionIds);
  const chosen = new Map(attempt.answers.map((answer) => [answer.id, answer.selectedOptionValue]));
  const questions = attempt.questionIds.flatMap((questionId) => {
    const row = bank.get(questionId);
    if (!row) return [];
    const order = attempt.optionOrder[questionId] ?? row.options.map((o) => o.value);
    const byValue = new Map(row.options.map((o) => [o.value, o]));
    const options = order.flatMap((value) => {
      const option = byValue.get(value);
      if (!option) return [];
      return [
        keyRevealed
          ? { text: option.text, value: option.value, isCorrect: option.isCorrect }
          : { text: option.text, value: option.value },
      ];
    });
    const correct = correctValue(row) ?? '';
    const selected = chosen.get(questionId) ?? null;
    return [
      {
        id: row.id,
        question: row.question,
        options,
        selectedOptionValue: selected,
        ...(keyRevealed ? { correctOptionValue: correct } : {}),
        isCorrect: selected === correct,
        explanation: row.explanation,
      },
    ];
  });
  return {
    questions,
    answers: publicAnswers(attempt.answers),
    isPassed: attempt.isPassed === true,
    correctAnswers: attempt.correctAnswers ?? 0,
    totalQuestions: attempt.totalQuestions,
    finishedAt: attempt.finishedAt.toISOString(),
    keyRevealed,
  };
}

/** `base` is PUBLIC_URL (or the request's origin) without a trailing slash. */
/** The public verification page of the user's certificate for a course, when they hold one. */
export async function certificatePageFor(
  db: Database,
  userId: string,
  contentId: string,
): Promise<string | null> {
  // The user's certificates (course -> code) from the session cache when it is on: no query per read.
  const cached = userCacheOf(db)?.ofUserValue(userId, 'certificates', async () => {
    const rows = await repo.certificateCodesOfUser(db, userId);
    return new Map(rows.map((row) => [row.contentId, row.code]));
  });
  const code = cached
    ? (await cached).get(contentId)
    : (await repo.findUserCertificate(db, userId, contentId))?.code;
  return code ? certificateVerificationPath(code) : null;
}

export function verificationUrl(base: string, code: string): string {
  return `${base}${certificateVerificationPath(code)}`;
}

function workload(details: Pick<repo.CertificateDetails, 'workloadHours' | 'duration'>): number {
  return details.workloadHours ?? Math.max(1, Math.ceil((details.duration ?? 0) / 3600));
}

export async function listCertificates(db: Database, user: UserRow, base: string): Promise<Certificate[]> {
  const rows = await repo.certificatesOfUser(db, user.id);
  return rows.map((row) => ({
    title: row.title,
    contentId: row.certificate.contentId,
    finishedDate: row.certificate.finishedAt.toISOString(),
    certificate: `${base}${certificatePdfPath(row.certificate.code)}`,
    code: row.certificate.code,
    verificationUrl: verificationUrl(base, row.certificate.code),
  }));
}

/** The PDF of one of the user's certificates; another user's code is simply not found. */
export async function certificatePdf(
  db: Database,
  user: UserRow,
  code: string,
  issuer: {
    base: string;
    brand: string;
    brandId: string;
    readMedia: (url: string) => Promise<Buffer | null>;
  },
) {
  const { base, brand } = issuer;
  const details = await repo.certificateByCode(db, code);
  if (!details || details.certificate.userId !== user.id) throw notFound('Certificate not found');
  const country = countryOrDefault(details.country);
  const signer = await certificateSignerOf(db, details.certificate.contentId);
  return renderCertificatePdf({
    texts: textsOf(country).training,
    locale: country.localeId,
    brandId: issuer.brandId,
    brand,
    signer: signer && {
      name: signer.name,
      role: signer.role,
      signaturePng: signer.signatureUrl ? await issuer.readMedia(signer.signatureUrl) : null,
    },
    appName: country.appName,
    name: `${details.firstName} ${details.lastName}`.trim(),
    register: registerLabel(details, country, textsOf(country).identity.fields),
    course: details.title,
    finishedDate: details.certificate.finishedAt,
    hours: workload(details),
    approvalCode: details.approvalCode,
    code,
    verificationUrl: verificationUrl(base, code),
  });
}

export async function verifyCertificate(db: Database, code: string): Promise<CertificateVerification> {
  const details = await repo.certificateByCode(db, code);
  if (!details) {
    return {
      valid: false,
      name: null,
      course: null,
      finishedDate: null,
      hours: null,
      approvalCode: null,
      code,
    };
  }
  return {
    valid: true,
    // An anonymised holder (decision 017): the certificate stays valid, without a name.
    name: `${details.firstName} ${details.lastName}`.trim() || null,
    course: details.title,
    finishedDate: details.certificate.finishedAt.toISOString(),
    hours: workload(details),
    approvalCode: details.approvalCode,
    code,
  };
}
