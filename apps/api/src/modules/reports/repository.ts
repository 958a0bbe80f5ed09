// Aggregates of the reports: grouped in SQL, scoped to countries and a [start, end) range.
import type { CountryCode } from '@portal/countries';
import {
  and,
  contentAccessLog,
  contentItems,
  type Database,
  examAttempts,
  gte,
  inArray,
  isNotNull,
  lt,
  medicalInformationRequests,
  type SQL,
  sql,
  users,
} from '@portal/db';
import type { Scope } from './scope.ts';

const count = sql<number>`count(*)::int`;
const utcDay = (column: SQL | typeof contentAccessLog.accessedAt | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

function within(
  column: typeof contentAccessLog.accessedAt | typeof users.createdAt | typeof examAttempts.finishedAt,
  scope: Scope,
) {
  return and(gte(column, scope.start), lt(column, scope.end));
}

const inCountries = (
  column: typeof contentAccessLog.country | typeof users.country,
  countries: CountryCode[],
) => inArray(column, countries);

export async function contentViewsByDay(db: Database, scope: Scope) {
  const day = utcDay(contentAccessLog.accessedAt);
  return db
    .select({ day, views: count })
    .from(contentAccessLog)
    .where(
      and(inCountries(contentAccessLog.country, scope.countries), within(contentAccessLog.accessedAt, scope)),
    )
    .groupBy(day)
    .orderBy(day);
}

export async function contentViewsByCountry(db: Database, scope: Scope) {
  return db
    .select({ country: contentAccessLog.country, views: count })
    .from(contentAccessLog)
    .where(
      and(inCountries(contentAccessLog.country, scope.countries), within(contentAccessLog.accessedAt, scope)),
    )
    .groupBy(contentAccessLog.country)
    .orderBy(contentAccessLog.country);
}

/** Finished attempts per course, of physicians of the scope's countries. */
export async function examAttemptsByCourse(db: Database, scope: Scope) {
  return db
    .select({
      contentId: examAttempts.contentId,
      title: contentItems.title,
      attempts: count,
      passed: sql<number>`(count(*) filter (where ${examAttempts.isPassed}))::int`,
      flaggedTooFast: sql<number>`(count(*) filter (where ${examAttempts.flaggedTooFast}))::int`,
    })
    .from(examAttempts)
    .innerJoin(users, sql`${users.id} = ${examAttempts.userId}`)
    .innerJoin(contentItems, sql`${contentItems.id} = ${examAttempts.contentId}`)
    .where(
      and(
        inCountries(users.country, scope.countries),
        isNotNull(examAttempts.finishedAt),
        within(examAttempts.finishedAt, scope),
      ),
    )
    .groupBy(examAttempts.contentId, contentItems.title)
    .orderBy(contentItems.title);
}

export async function medicalRequestsByStatus(db: Database, scope: Scope) {
  const where = and(
    inArray(medicalInformationRequests.country, scope.countries),
    gte(medicalInformationRequests.createdAt, scope.start),
    lt(medicalInformationRequests.createdAt, scope.end),
  );
  const byStatus = await db
    .select({ status: medicalInformationRequests.status, count })
    .from(medicalInformationRequests)
    .where(where)
    .groupBy(medicalInformationRequests.status)
    .orderBy(medicalInformationRequests.status);
  const [flagged] = await db
    .select({ count })
    .from(medicalInformationRequests)
    .where(and(where, sql`${medicalInformationRequests.adverseEventSuspected}`));
  return { byStatus, adverseEventSuspected: flagged?.count ?? 0 };
}

/** The requests received in the range with what their service level needs (arrival, country, answer). */
export async function medicalRequestTimes(db: Database, scope: Scope) {
  return db
    .select({
      createdAt: medicalInformationRequests.createdAt,
      country: medicalInformationRequests.country,
      answeredAt: medicalInformationRequests.answeredAt,
    })
    .from(medicalInformationRequests)
    .where(
      and(
        inArray(medicalInformationRequests.country, scope.countries),
        gte(medicalInformationRequests.createdAt, scope.start),
        lt(medicalInformationRequests.createdAt, scope.end),
      ),
    );
}

export async function registrationsByDay(db: Database, scope: Scope) {
  const day = utcDay(users.createdAt);
  return db
    .select({ day, registrations: count })
    .from(users)
    .where(and(inCountries(users.country, scope.countries), within(users.createdAt, scope)))
    .groupBy(day)
    .orderBy(day);
}

export async function registrationsByVerification(db: Database, scope: Scope) {
  return db
    .select({ verification: users.verification, count })
    .from(users)
    .where(and(inCountries(users.country, scope.countries), within(users.createdAt, scope)))
    .groupBy(users.verification)
    .orderBy(users.verification);
}
