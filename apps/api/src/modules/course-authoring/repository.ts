// Course authoring SQL (decision 021): courses as content items, their exam versions, and the switch of
// the live bank, which adds new question rows and retires the old ones (never updates nor deletes them).
import {
  and,
  asc,
  type BankQuestionRecord,
  type ContentItemRow,
  contentItems,
  contentParts,
  type Database,
  desc,
  type ExamBankVersionRow,
  type ExamQuestionRow,
  type ExamSettingsRecord,
  eq,
  examBankVersions,
  examQuestions,
  inArray,
  isNull,
  or,
  sql,
  trainingCourses,
} from '@portal/db';

/** A course with what its list row shows; countries are those it is published in. */
export interface CourseSummaryRow {
  id: string;
  title: string;
  language: string;
  countries: string[];
  lessonCount: number;
  liveQuestions: number;
  openAttempts: number;
}

const isCourse = or(eq(contentItems.mainCluster, 'to_training'), eq(contentItems.isSpeakerTraining, true));

// Column references spelt out: drizzle writes a column alone unqualified, which a subquery would take as its own.
const summaryColumns = {
  id: contentItems.id,
  title: contentItems.title,
  language: contentItems.language,
  countries: sql<
    string[]
  >`coalesce((select array_agg(p.country::text order by p.country) from content_publications p where p.content_id = content_items.id), '{}'::text[])`,
  lessonCount: sql<number>`(select count(*)::int from content_parts l where l.content_id = content_items.id and l.kind = 'lesson')`,
  liveQuestions: sql<number>`(select count(*)::int from exam_questions q where q.content_id = content_items.id and q.retired_at is null)`,
  openAttempts: sql<number>`(select count(*)::int from exam_attempts a where a.content_id = content_items.id and a.finished_at is null)`,
};

export async function courseSummaries(db: Database, id?: string): Promise<CourseSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(contentItems)
    .where(id === undefined ? isCourse : and(isCourse, eq(contentItems.id, id)))
    .orderBy(asc(contentItems.title), asc(contentItems.id));
}

export async function courseItem(db: Database, id: string): Promise<ContentItemRow | undefined> {
  const [row] = await db.select().from(contentItems).where(eq(contentItems.id, id));
  return row;
}

export async function lessonsOf(db: Database, id: string) {
  return db
    .select({ id: contentParts.id, title: contentParts.title, duration: contentParts.duration })
    .from(contentParts)
    .where(and(eq(contentParts.contentId, id), eq(contentParts.kind, 'lesson')))
    .orderBy(asc(contentParts.position), asc(contentParts.id));
}

/** The rows new attempts draw from. */
export async function liveQuestions(db: Database, id: string): Promise<ExamQuestionRow[]> {
  return db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.contentId, id), isNull(examQuestions.retiredAt)))
    .orderBy(asc(examQuestions.position), asc(examQuestions.id));
}

export type CourseRulesRow = typeof trainingCourses.$inferSelect;

/** The course's training row (workload and exam rules), or undefined when it has none yet. */
export async function courseRules(db: Database, id: string): Promise<CourseRulesRow | undefined> {
  const [row] = await db.select().from(trainingCourses).where(eq(trainingCourses.contentId, id));
  return row;
}

/** Writes the exam rules; a course without a training row gets one with `workloadHours`. */
export async function saveCourseRules(
  db: Database,
  id: string,
  rules: Omit<CourseRulesRow, 'contentId' | 'workloadHours'>,
  workloadHours: number,
): Promise<void> {
  await db
    .insert(trainingCourses)
    .values({ contentId: id, workloadHours, ...rules })
    .onConflictDoUpdate({ target: trainingCourses.contentId, set: rules });
}

export type ExamVersionRow = ExamBankVersionRow & { authorEmail: string; reviewerEmail: string | null };

/** Every exam version of the given courses, newest first, with its author's and reviewer's e-mail. */
export async function versionsOf(db: Database, ids: string[]): Promise<ExamVersionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      version: examBankVersions,
      authorEmail: sql<string>`(select s.email from staff s where s.id = exam_bank_versions.author_id)`,
      reviewerEmail: sql<
        string | null
      >`(select s.email from staff s where s.id = exam_bank_versions.reviewer_id)`,
    })
    .from(examBankVersions)
    .where(inArray(examBankVersions.contentId, ids))
    .orderBy(desc(examBankVersions.version));
  return rows.map((row) => ({
    ...row.version,
    authorEmail: row.authorEmail,
    reviewerEmail: row.reviewerEmail,
  }));
}

export interface NewExamVersion {
  contentId: string;
  version: number;
  settings: ExamSettingsRecord;
  questions: BankQuestionRecord[];
  authorId: string;
  now: Date;
}

/** Undefined when another version of that number was written meanwhile (two editors racing). */
export async function insertVersion(
  db: Database,
  v: NewExamVersion,
): Promise<ExamBankVersionRow | undefined> {
  const [row] = await db
    .insert(examBankVersions)
    .values({
      contentId: v.contentId,
      version: v.version,
      status: 'draft',
      settings: v.settings,
      questions: v.questions,
      authorId: v.authorId,
      createdAt: v.now,
      updatedAt: v.now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Changes a version only if it is still in `expected` status (else undefined: it changed meanwhile). */
export async function updateVersion(
  db: Database,
  id: string,
  expected: string,
  changes: Partial<typeof examBankVersions.$inferInsert>,
): Promise<ExamBankVersionRow | undefined> {
  const [row] = await db
    .update(examBankVersions)
    .set(changes)
    .where(and(eq(examBankVersions.id, id), eq(examBankVersions.status, expected)))
    .returning();
  return row;
}

const OPTION_VALUES = 'abcdefgh';

/**
 * Approves an in-review version and makes it the live exam, in one transaction: the old live rows are
 * retired (attempts holding them keep grading against them), the version's questions become new rows
 * with ids of their own, and the settings are copied into the course for new attempts.
 */
export async function approveAndActivate(
  db: Database,
  version: ExamBankVersionRow,
  approval: { reviewerId: string; approvalCode: string; expiresAt: Date; now: Date },
): Promise<ExamBankVersionRow | undefined> {
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(examBankVersions)
      .set({
        status: 'approved',
        reviewerId: approval.reviewerId,
        reviewedAt: approval.now,
        reviewComment: null,
        approvalCode: approval.approvalCode,
        approvalExpiresAt: approval.expiresAt,
        activatedAt: approval.now,
        updatedAt: approval.now,
      })
      .where(and(eq(examBankVersions.id, version.id), eq(examBankVersions.status, 'in_review')))
      .returning();
    if (!approved) return undefined;
    await tx
      .update(examQuestions)
      .set({ retiredAt: approval.now })
      .where(and(eq(examQuestions.contentId, version.contentId), isNull(examQuestions.retiredAt)));
    await tx.insert(examQuestions).values(
      version.questions.map((q, index) => ({
        id: `${version.contentId}-b${version.version}-q${String(index + 1).padStart(3, '0')}`,
        contentId: version.contentId,
        position: index,
        question: q.question,
        explanation: q.explanation ?? null,
        options: q.options.map((o, i) => ({
          text: o.text,
          value: OPTION_VALUES[i] ?? String(i),
          isCorrect: o.isCorrect,
        })),
        bankVersion: version.version,
      })),
    );
    const s = version.settings;
    await tx
      .update(contentItems)
      .set({
        totalQuestions: s.totalQuestions,
        minCorrectQuestions: s.minCorrectQuestions,
        examDuration: s.examDuration,
        examDurationMode: s.examDurationMode,
        examInstructions: s.examInstructions,
        examTerms: s.examTerms,
        updatedAt: approval.now,
      })
      .where(eq(contentItems.id, version.contentId));
    return approved;
  });
}
