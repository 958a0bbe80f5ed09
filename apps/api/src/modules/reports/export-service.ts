// CSV exports of compliance records (issue 16, item 5): consents, terms acceptances, the content access
// log, event attendance and certificates, of the member's countries and a range of days. The file is
// written as it is read, page by page (export-repository.ts), so its size never sits in memory; the
// export itself is audited (action 'export') before the first byte leaves.
import { Readable } from 'node:stream';
import { EXPORT_COLUMNS, type ExportKind, type ReportRange } from '@portal/contracts';
import type { Database } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { recordMemberAudit } from '../console-kernel/index.ts';
import { type CsvValue, csvLine } from './csv.ts';
import * as repo from './export-repository.ts';
import { resolveScope, type Scope } from './scope.ts';

export const EXPORT_PAGE_SIZE = 500;
/** Excel reads UTF-8 (accents of names) only with a byte-order mark. */
const BOM = '\uFEFF';

type Page<Row> = (db: Database, scope: Scope, cursor: repo.Cursor | null, limit: number) => Promise<Row[]>;

/** Every row of a keyset-paged query, a page at a time. */
async function* pages<Row extends { cursorAt: string; key: string; key2?: string }>(
  db: Database,
  scope: Scope,
  page: Page<Row>,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let cursor: repo.Cursor | null = null;
  for (;;) {
    const rows = await page(db, scope, cursor, pageSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    cursor = { at: last.cursorAt, key: last.key, ...(last.key2 === undefined ? {} : { key2: last.key2 }) };
  }
}

const minutesBetween = (from: Date, to: Date | null) =>
  to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 60_000)) : null;

async function* recordsOf(
  kind: ExportKind,
  db: Database,
  scope: Scope,
  pageSize: number,
): AsyncGenerator<CsvValue[][]> {
  switch (kind) {
    case 'consents':
      for await (const rows of pages(db, scope, repo.consentsPage, pageSize))
        yield rows.map((r) => [
          r.recordedAt,
          r.country,
          r.visitorId,
          r.choices.analytics,
          r.choices.marketing,
          r.policyVersion,
          r.userAgent,
        ]);
      return;
    case 'terms-acceptances':
      for await (const rows of pages(db, scope, repo.linkAcceptancesPage, pageSize))
        yield rows.map((r) => [
          r.acceptedAt,
          'content_link',
          r.country,
          r.contentId,
          r.name,
          r.registerNumber,
          r.userId,
          r.audience,
        ]);
      for await (const rows of pages(db, scope, repo.examTermsPage, pageSize))
        yield rows.map((r) => [
          r.acceptedAt,
          'exam_terms',
          r.country,
          r.contentId,
          r.name,
          r.registerNumber,
          r.userId,
          null,
        ]);
      return;
    case 'content-access':
      for await (const rows of pages(db, scope, repo.contentAccessPage, pageSize))
        yield rows.map((r) => [
          r.accessedAt,
          r.country,
          r.contentId,
          r.contentTitle,
          r.via,
          r.userId,
          r.email,
          r.name,
          r.registerNumber,
        ]);
      return;
    case 'event-attendance':
      for await (const rows of pages(db, scope, repo.attendancePage, pageSize))
        yield rows.map((r) => [
          r.joinedAt,
          r.leftAt,
          minutesBetween(r.joinedAt, r.leftAt),
          r.eventId,
          r.eventTitle,
          r.country,
          r.userId,
          r.email,
          r.name,
          r.registerType,
          r.registerNumber,
        ]);
      return;
    case 'certificates':
      for await (const rows of pages(db, scope, repo.certificatesPage, pageSize))
        yield rows.map((r) => [
          r.issuedAt,
          r.code,
          r.contentId,
          r.courseTitle,
          r.finishedAt,
          r.country,
          r.userId,
          r.email,
          r.name,
          r.registerNumber,
        ]);
      return;
  }
}

async function* csvOf(kind: ExportKind, db: Database, scope: Scope, pageSize: number) {
  yield BOM + csvLine(EXPORT_COLUMNS[kind]);
  for await (const records of recordsOf(kind, db, scope, pageSize)) {
    yield records.map(csvLine).join('');
  }
}

export interface CsvExport {
  filename: string;
  stream: Readable;
}

/** Checks the scope, audits the export, and returns the file as a stream that reads as it is sent. */
export async function startExport(
  ctx: StaffContext,
  kind: ExportKind,
  range: ReportRange,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<CsvExport> {
  const scope = resolveScope(ctx, range);
  await recordMemberAudit(ctx.db, ctx, {
    action: 'export',
    entityType: 'csv',
    entityId: kind,
    country: range.country ?? null,
    changes: {
      countries: { before: null, after: scope.countries },
      from: { before: null, after: scope.fromDay },
      to: { before: null, after: scope.toDay },
    },
  });
  const where = range.country ? range.country.toLowerCase() : 'all';
  return {
    filename: `${kind}-${where}-${scope.fromDay}-${scope.toDay}.csv`,
    stream: Readable.from(csvOf(kind, ctx.db, scope, pageSize), { objectMode: false }),
  };
}
