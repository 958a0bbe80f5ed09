// Course authoring (decision 021): a course's exam (settings + question bank) is versioned under MLR
// review. Editors draft and submit; a reviewer other than the author approves (code and expiry) and the
// version goes live for new attempts at once, or rejects it with a comment. The live bank is never
// changed in place: attempts already open keep grading against the rows they drew. Every action is
// audited with the before/after of what it changed.
import {
  type AdminCourse,
  type AdminCourseSummary,
  type CourseSettings,
  DEFAULT_COURSE_SETTINGS,
  type ExamDraft,
  type ExamVersion,
  type ReviewDecision,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { BankQuestionRecord, ExamBankVersionRow, ExamSettingsRecord } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { changedFields, recordMemberAudit } from '../admin/audit-service.ts';
import { coversCountry, mayReview, sharesCountry } from '../admin/policy.ts';
import { inTransaction } from '../admin/staff-context.ts';
import * as repo from './repository.ts';

/** An audit row of the course with the before/after of what changed. */
function audit(
  ctx: StaffContext,
  id: string,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  return recordMemberAudit(ctx.db, ctx, {
    action,
    entityType: 'course',
    entityId: id,
    changes: changedFields(before, after),
  });
}

function settingsOf(draft: ExamDraft): ExamSettingsRecord {
  return {
    totalQuestions: draft.totalQuestions,
    minCorrectQuestions: draft.minCorrectQuestions,
    examDuration: draft.examDuration,
    examDurationMode: draft.examDurationMode,
    examInstructions: draft.examInstructions || null,
    examTerms: draft.examTerms || null,
  };
}

/** What the audit trail records of a version (or of the live exam before any version). */
function auditView(
  settings: ExamSettingsRecord,
  questions: BankQuestionRecord[],
  row?: ExamBankVersionRow,
): Record<string, unknown> {
  return {
    ...settings,
    questions,
    ...(row
      ? {
          version: row.version,
          status: row.status,
          reviewComment: row.reviewComment,
          approvalCode: row.approvalCode,
          approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
        }
      : {}),
  };
}
const viewOf = (row: ExamBankVersionRow) => auditView(row.settings, row.questions, row);

function summaryOf(row: repo.CourseSummaryRow, versions: ExamBankVersionRow[]): AdminCourseSummary {
  const latest = versions[0];
  const live = versions.find((v) => v.activatedAt !== null);
  return {
    id: row.id,
    title: row.title,
    language: row.language === 'es' ? 'es' : 'pt',
    countries: row.countries as CountryCode[],
    lessonCount: Number(row.lessonCount),
    liveQuestions: Number(row.liveQuestions),
    liveVersion: live?.version ?? 0,
    pendingStatus: latest && latest.status !== 'approved' ? (latest.status as ExamVersion['status']) : null,
    openAttempts: Number(row.openAttempts),
  };
}

/** The courses of the member's countries (published in at least one of them). */
export async function listCourses(ctx: StaffContext): Promise<AdminCourseSummary[]> {
  const rows = (await repo.courseSummaries(ctx.db)).filter((row) =>
    sharesCountry(ctx.staff, row.countries as CountryCode[]),
  );
  const versions = await repo.versionsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    summaryOf(
      row,
      versions.filter((v) => v.contentId === row.id),
    ),
  );
}

/** The course row; 404 when not a course or outside the member's countries. */
export async function courseInScope(ctx: StaffContext, id: string): Promise<repo.CourseSummaryRow> {
  const [row] = await repo.courseSummaries(ctx.db, id);
  if (!row || !sharesCountry(ctx.staff, row.countries as CountryCode[])) throw notFound('No such course');
  return row;
}

/** One bank serves every country of the course: changing it needs all of them in the member's scope. */
export function assertCoversCourse(ctx: StaffContext, row: repo.CourseSummaryRow): void {
  const outside = (row.countries as CountryCode[]).filter((c) => !coversCountry(ctx.staff, c));
  if (outside.length > 0) throw forbidden(`Not a country of yours: ${outside.join(', ')}`);
}

/** Versions drafted before explanations existed carry none. */
function withExplanation(question: BankQuestionRecord) {
  return { ...question, explanation: question.explanation ?? null };
}

function toVersion(row: repo.ExamVersionRow): ExamVersion {
  return {
    version: row.version,
    status: row.status as ExamVersion['status'],
    ...row.settings,
    questions: row.questions.map(withExplanation),
    authorEmail: row.authorEmail,
    reviewerEmail: row.reviewerEmail,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The exam new attempts get now: the course's settings and its unretired questions. */
async function liveExam(ctx: StaffContext, id: string) {
  const [item, questions] = await Promise.all([repo.courseItem(ctx.db, id), repo.liveQuestions(ctx.db, id)]);
  const settings: ExamSettingsRecord = {
    totalQuestions: item?.totalQuestions ?? questions.length,
    minCorrectQuestions: item?.minCorrectQuestions ?? 1,
    examDuration: item?.examDuration ? item.examDuration : null,
    examDurationMode:
      item?.examDuration && (item.examDurationMode === 'minutes' || item.examDurationMode === 'hours')
        ? item.examDurationMode
        : null,
    examInstructions: item?.examInstructions ?? null,
    examTerms: item?.examTerms ?? null,
  };
  const bank: BankQuestionRecord[] = questions.map((q) => ({
    question: q.question,
    options: q.options.map((o) => ({ text: o.text, isCorrect: o.isCorrect })),
    explanation: q.explanation,
  }));
  return { settings, bank };
}

export async function getCourse(ctx: StaffContext, id: string): Promise<AdminCourse> {
  const row = await courseInScope(ctx, id);
  const [versions, lessons, live, settings] = await Promise.all([
    repo.versionsOf(ctx.db, [id]),
    repo.lessonsOf(ctx.db, id),
    liveExam(ctx, id),
    courseSettingsOf(ctx, id),
  ]);
  return {
    ...summaryOf(row, versions),
    lessons,
    settings,
    live: { ...live.settings, questions: live.bank.map(withExplanation) },
    versions: versions.map(toVersion),
  };
}

/**
 * Saves the exam draft: a draft or rejected version is rewritten (back to draft); after an approved
 * version (or on the seeded bank) a new version starts. A version in review cannot change under its
 * reviewer. The live bank is untouched until a version is approved.
 */
// Each change below and its audit row are written in one transaction (issue 34): neither without the other.
export const saveExamDraft = (ctx: StaffContext, id: string, draft: ExamDraft): Promise<AdminCourse> =>
  inTransaction(ctx, (tx) => saveExamDraftIn(tx, id, draft));
export const submitExam = (ctx: StaffContext, id: string): Promise<AdminCourse> =>
  inTransaction(ctx, (tx) => submitExamIn(tx, id));
export const reviewExam = (ctx: StaffContext, id: string, decision: ReviewDecision): Promise<AdminCourse> =>
  inTransaction(ctx, (tx) => reviewExamIn(tx, id, decision));

async function saveExamDraftIn(ctx: StaffContext, id: string, draft: ExamDraft): Promise<AdminCourse> {
  const course = await courseInScope(ctx, id);
  assertCoversCourse(ctx, course);
  const [latest] = await repo.versionsOf(ctx.db, [id]);
  if (latest?.status === 'in_review') throw conflict('The exam is in review: wait for the decision');
  const settings = settingsOf(draft);
  const questions: BankQuestionRecord[] = draft.questions.map((q) => ({
    question: q.question,
    options: q.options,
    explanation: q.explanation || null,
  }));
  let before: Record<string, unknown>;
  let after: ExamBankVersionRow | undefined;
  if (!latest || latest.status === 'approved') {
    const live = await liveExam(ctx, id);
    before = auditView(live.settings, live.bank, latest);
    after = await repo.insertVersion(ctx.db, {
      contentId: id,
      version: (latest?.version ?? 0) + 1,
      settings,
      questions,
      authorId: ctx.staff.id,
      now: ctx.now,
    });
  } else {
    before = viewOf(latest);
    after = await repo.updateVersion(ctx.db, latest.id, latest.status, {
      settings,
      questions,
      status: 'draft',
      authorId: ctx.staff.id,
      updatedAt: ctx.now,
    });
  }
  if (!after) throw conflict('The exam changed meanwhile');
  await audit(ctx, id, 'course.exam.edit', before, viewOf(after));
  return getCourse(ctx, id);
}

async function courseSettingsOf(ctx: StaffContext, id: string): Promise<CourseSettings> {
  const row = await repo.courseRules(ctx.db, id);
  if (!row) return DEFAULT_COURSE_SETTINGS;
  return {
    lessonsRequired: row.lessonsRequired,
    retakePauseHours: row.retakePauseHours,
    maxAttemptsPerPeriod: row.maxAttemptsPerPeriod,
    attemptPeriodDays: row.attemptPeriodDays,
    minAttemptSeconds: row.minAttemptSeconds,
  };
}

/**
 * The course's exam rules (lessons first, pause, attempts per period, plausible minimum time): operational
 * rules, not promotional text, so they apply at once (audited) without MLR review.
 */
export async function saveCourseSettings(
  ctx: StaffContext,
  id: string,
  settings: CourseSettings,
): Promise<AdminCourse> {
  const course = await courseInScope(ctx, id);
  assertCoversCourse(ctx, course);
  const before = await courseSettingsOf(ctx, id);
  const item = await repo.courseItem(ctx.db, id);
  const workload = Math.max(1, Math.ceil((item?.duration ?? 0) / 3600));
  await repo.saveCourseRules(ctx.db, id, settings, workload);
  await audit(ctx, id, 'course.settings.edit', { ...before }, { ...settings });
  return getCourse(ctx, id);
}

/** A draft, or a rejected version, goes to review. */
async function submitExamIn(ctx: StaffContext, id: string): Promise<AdminCourse> {
  const course = await courseInScope(ctx, id);
  assertCoversCourse(ctx, course);
  const [latest] = await repo.versionsOf(ctx.db, [id]);
  if (!latest || (latest.status !== 'draft' && latest.status !== 'rejected'))
    throw conflict('Only a draft or a rejected exam can be submitted for review');
  const after = await repo.updateVersion(ctx.db, latest.id, latest.status, {
    status: 'in_review',
    submittedAt: ctx.now,
    reviewerId: null,
    reviewedAt: null,
    updatedAt: ctx.now,
  });
  if (!after) throw conflict('The exam changed meanwhile');
  await audit(ctx, id, 'course.exam.submit', viewOf(latest), viewOf(after));
  return getCourse(ctx, id);
}

/** The reviewer's decision; approval makes the version the live exam for new attempts. */
async function reviewExamIn(ctx: StaffContext, id: string, decision: ReviewDecision): Promise<AdminCourse> {
  const course = await courseInScope(ctx, id);
  assertCoversCourse(ctx, course);
  const [latest] = await repo.versionsOf(ctx.db, [id]);
  if (latest?.status !== 'in_review') throw conflict('Only an exam in review can be decided');
  if (!mayReview(ctx.staff, latest.authorId)) throw forbidden('A reviewer cannot review their own work');
  let after: ExamBankVersionRow | undefined;
  if (decision.decision === 'approve') {
    const expiresAt = new Date(decision.expiresAt);
    if (expiresAt.getTime() <= ctx.now.getTime()) throw badRequest('The approval must expire in the future');
    after = await repo.approveAndActivate(ctx.db, latest, {
      reviewerId: ctx.staff.id,
      approvalCode: decision.approvalCode,
      expiresAt,
      now: ctx.now,
    });
  } else {
    after = await repo.updateVersion(ctx.db, latest.id, 'in_review', {
      status: 'rejected',
      reviewerId: ctx.staff.id,
      reviewedAt: ctx.now,
      reviewComment: decision.comment,
      updatedAt: ctx.now,
    });
  }
  if (!after) throw conflict('The exam changed meanwhile');
  await audit(
    ctx,
    id,
    decision.decision === 'approve' ? 'course.exam.approve' : 'course.exam.reject',
    viewOf(latest),
    viewOf(after),
  );
  return getCourse(ctx, id);
}
