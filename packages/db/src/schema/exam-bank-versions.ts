import { index, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, instant, timestampColumns } from './columns.ts';
import { contentItemId } from './content.ts';
import { approvalChecks, reviewWithApprovalColumns, versionColumns } from './staff.ts';

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
  /** Optional teaching note shown with the physician's result; absent in versions drafted before it. */
  explanation?: string | null;
}

export const examBankVersions = pgTable(
  'exam_bank_versions',
  {
    id: generatedId(),
    contentId: contentItemId(),
    ...versionColumns(),
    settings: jsonb('settings').$type<ExamSettingsRecord>().notNull(),
    questions: jsonb('questions').$type<BankQuestionRecord[]>().notNull(),
    ...reviewWithApprovalColumns(),
    /** When it became the live bank (= its approval). */
    activatedAt: instant('activated_at'),
    ...timestampColumns(),
  },
  (table) => [
    ...approvalChecks('exam_bank_versions', table),
    uniqueIndex('exam_bank_versions_course_version_key').on(table.contentId, table.version),
    index('exam_bank_versions_status_idx').on(table.status, table.updatedAt),
  ],
);

export type ExamBankVersionRow = typeof examBankVersions.$inferSelect;
