// Course authoring in the console (issue 15 item 6, decision 021): courses with their lessons, and the
// exam of each (settings + question bank) versioned under MLR review. An approved exam version becomes
// the live bank for new attempts; attempts already open keep the questions they were given.
import { z } from 'zod';
import { contentVersionStatusSchema, staffCountrySchema } from './admin.ts';
import { pageSchema } from './admin-catalogue.ts';

export const courseParamsSchema = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{2,79}$/) });

/** One option of a question; exactly one option of a question is right. */
export const bankOptionSchema = z.object({
  text: z.string().trim().min(1).max(500),
  isCorrect: z.boolean(),
});

export const bankQuestionSchema = z
  .object({
    question: z.string().trim().min(3).max(1000),
    options: z.array(bankOptionSchema).min(2).max(8),
    /** Optional teaching note shown with the physician's result; it must not name the right option. */
    explanation: z.string().trim().max(2000).nullish(),
  })
  .superRefine((value, ctx) => {
    const right = value.options.filter((option) => option.isCorrect).length;
    if (right !== 1)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Exactly one option must be right' });
  });
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

const examSettingsShape = {
  /** Questions drawn for each attempt (at most the bank's size). */
  totalQuestions: z.number().int().min(1).max(200),
  /** The pass mark: right answers needed. */
  minCorrectQuestions: z.number().int().min(1).max(200),
  /** Null: untimed. */
  examDuration: z.number().int().min(1).max(10_000).nullable(),
  /** A timed exam's unit (the physician side also knows 'none': here that is null). */
  examDurationMode: z.enum(['minutes', 'hours']).nullable(),
  examInstructions: z.string().trim().max(5000).nullable(),
  examTerms: z.string().trim().max(20_000).nullable(),
};

/** What an editor writes: the exam settings and the whole bank (a new version of both). */
export const examDraftSchema = z
  .object({ ...examSettingsShape, questions: z.array(bankQuestionSchema).min(1).max(300) })
  .superRefine((value, ctx) => {
    if (value.minCorrectQuestions > value.totalQuestions)
      ctx.addIssue({
        code: 'custom',
        path: ['minCorrectQuestions'],
        message: 'The pass mark cannot exceed the questions drawn',
      });
    if (value.totalQuestions > value.questions.length)
      ctx.addIssue({
        code: 'custom',
        path: ['totalQuestions'],
        message: 'More questions drawn than the bank holds',
      });
    if ((value.examDuration === null) !== (value.examDurationMode === null))
      ctx.addIssue({
        code: 'custom',
        path: ['examDurationMode'],
        message: 'A duration needs its mode, and a mode its duration',
      });
  });
export type ExamDraft = z.infer<typeof examDraftSchema>;

/** Exam settings as they are stored (a course without an exam yet has 0 questions drawn). */
export const examSettingsViewSchema = z.object({
  totalQuestions: z.number().int(),
  minCorrectQuestions: z.number().int(),
  examDuration: z.number().int().nullable(),
  examDurationMode: z.enum(['minutes', 'hours']).nullable(),
  examInstructions: z.string().nullable(),
  examTerms: z.string().nullable(),
});
export type ExamSettingsView = z.infer<typeof examSettingsViewSchema>;

/** A question as staff see it: its options with the right one marked. */
export const adminBankQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.object({ text: z.string(), isCorrect: z.boolean() })),
  explanation: z.string().nullable(),
});

/**
 * Per-course rules of the exam that are not under MLR review (issue 35): lessons before the exam, the
 * pause between attempts, attempts per period and the plausible minimum time of an attempt.
 */
export const courseSettingsSchema = z.object({
  lessonsRequired: z.boolean(),
  /** Hours between the end of an attempt and the next start; 0: none. */
  retakePauseHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 90),
  maxAttemptsPerPeriod: z.number().int().min(1).max(100),
  attemptPeriodDays: z.number().int().min(1).max(365),
  /** Seconds; an attempt finished faster is marked for review. Null: 15 s per question drawn. */
  minAttemptSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .nullable(),
});
export type CourseSettings = z.infer<typeof courseSettingsSchema>;
export const DEFAULT_COURSE_SETTINGS: CourseSettings = {
  lessonsRequired: true,
  retakePauseHours: 24,
  maxAttemptsPerPeriod: 3,
  attemptPeriodDays: 30,
  minAttemptSeconds: null,
};
/** The plausible minimum when the course does not set one: seconds per question drawn. */
export const MIN_SECONDS_PER_QUESTION = 15;

export const examVersionSchema = z.object({
  version: z.number().int(),
  status: contentVersionStatusSchema,
  ...examSettingsViewSchema.shape,
  questions: z.array(adminBankQuestionSchema),
  authorEmail: z.string(),
  reviewerEmail: z.string().nullable(),
  reviewComment: z.string().nullable(),
  approvalCode: z.string().nullable(),
  approvalExpiresAt: z.iso.datetime().nullable(),
  /** When it became the live bank; null until approved. */
  activatedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ExamVersion = z.infer<typeof examVersionSchema>;

export const courseLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Seconds. */
  duration: z.number().nullable(),
});

export const adminCourseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  language: z.enum(['pt', 'es']),
  /** Countries the course is published in (its scope). */
  countries: z.array(staffCountrySchema),
  lessonCount: z.number().int(),
  /** Questions in the live bank. */
  liveQuestions: z.number().int(),
  /** The live exam version (0: the seeded bank, before any authored version). */
  liveVersion: z.number().int(),
  /** Status of a newer version being worked on, if any. */
  pendingStatus: contentVersionStatusSchema.nullable(),
  /** Attempts started and not finished. */
  openAttempts: z.number().int(),
});
export type AdminCourseSummary = z.infer<typeof adminCourseSummarySchema>;

export const adminCourseListSchema = pageSchema(adminCourseSummarySchema);
export type AdminCourseList = z.infer<typeof adminCourseListSchema>;

export const adminCourseSchema = adminCourseSummarySchema.extend({
  lessons: z.array(courseLessonSchema),
  settings: courseSettingsSchema,
  /** What new attempts use now: the settings and questions in force. */
  live: z.object({ ...examSettingsViewSchema.shape, questions: z.array(adminBankQuestionSchema) }),
  /** Authored exam versions, newest first. */
  versions: z.array(examVersionSchema),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;
