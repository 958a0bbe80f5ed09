import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { counter, generatedId, instant } from './columns.ts';
import { contentItemId, contentItems, contentParts } from './content.ts';
import { userId } from './users.ts';

/** An option of a bank question; `isCorrect` never leaves the server before the attempt is finished. */
export interface ExamOptionRecord {
  text: string;
  value: string;
  isCorrect: boolean;
}

/** A saved answer, with the server time it arrived (answers after deadline + grace do not count). */
export interface ExamAnswerRecord {
  id: string;
  selectedOptionValue: string;
  savedAt: string;
}

/** Per-course training settings that the content item does not carry (workload printed on certificates). */
export const trainingCourses = pgTable('training_courses', {
  contentId: text('content_id')
    .primaryKey()
    .references(() => contentItems.id, { onDelete: 'cascade' }),
  workloadHours: integer('workload_hours').notNull(),
  /** The exam opens only when every lesson is complete (issue 35). */
  lessonsRequired: boolean('lessons_required').notNull().default(true),
  /** Hours between the end of an attempt and the next start (0: none). */
  retakePauseHours: integer('retake_pause_hours').notNull().default(24),
  /** At most this many attempts started within `attemptPeriodDays`. */
  maxAttemptsPerPeriod: integer('max_attempts_per_period').notNull().default(3),
  attemptPeriodDays: integer('attempt_period_days').notNull().default(30),
  /** An attempt finished in fewer seconds is marked for review; null: derived from the questions drawn. */
  minAttemptSeconds: integer('min_attempt_seconds'),
});

/** The question bank of a course: each attempt draws totalQuestions of the live (unretired) rows. */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: text('id').primaryKey(),
    contentId: contentItemId(),
    position: counter('position'),
    question: text('question').notNull(),
    options: jsonb('options').$type<ExamOptionRecord[]>().notNull(),
    /** Shown with the physician's result (right or wrong) before they pass; never names the right option. */
    explanation: text('explanation'),
    /** The exam_bank_versions.version that brought the row; null for seeded banks (decision 021). */
    bankVersion: integer('bank_version'),
    /**
     * Set when a newer approved bank replaced the row: new attempts no longer draw it, while attempts
     * that hold it keep grading and showing feedback against it. Rows are never changed otherwise.
     */
    retiredAt: instant('retired_at'),
  },
  (table) => [index('exam_questions_content_idx').on(table.contentId, table.position)],
);

/** A user accepted a course's exam terms (required before the first start). */
export const trainingTermsAcceptances = pgTable(
  'training_terms_acceptances',
  {
    userId: userId(),
    contentId: contentItemId(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.contentId] })],
);

/**
 * A user opened a lesson of a course: the course's progress (in progress, next lesson) is read from these
 * rows. One row per user and lesson; a second view moves `viewedAt` and opens a new watching session
 * (`openedAt`, `furthestAtOpen`): the furthest point may advance only as fast as that session's wall time
 * allows (issue 35). `completedAt` is set once, when 90 % was played or a text lesson was read to its end.
 */
export const trainingLessonViews = pgTable(
  'training_lesson_views',
  {
    userId: userId(),
    contentId: contentItemId(),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => contentParts.id, { onDelete: 'cascade' }),
    viewedAt: instant('viewed_at').notNull(),
    /** Start of the current watching session (server clock). */
    openedAt: instant('opened_at'),
    /** Furthest second played when the current session opened. */
    furthestAtOpen: integer('furthest_at_open').notNull().default(0),
    /** Furthest second ever played (only moves forward). */
    furthestSeconds: integer('furthest_seconds').notNull().default(0),
    /** Where the player last was: it resumes there on any device. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: instant('completed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('training_lesson_views_user_content_idx').on(table.userId, table.contentId),
  ],
);

/** One exam attempt: the drawn questions in their shuffled order, the saved answers and the grade. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: generatedId(),
    userId: userId(),
    contentId: contentItemId(),
    /** Question ids in the order shown. */
    questionIds: text('question_ids').array().notNull(),
    /** Option values per question id, in the order shown. */
    optionOrder: jsonb('option_order').$type<Record<string, string[]>>().notNull(),
    answers: jsonb('answers').$type<ExamAnswerRecord[]>().notNull().default([]),
    startedAt: instant('started_at').notNull(),
    /** Null when the exam is untimed. */
    deadline: instant('deadline'),
    finishedAt: instant('finished_at'),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions').notNull(),
    minCorrectQuestions: integer('min_correct_questions').notNull(),
    timeSpent: integer('time_spent'),
    /** Null while open. */
    isPassed: boolean('is_passed'),
    /** Finished faster than the course's plausible minimum: listed for review in the console's reports. */
    flaggedTooFast: boolean('flagged_too_fast').notNull().default(false),
  },
  (table) => [
    index('exam_attempts_user_content_idx').on(table.userId, table.contentId, table.startedAt),
    // At most one open attempt per user and course, even when two starts race.
    uniqueIndex('exam_attempts_one_open_idx')
      .on(table.userId, table.contentId)
      .where(sql`${table.finishedAt} is null`),
  ],
);

/** The certificate of a passed course: exactly one per user and course; its code never changes. */
export const trainingCertificates = pgTable(
  'training_certificates',
  {
    code: text('code').primaryKey(),
    userId: userId(),
    contentId: contentItemId(),
    attemptId: uuid('attempt_id').references(() => examAttempts.id, { onDelete: 'set null' }),
    finishedAt: instant('finished_at').notNull(),
    issuedAt: instant('issued_at').notNull(),
  },
  (table) => [uniqueIndex('training_certificates_user_content_idx').on(table.userId, table.contentId)],
);

export type ExamQuestionRow = typeof examQuestions.$inferSelect;
export type ExamAttemptRow = typeof examAttempts.$inferSelect;
export type TrainingCertificateRow = typeof trainingCertificates.$inferSelect;
