// The rows of the CSV exports, read in keyset pages (time, then a unique key) so an export of any size
// holds one page in memory and never a long transaction. Cursors carry the time as PostgreSQL's own text
// (microseconds), since a JavaScript Date would round it to milliseconds and repeat or skip rows.
import {
  and,
  consentRecords,
  contentAccessLog,
  contentItems,
  type Database,
  eventAttendance,
  events,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
  termsAcceptances,
  trainingCertificates,
  trainingTermsAcceptances,
  users,
} from '@portal/db';
import type { Scope } from './scope.ts';

/** The last row of a page: its time (PostgreSQL text) and unique key (one or two parts). */
export interface Cursor {
  at: string;
  key: string;
  key2?: string;
}

const text = (column: SQL | object) => sql<string>`(${column})::text`;
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

function after(cursor: Cursor | null, at: object, key: object, key2?: object): SQL | undefined {
  if (!cursor) return undefined;
  if (key2)
    return sql`(${at}, ${key}::text, ${key2}::text) > (${cursor.at}::timestamptz, ${cursor.key}, ${cursor.key2 ?? ''})`;
  return sql`(${at}, ${key}::text) > (${cursor.at}::timestamptz, ${cursor.key})`;
}

function range(column: Parameters<typeof gte>[0], scope: Scope) {
  return and(gte(column, scope.start), lt(column, scope.end));
}

export function consentsPage(db: Database, scope: Scope, cursor: Cursor | null, limit: number) {
  const t = consentRecords;
  return db
    .select({
      cursorAt: text(t.createdAt),
      key: text(t.id),
      recordedAt: t.createdAt,
      country: t.country,
      visitorId: t.visitorId,
      choices: t.choices,
      policyVersion: t.policyVersion,
      userAgent: t.userAgent,
    })
    .from(t)
    .where(
      and(inArray(t.country, scope.countries), range(t.createdAt, scope), after(cursor, t.createdAt, t.id)),
    )
    .orderBy(t.createdAt, sql`${t.id}::text`)
    .limit(limit);
}

/** Acceptances of the terms of a public content link. */
export function linkAcceptancesPage(db: Database, scope: Scope, cursor: Cursor | null, limit: number) {
  const t = termsAcceptances;
  const country = scope.includeUnknownCountry
    ? or(inArray(t.country, scope.countries), isNull(t.country))
    : inArray(t.country, scope.countries);
  return db
    .select({
      cursorAt: text(t.acceptedAt),
      key: text(t.id),
      acceptedAt: t.acceptedAt,
      country: t.country,
      contentId: t.contentId,
      name: t.name,
      registerNumber: t.registerNumber,
      userId: t.userId,
      audience: t.audience,
    })
    .from(t)
    .where(and(country, range(t.acceptedAt, scope), after(cursor, t.acceptedAt, t.id)))
    .orderBy(t.acceptedAt, sql`${t.id}::text`)
    .limit(limit);
}

/** Acceptances of a course's exam terms, by physicians of the scope's countries. */
export function examTermsPage(db: Database, scope: Scope, cursor: Cursor | null, limit: number) {
  const t = trainingTermsAcceptances;
  return db
    .select({
      cursorAt: text(t.acceptedAt),
      key: text(t.userId),
      key2: t.contentId,
      acceptedAt: t.acceptedAt,
      country: users.country,
      contentId: t.contentId,
      name: fullName,
      registerNumber: users.registerNumber,
      userId: t.userId,
    })
    .from(t)
    .innerJoin(users, sql`${users.id} = ${t.userId}`)
    .where(
      and(
        inArray(users.country, scope.countries),
        range(t.acceptedAt, scope),
        after(cursor, t.acceptedAt, t.userId, t.contentId),
      ),
    )
    .orderBy(t.acceptedAt, sql`${t.userId}::text`, sql`${t.contentId}::text`)
    .limit(limit);
}

export function contentAccessPage(db: Database, scope: Scope, cursor: Cursor | null, limit: number) {
  const t = contentAccessLog;
  return db
    .select({
      cursorAt: text(t.accessedAt),
      key: text(t.id),
      accessedAt: t.accessedAt,
      country: t.country,
      contentId: t.contentId,
      contentTitle: contentItems.title,
      via: t.via,
      userId: t.userId,
      email: users.email,
      name: sql<string | null>`coalesce(${fullName}, ${t.visitorName})`,
      registerNumber: sql<string | null>`coalesce(${users.registerNumber}, ${t.visitorRegisterNumber})`,
    })
    .from(t)
    .leftJoin(users, sql`${users.id} = ${t.userId}`)
    .leftJoin(contentItems, sql`${contentItems.id} = ${t.contentId}`)
    .where(
      and(inArray(t.country, scope.countries), range(t.accessedAt, scope), after(cursor, t.accessedAt, t.id)),
    )
    .orderBy(t.accessedAt, sql`${t.id}::text`)
    .limit(limit);
}

/** Attendance of physicians of the scope's countries (an event may be shown in several). */
export function attendancePage(db: Database, scope: Scope, cursor: Cursor | null, limit: number) {
  const t = eventAttendance;
  return db
    .select({
      cursorAt: text(t.joinedAt),
      key: text(t.id),
      joinedAt: t.joinedAt,
      leftAt: t.leftAt,
      eventId: t.eventId,
      eventTitle: events.title,
      country: users.country,
      userId: t.userId,
      email: users.email,
      name: fullName,
      registerType: users.registerType,
      registerNumber: users.registerNumber,
    })
    .from(t)
    .innerJoin(users, sql`${users.id} = ${t.userId}`)
    .innerJoin(events, sql`${events.id} = ${t.eventId}`)
    .where(
      and(inArray(users.country, scope.countries), range(t.joinedAt, scope), after(cursor, t.joinedAt, t.id)),
    )
    .orderBy(t.joinedAt, sql`${t.id}::text`)
    .limit(limit);
}

export function certificatesPage(db: Database, scope: Scope, cursor: Cursor | null, limit: number) {
  const t = trainingCertificates;
  return db
    .select({
      cursorAt: text(t.issuedAt),
      key: t.code,
      issuedAt: t.issuedAt,
      code: t.code,
      contentId: t.contentId,
      courseTitle: contentItems.title,
      finishedAt: t.finishedAt,
      country: users.country,
      userId: t.userId,
      email: users.email,
      name: fullName,
      registerNumber: users.registerNumber,
    })
    .from(t)
    .innerJoin(users, sql`${users.id} = ${t.userId}`)
    .innerJoin(contentItems, sql`${contentItems.id} = ${t.contentId}`)
    .where(
      and(
        inArray(users.country, scope.countries),
        range(t.issuedAt, scope),
        after(cursor, t.issuedAt, t.code),
      ),
    )
    .orderBy(t.issuedAt, sql`${t.code}::text`)
    .limit(limit);
}
