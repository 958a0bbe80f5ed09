// Course authoring (decision 021): a course's exam (settings + question bank) is versioned under MLR
// review, on the same lifecycle as content, products and events (review-workflow, issue 36): editors
// draft and submit; a reviewer other than the author approves (code and expiry) and the version goes live
// for new attempts at once (no per-country publishing), or rejects it with a comment. The live bank is
// never changed in place: attempts already open keep grading against the rows they drew. Every action is
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
import type { BankQuestionRecord, ExamSettingsRecord } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { changedFields, recordMemberAudit, sharesCountry } from '../console-kernel/index.ts';
import {
  assertCountriesInScope,
  type ExpiringApproval,
  expiringApproval,
  staffEmailsOf,
  versionedItem,
  versionSummary,
} from '../review-workflow/service.ts';
import * as repo from './repository.ts';

/** The shared MLR lifecycle over exam versions; audit actions `course.exam.<step>` (decision 021). */
const lifecycle = versionedItem<repo.ExamVersionRow, ExpiringApproval, repo.ExamVersionPatch>({
  entityType: 'course',
  actionPrefix: 'course.exam',
  noun: 'course',
  store: repo.examVersionStore,
  auditExtra: (row) => ({ approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null }),
  approval: (decision, now) => ({ ...expiringApproval(decision, now), activatedAt: now }),
  // Approval activates the bank: one bank serves every country the course is published in.
  activate: (ctx, approved) => repo.activateBank(ctx.db, approved, ctx.now),
  decideInEveryCountry: true,
});

/** An audit row of the course (its exam rules) with the before/after of what changed. */
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

function summaryOf(row: repo.CourseSummaryRow, versions: repo.ExamVersionRow[]): AdminCourseSummary {
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
  const versions = await repo.versionsOfCourses(
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
  assertCountriesInScope(ctx, row.countries as CountryCode[]);
}

/** Versions drafted before explanations existed carry none. */
function withExplanation(question: BankQuestionRecord) {
  return { ...question, explanation: question.explanation ?? null };
}

function toVersion(row: repo.ExamVersionRow, emails: Map<string, string>): ExamVersion {
  return {
    version: row.version,
    status: row.status as ExamVersion['status'],
    ...row.fields.settings,
    questions: row.fields.questions.map(withExplanation),
    ...versionSummary(row, emails),
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
    activatedAt: row.activatedAt?.toISOString() ?? null,
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
    repo.examVersionStore.versionsOf(ctx.db, id),
    repo.lessonsOf(ctx.db, id),
    liveExam(ctx, id),
    courseSettingsOf(ctx, id),
  ]);
  const emails = await staffEmailsOf(ctx.db, versions);
  return {
    ...summaryOf(row, versions),
    lessons,
    settings,
    live: { ...live.settings, questions: live.bank.map(withExplanation) },
    versions: versions.map((v) => toVersion(v, emails)),
  };
}

/**
 * Saves the exam draft on the shared lifecycle: a draft or rejected version is rewritten (back to draft);
 * after an approved version a new version starts; the first version starts from the seeded bank (its
 * audit row shows what it replaces). A version in review cannot change under its reviewer. The live bank
 * is untouched until a version is approved.
 */
export async function saveExamDraft(ctx: StaffContext, id: string, draft: ExamDraft): Promise<AdminCourse> {
  const course = await courseInScope(ctx, id);
  assertCoversCourse(ctx, course);
  const countries = course.countries as CountryCode[];
  const fields: repo.ExamFields = {
    settings: settingsOf(draft),
    questions: draft.questions.map((q) => ({
      question: q.question,
      options: q.options,
      explanation: q.explanation || null,
    })),
  };
  const [latest] = await repo.examVersionStore.versionsOf(ctx.db, id);
  if (latest) await lifecycle.edit(ctx, id, countries, () => fields);
  else {
    const live = await liveExam(ctx, id);
    await lifecycle.create(ctx, id, { countries, fields }, { settings: live.settings, questions: live.bank });
  }
  return getCourse(ctx, id);
}

/** A draft, or a rejected version, goes to review (the shared lifecycle's submit). */
export async function submitExam(ctx: StaffContext, id: string): Promise<AdminCourse> {
  assertCoversCourse(ctx, await courseInScope(ctx, id));
  await lifecycle.submit(ctx, id);
  return getCourse(ctx, id);
}

/** The reviewer's decision (the shared lifecycle's review); approval makes the version the live exam. */
export async function reviewExam(
  ctx: StaffContext,
  id: string,
  decision: ReviewDecision,
): Promise<AdminCourse> {
  assertCoversCourse(ctx, await courseInScope(ctx, id));
  await lifecycle.review(ctx, id, decision);
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
