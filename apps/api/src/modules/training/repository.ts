// Training SQL: courses as the viewer's country sees them, question banks, attempts and certificates.
import type { CountryCode } from '@portal/countries';
import {
  and,
  type ContentItemRow,
  contentItems,
  contentParts,
  contentPublications,
  type Database,
  desc,
  type ExamAnswerRecord,
  type ExamAttemptRow,
  type ExamQuestionRow,
  eq,
  examAttempts,
  examQuestions,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  type SQL,
  sql,
  type TrainingCertificateRow,
  trainingCertificates,
  trainingCourses,
  trainingLessonViews,
  trainingTermsAcceptances,
  users,
} from '@portal/db';
import { livePublicationIn } from '../../db/live-publication.ts';
import { forgetUser } from '../sessions/cache.ts';

/** The course's exam rules (issue 35); a course without a training_courses row has the defaults. */
export interface CourseRules {
  lessonsRequired: boolean;
  retakePauseHours: number;
  maxAttemptsPerPeriod: number;
  attemptPeriodDays: number;
  minAttemptSeconds: number | null;
}

export type CourseRow = ContentItemRow & {
  approvalCode: string | null;
  workloadHours: number | null;
  rules: CourseRules | null;
};

/** The item with its live publication in `country` at `now`, or undefined. */
export async function findPublishedCourse(
  db: Database,
  id: string,
  country: CountryCode,
  now: Date,
): Promise<CourseRow | undefined> {
  const [row] = await db
    .select({
      item: contentItems,
      approvalCode: contentPublications.approvalCode,
      hours: trainingCourses.workloadHours,
      rules: {
        lessonsRequired: trainingCourses.lessonsRequired,
        retakePauseHours: trainingCourses.retakePauseHours,
        maxAttemptsPerPeriod: trainingCourses.maxAttemptsPerPeriod,
        attemptPeriodDays: trainingCourses.attemptPeriodDays,
        minAttemptSeconds: trainingCourses.minAttemptSeconds,
      },
    })
    .from(contentItems)
    .innerJoin(
      contentPublications,
      and(eq(contentPublications.contentId, contentItems.id), livePublicationIn(country, now)),
    )
    .leftJoin(trainingCourses, eq(trainingCourses.contentId, contentItems.id))
    .where(eq(contentItems.id, id));
  if (!row) return undefined;
  // Without a training_courses row the left join yields nulls: the defaults apply.
  const rules = row.hours === null ? null : (row.rules as CourseRules);
  return { ...row.item, approvalCode: row.approvalCode, workloadHours: row.hours, rules };
}

export async function acceptTerms(db: Database, userId: string, contentId: string, at: Date): Promise<Date> {
  await db
    .insert(trainingTermsAcceptances)
    .values({ userId, contentId, acceptedAt: at })
    .onConflictDoNothing();
  await forgetUser(db, userId);
  const [row] = await db
    .select()
    .from(trainingTermsAcceptances)
    .where(
      and(eq(trainingTermsAcceptances.userId, userId), eq(trainingTermsAcceptances.contentId, contentId)),
    );
  return row?.acceptedAt ?? at;
}

export async function hasAcceptedTerms(db: Database, userId: string, contentId: string): Promise<boolean> {
  const rows = await db
    .select({ at: trainingTermsAcceptances.acceptedAt })
    .from(trainingTermsAcceptances)
    .where(
      and(eq(trainingTermsAcceptances.userId, userId), eq(trainingTermsAcceptances.contentId, contentId)),
    );
  return rows.length > 0;
}

/** The live bank new attempts draw from: rows a newer approved bank retired are left out (decision 021). */
export async function questionBank(db: Database, contentId: string): Promise<ExamQuestionRow[]> {
  return db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.contentId, contentId), isNull(examQuestions.retiredAt)))
    .orderBy(examQuestions.position, examQuestions.id);
}

export async function questionsByIds(db: Database, ids: string[]): Promise<Map<string, ExamQuestionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(examQuestions).where(inArray(examQuestions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A user's attempts at a course: the open one (at most one), or the finished ones. */
function attemptsOf(userId: string, contentId: string, state: 'open' | 'finished'): SQL | undefined {
  const finished = state === 'open' ? isNull(examAttempts.finishedAt) : isNotNull(examAttempts.finishedAt);
  return and(eq(examAttempts.userId, userId), eq(examAttempts.contentId, contentId), finished);
}

/** The attempt matching `condition`; of several finished ones, the last to finish (or, at one instant, to start). */
async function latestAttempt(db: Database, condition: SQL | undefined): Promise<ExamAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(condition)
    .orderBy(desc(examAttempts.finishedAt), desc(examAttempts.startedAt))
    .limit(1);
  return row;
}

export function findOpenAttempt(db: Database, userId: string, contentId: string) {
  return latestAttempt(db, attemptsOf(userId, contentId, 'open'));
}

export function lastFinishedAttempt(db: Database, userId: string, contentId: string) {
  return latestAttempt(db, attemptsOf(userId, contentId, 'finished'));
}

export async function countFinishedAttempts(
  db: Database,
  userId: string,
  contentId: string,
): Promise<number> {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(attemptsOf(userId, contentId, 'finished'));
  return rows.length;
}

/** Start times (newest first) and drawn questions of the user's attempts started after `since`. */
export async function attemptsStartedSince(
  db: Database,
  userId: string,
  contentId: string,
  since: Date,
): Promise<{ startedAt: Date; questionIds: string[] }[]> {
  return db
    .select({ startedAt: examAttempts.startedAt, questionIds: examAttempts.questionIds })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.userId, userId),
        eq(examAttempts.contentId, contentId),
        // Strictly after: an attempt leaves the period at the very instant `retryAt` names.
        gt(examAttempts.startedAt, since),
      ),
    )
    .orderBy(desc(examAttempts.startedAt));
}

export type NewAttempt = typeof examAttempts.$inferInsert;

/** Inserts the attempt; undefined when another open attempt won a concurrent start. */
export async function insertAttempt(db: Database, attempt: NewAttempt): Promise<ExamAttemptRow | undefined> {
  const [row] = await db.insert(examAttempts).values(attempt).onConflictDoNothing().returning();
  await forgetUser(db, attempt.userId);
  return row;
}

/** Replaces the answers of an attempt still open; false when it was finished meanwhile. */
export async function saveAnswers(
  db: Database,
  attemptId: string,
  answers: ExamAnswerRecord[],
): Promise<boolean> {
  return updateOpenAttempt(db, attemptId, { answers });
}

export interface AttemptGrade {
  answers: ExamAnswerRecord[];
  finishedAt: Date;
  correctAnswers: number;
  isPassed: boolean;
  timeSpent: number;
  flaggedTooFast: boolean;
}

/** Closes an open attempt with its grade; false when it was finished meanwhile. */
export async function finishAttempt(db: Database, attemptId: string, grade: AttemptGrade): Promise<boolean> {
  return updateOpenAttempt(db, attemptId, grade);
}

/** Changes an attempt only while it is open: of a save and a finish racing, the finish is final. */
async function updateOpenAttempt(
  db: Database,
  attemptId: string,
  changes: Partial<NewAttempt>,
): Promise<boolean> {
  const rows = await db
    .update(examAttempts)
    .set(changes)
    .where(and(eq(examAttempts.id, attemptId), isNull(examAttempts.finishedAt)))
    .returning({ id: examAttempts.id });
  return rows.length > 0;
}

export async function findUserCertificate(
  db: Database,
  userId: string,
  contentId: string,
): Promise<TrainingCertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingCertificates)
    .where(and(eq(trainingCertificates.userId, userId), eq(trainingCertificates.contentId, contentId)));
  return row;
}

/** Every certificate code of the user, per course (the session cache keeps it per user). */
export async function certificateCodesOfUser(
  db: Database,
  userId: string,
): Promise<{ contentId: string; code: string }[]> {
  return db
    .select({ contentId: trainingCertificates.contentId, code: trainingCertificates.code })
    .from(trainingCertificates)
    .where(eq(trainingCertificates.userId, userId));
}

/** Inserts unless the user already holds the course's certificate (the unique index decides). */
export async function insertCertificate(
  db: Database,
  certificate: typeof trainingCertificates.$inferInsert,
): Promise<void> {
  await db.insert(trainingCertificates).values(certificate).onConflictDoNothing();
  await forgetUser(db, certificate.userId);
}

export interface CertificateDetails {
  certificate: TrainingCertificateRow;
  title: string;
  duration: number | null;
  workloadHours: number | null;
  firstName: string;
  lastName: string;
  country: CountryCode;
  registerType: string | null;
  registerNumber: string | null;
  registerUf: string | null;
  approvalCode: string | null;
}

const detailColumns = {
  certificate: trainingCertificates,
  title: contentItems.title,
  duration: contentItems.duration,
  workloadHours: trainingCourses.workloadHours,
  firstName: users.firstName,
  lastName: users.lastName,
  country: users.country,
  registerType: users.registerType,
  registerNumber: users.registerNumber,
  registerUf: users.registerUf,
  approvalCode: contentPublications.approvalCode,
};

function detailsQuery(db: Database) {
  return db
    .select(detailColumns)
    .from(trainingCertificates)
    .innerJoin(contentItems, eq(contentItems.id, trainingCertificates.contentId))
    .innerJoin(users, eq(users.id, trainingCertificates.userId))
    .leftJoin(trainingCourses, eq(trainingCourses.contentId, trainingCertificates.contentId))
    .leftJoin(
      contentPublications,
      and(
        eq(contentPublications.contentId, trainingCertificates.contentId),
        eq(contentPublications.country, users.country),
      ),
    );
}

export async function certificateByCode(db: Database, code: string): Promise<CertificateDetails | undefined> {
  const [row] = await detailsQuery(db).where(eq(trainingCertificates.code, code));
  return row;
}

export async function certificatesOfUser(db: Database, userId: string): Promise<CertificateDetails[]> {
  return detailsQuery(db)
    .where(eq(trainingCertificates.userId, userId))
    .orderBy(desc(trainingCertificates.finishedAt));
}

/**
 * A user opened a lesson: first view recorded, a later one moves the time. Either opens a watching
 * session from the furthest point reached so far, and closes the user's other sessions: one lesson plays
 * at a time, so lessons left playing side by side in several tabs do not all count the same minutes.
 */
export async function recordLessonView(
  db: Database,
  view: { userId: string; contentId: string; lessonId: string; at: Date; slackSeconds: number },
): Promise<void> {
  const { userId, contentId, lessonId, at, slackSeconds } = view;
  await db
    .insert(trainingLessonViews)
    .values({ userId, contentId, lessonId, viewedAt: at, openedAt: at })
    .onConflictDoUpdate({
      target: [trainingLessonViews.userId, trainingLessonViews.lessonId],
      set: {
        viewedAt: at,
        openedAt: at,
        // The slack is granted once: reopening again and again must not add it up to a jump.
        furthestAtOpen: sql`greatest(0, ${trainingLessonViews.furthestSeconds} - ${slackSeconds})`,
      },
    });
  // After the opening, not before: two openings at once then close each other rather than both stay open.
  await db
    .update(trainingLessonViews)
    .set({ openedAt: null })
    .where(
      and(
        eq(trainingLessonViews.userId, userId),
        ne(trainingLessonViews.lessonId, lessonId),
        isNotNull(trainingLessonViews.openedAt),
      ),
    );
  await forgetUser(db, userId);
}

export type LessonViewRow = typeof trainingLessonViews.$inferSelect;

export async function findLessonView(
  db: Database,
  userId: string,
  lessonId: string,
): Promise<LessonViewRow | undefined> {
  const [row] = await db
    .select()
    .from(trainingLessonViews)
    .where(and(eq(trainingLessonViews.userId, userId), eq(trainingLessonViews.lessonId, lessonId)));
  return row;
}

/** Moves the furthest point forward only (two devices reporting at once never move it back). */
export async function saveLessonProgress(
  db: Database,
  userId: string,
  lessonId: string,
  progress: { furthestSeconds: number; positionSeconds: number; completedAt: Date | null },
): Promise<void> {
  const { furthestSeconds, positionSeconds, completedAt } = progress;
  await db
    .update(trainingLessonViews)
    .set({
      furthestSeconds: sql`greatest(${trainingLessonViews.furthestSeconds}, ${furthestSeconds})`,
      positionSeconds,
      completedAt: sql`coalesce(${trainingLessonViews.completedAt}, ${completedAt})`,
    })
    .where(and(eq(trainingLessonViews.userId, userId), eq(trainingLessonViews.lessonId, lessonId))); // A completed lesson changes the course progress the cache holds for the user.
  await forgetUser(db, userId);
}

/** A lesson of a course with what decides its completion: its media and the media's length. */
export interface LessonRow {
  id: string;
  duration: number | null;
  hasMedia: boolean;
}

export async function lessonOf(
  db: Database,
  contentId: string,
  lessonId: string,
): Promise<LessonRow | undefined> {
  const [row] = await db
    .select({
      id: contentParts.id,
      duration: contentParts.duration,
      hasMedia: sql<boolean>`${contentParts.mediaUrl} is not null`,
    })
    .from(contentParts)
    .where(
      and(
        eq(contentParts.id, lessonId),
        eq(contentParts.contentId, contentId),
        eq(contentParts.kind, 'lesson'),
      ),
    );
  return row;
}

/** The course's lessons in order with the user's progress on each (null where never opened). */
export async function lessonsWithProgress(db: Database, userId: string, contentId: string) {
  return db
    .select({
      id: contentParts.id,
      duration: contentParts.duration,
      hasMedia: sql<boolean>`${contentParts.mediaUrl} is not null`,
      furthestSeconds: trainingLessonViews.furthestSeconds,
      positionSeconds: trainingLessonViews.positionSeconds,
      completedAt: trainingLessonViews.completedAt,
    })
    .from(contentParts)
    .leftJoin(
      trainingLessonViews,
      and(eq(trainingLessonViews.lessonId, contentParts.id), eq(trainingLessonViews.userId, userId)),
    )
    .where(and(eq(contentParts.contentId, contentId), eq(contentParts.kind, 'lesson')))
    .orderBy(contentParts.position, contentParts.id);
}

export async function isLessonOf(db: Database, contentId: string, lessonId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contentParts.id })
    .from(contentParts)
    .where(
      and(
        eq(contentParts.id, lessonId),
        eq(contentParts.contentId, contentId),
        eq(contentParts.kind, 'lesson'),
      ),
    );
  return rows.length > 0;
}

/** What a course's progress is computed from, for one user and one course. */
export interface CourseProgressRow {
  contentId: string;
  workloadHours: number | null;
  duration: number | null;
  passedAt: Date | string | null;
  termsAccepted: boolean;
  attempted: boolean;
  lessonCount: number;
  lessonsViewed: number;
  lessonsCompleted: number;
  nextLessonId: string | null;
}

/** The user's progress on every course among `ids`, in one query (lists call it once per page). */
export async function courseProgressRows(
  db: Database,
  userId: string,
  ids: string[],
): Promise<CourseProgressRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.id as "contentId", tc.workload_hours as "workloadHours", c.duration,
      cert.finished_at as "passedAt",
      exists(select 1 from training_terms_acceptances a
        where a.user_id = ${userId} and a.content_id = c.id) as "termsAccepted",
      exists(select 1 from exam_attempts e where e.user_id = ${userId} and e.content_id = c.id) as "attempted",
      (select count(*) from content_parts p where p.content_id = c.id and p.kind = 'lesson')::int as "lessonCount",
      (select count(*) from training_lesson_views v
        where v.user_id = ${userId} and v.content_id = c.id)::int as "lessonsViewed",
      (select count(*) from training_lesson_views v
        where v.user_id = ${userId} and v.content_id = c.id and v.completed_at is not null)::int
        as "lessonsCompleted",
      (select p.id from content_parts p
        where p.content_id = c.id and p.kind = 'lesson'
          and not exists (select 1 from training_lesson_views v
            where v.user_id = ${userId} and v.lesson_id = p.id and v.completed_at is not null)
        order by p.position, p.id limit 1) as "nextLessonId"
    from content_items c
    left join training_courses tc on tc.content_id = c.id
    left join training_certificates cert on cert.content_id = c.id and cert.user_id = ${userId}
    where c.id in (${list})`);
  return (result as unknown as { rows: CourseProgressRow[] }).rows;
}
