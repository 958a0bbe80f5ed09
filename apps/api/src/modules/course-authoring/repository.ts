// Course authoring SQL (decision 021): courses as content items, their exam versions (the store of the
// shared MLR lifecycle, review-workflow/versioned-item.ts), and the switch of the live bank, which adds new question
// rows and retires the old ones (never updates nor deletes them).
import type { CountryCode } from '@portal/countries';
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
  type SQL,
  sql,
  trainingCourses,
} from '@portal/db';
import { conflict } from '../../errors.ts';
import type { VersionPatch, VersionStore } from '../review-workflow/service.ts';

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

/** What an exam version holds under review: the settings and the whole bank travel together. */
export interface ExamFields {
  settings: ExamSettingsRecord;
  questions: BankQuestionRecord[];
}

/**
 * An exam version as the shared MLR lifecycle (admin/versioned-item.ts) reads it: its fields, and the
 * countries the course is published in (one bank serves them all; the version row does not store them).
 */
export type ExamVersionRow = ExamBankVersionRow & { countries: CountryCode[]; fields: ExamFields };

/** The lifecycle's changes of a version, with the columns only an exam's approval sets. */
export type ExamVersionPatch = VersionPatch<ExamFields> & {
  approvalExpiresAt?: Date | null;
  activatedAt?: Date | null;
};

const courseCountries = sql<
  string[]
>`coalesce((select array_agg(p.country::text order by p.country) from content_publications p where p.content_id = exam_bank_versions.content_id), '{}'::text[])`;

async function examVersions(db: Database, where: SQL): Promise<ExamVersionRow[]> {
  const rows = await db
    .select({ version: examBankVersions, countries: courseCountries })
    .from(examBankVersions)
    .where(where)
    .orderBy(desc(examBankVersions.version));
  return rows.map((row) => asVersion(row.version, row.countries as CountryCode[]));
}

const asVersion = (row: ExamBankVersionRow, countries: CountryCode[]): ExamVersionRow => ({
  ...row,
  countries,
  fields: { settings: row.settings, questions: row.questions },
});

/** Every exam version of the given courses, newest first. */
export function versionsOfCourses(db: Database, ids: string[]): Promise<ExamVersionRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : examVersions(db, inArray(examBankVersions.contentId, ids));
}

/** The exam versions as the shared lifecycle's store (the item is the course). */
export const examVersionStore: VersionStore<ExamVersionRow, ExamVersionPatch> = {
  itemIdOf: (row) => row.contentId,
  async latest(db) {
    const rows = await db
      .selectDistinctOn([examBankVersions.contentId], {
        version: examBankVersions,
        countries: courseCountries,
      })
      .from(examBankVersions)
      .orderBy(examBankVersions.contentId, desc(examBankVersions.version));
    return rows.map((row) => asVersion(row.version, row.countries as CountryCode[]));
  },
  versionsOf: (db, id) => examVersions(db, eq(examBankVersions.contentId, id)),
  async insert(db, v) {
    // Two editors racing for the same version number: the second finds the first's row.
    const [row] = await db
      .insert(examBankVersions)
      .values({
        contentId: v.itemId,
        version: v.version,
        status: 'draft',
        settings: v.fields.settings,
        questions: v.fields.questions,
        authorId: v.authorId,
        createdAt: v.now,
        updatedAt: v.now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('The exam changed meanwhile');
    return asVersion(row, v.countries);
  },
  async update(db, id, expected, { fields, countries, ...changes }) {
    const [row] = await db
      .update(examBankVersions)
      .set({ ...changes, ...(fields ? { settings: fields.settings, questions: fields.questions } : {}) })
      .where(and(eq(examBankVersions.id, id), eq(examBankVersions.status, expected)))
      .returning();
    if (!row) return undefined;
    const [read] = await examVersions(db, eq(examBankVersions.id, row.id));
    return read ?? asVersion(row, countries ?? []);
  },
};

const OPTION_VALUES = 'abcdefgh';

/**
 * Makes an approved version the live exam (its approval's transaction): the old live rows are retired
 * (attempts holding them keep grading against them), the version's questions become new rows with ids of
 * their own, and the settings are copied into the course for new attempts.
 */
export async function activateBank(db: Database, version: ExamVersionRow, now: Date): Promise<void> {
  await db
    .update(examQuestions)
    .set({ retiredAt: now })
    .where(and(eq(examQuestions.contentId, version.contentId), isNull(examQuestions.retiredAt)));
  await db.insert(examQuestions).values(
    version.fields.questions.map((q, index) => ({
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
  const s = version.fields.settings;
  await db
    .update(contentItems)
    .set({
      totalQuestions: s.totalQuestions,
      minCorrectQuestions: s.minCorrectQuestions,
      examDuration: s.examDuration,
      examDurationMode: s.examDurationMode,
      examInstructions: s.examInstructions,
      examTerms: s.examTerms,
      updatedAt: now,
    })
    .where(eq(contentItems.id, version.contentId));
}
