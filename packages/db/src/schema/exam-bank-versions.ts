// Versions of a course's exam (decision 021): the exam settings and the question bank, authored together
// under MLR review (draft -> in_review -> approved with code and expiry | rejected with a comment). An
// approved version becomes the live bank at once: its questions are copied into exam_questions as new
// rows and the previous live rows are retired, never changed, so an open attempt keeps its questions.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns.ts';
import { contentItemId } from './content.ts';
import { staff } from './staff.ts';

/** The exam settings a version carries (what activation copies into content_items). */
export interface ExamSettingsRecord {
  totalQuestions: number;
  minCorrectQuestions: number;
  /** Null or 0: untimed. */
  examDuration: number | null;
  examDurationMode: 'minutes' | 'hours' | null;
  examInstructions: string | null;
  examTerms: string | null;
}

/** A drafted question: its options in order, exactly one right. */
export interface BankQuestionRecord {
  question: string;
  options: { text: string; isCorrect: boolean }[];
}

export const examBankVersions = pgTable(
  'exam_bank_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: contentItemId(),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    settings: jsonb('settings').$type<ExamSettingsRecord>().notNull(),
    questions: jsonb('questions').$type<BankQuestionRecord[]>().notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staff.id),
    submittedAt: instant('submitted_at'),
    reviewerId: uuid('reviewer_id').references(() => staff.id),
    reviewedAt: instant('reviewed_at'),
    reviewComment: text('review_comment'),
    approvalCode: text('approval_code'),
    approvalExpiresAt: instant('approval_expires_at'),
    /** When it became the live bank (= its approval). */
    activatedAt: instant('activated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'exam_bank_versions_status_known',
      sql`${table.status} in ('draft', 'in_review', 'approved', 'rejected')`,
    ),
    check(
      'exam_bank_versions_approval_complete',
      sql`${table.status} <> 'approved' or (${table.approvalCode} is not null and ${table.approvalExpiresAt} is not null)`,
    ),
    uniqueIndex('exam_bank_versions_course_version_key').on(table.contentId, table.version),
    index('exam_bank_versions_status_idx').on(table.status, table.updatedAt),
  ],
);

export type ExamBankVersionRow = typeof examBankVersions.$inferSelect;
