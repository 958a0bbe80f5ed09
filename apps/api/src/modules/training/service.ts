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
  type ExamResult,
  TRAINING_ERRORS,
  type TrainingStatus,
} from '@portal/contracts';
import { countryOrDefault } from '@portal/countries';
import type { Database, ExamAnswerRecord, ExamAttemptRow, ExamQuestionRow, UserRow } from '@portal/db';
import { conflict, forbidden, notFound, validationFailed } from '../../errors.ts';
import { canAccessSpeakerTraining } from '../../policies.ts';
import { certificateSignerOf } from '../course-authoring/signer-service.ts';
import { textsOf } from '../i18n/service.ts';
import { sessionCacheOf } from '../sessions/cache.ts';
import { newCertificateCode } from './certificate-code.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { registerLabel } from './register-label.ts';
import * as repo from './repository.ts';

const MINUTE = 60_000;
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

export async function getStatus(ctx: TrainingContext, id: string): Promise<TrainingStatus> {
  await courseFor(ctx, id);
  const { db, user } = ctx;
  const [termsAccepted, open, certificate, finishedAttempts, last, progress] = await Promise.all([
    repo.hasAcceptedTerms(db, user.id, id),
    repo.findOpenAttempt(db, user.id, id),
    repo.findUserCertificate(db, user.id, id),
    repo.countFinishedAttempts(db, user.id, id),
    repo.lastFinishedAttempt(db, user.id, id),
    progressOfOne(db, user.id, id),
  ]);
  return {
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
  // search) laid this query over its cached cards. The user's lesson views, terms, attempts and
  // certificates notify their id (migrations 0011, 0020); a catalogue change forgets every user's lists.
  return sessionCacheOf(db)?.ofUserValue(userId, `courses:${ids.join(',')}`, load) ?? load();
}

async function progressOfOne(db: Database, userId: string, id: string): Promise<CourseProgress> {
  const [row] = await repo.courseProgressRows(db, userId, [id]);
  if (!row) throw notFound(TRAINING_ERRORS.notATraining);
  return toProgress(row);
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
  await repo.recordLessonView(db, { userId: user.id, contentId: id, lessonId, at: now });
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

  const bank = await repo.questionBank(db, id);
  if (bank.length === 0) throw conflict(TRAINING_ERRORS.noQuestionBank);
  const total = Math.min(
    course.totalQuestions && course.totalQuestions > 0 ? course.totalQuestions : bank.length,
    bank.length,
  );
  const drawn = shuffled(bank).slice(0, total);
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
  await courseFor(ctx, id);
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
  const bank = await repo.questionsByIds(db, attempt.questionIds);
  const chosen = new Map(attempt.answers.map((answer) => [answer.id, answer.selectedOptionValue]));
  const questions = attempt.questionIds.flatMap((questionId) => {
    const row = bank.get(questionId);
    if (!row) return [];
    const order = attempt.optionOrder[questionId] ?? row.options.map((o) => o.value);
    const byValue = new Map(row.options.map((o) => [o.value, o]));
    const options = order.flatMap((value) => {
      const option = byValue.get(value);
      return option ? [{ text: option.text, value: option.value, isCorrect: option.isCorrect }] : [];
    });
    const correct = correctValue(row) ?? '';
    const selected = chosen.get(questionId) ?? null;
    return [
      {
        id: row.id,
        question: row.question,
        options,
        selectedOptionValue: selected,
        correctOptionValue: correct,
        isCorrect: selected === correct,
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
  const cached = sessionCacheOf(db)?.ofUserValue(userId, 'certificates', async () => {
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
