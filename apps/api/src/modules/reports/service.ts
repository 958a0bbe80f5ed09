// The console's reports (issue 16, item 5): aggregates of the member's countries over a range of UTC days,
// each series complete (days without rows count zero) so a chart and its table show the same thing.
import type {
  ContentViewsReport,
  ExamsReport,
  MedicalRequestsReport,
  RegistrationsReport,
  ReportRange,
} from '@portal/contracts';
import type { StaffContext } from '../../context.ts';
import { type ServiceLevels, slaStanding } from '../mi-desk/service.ts';
import * as repo from './repository.ts';
import { daysOf, resolveScope, type Scope } from './scope.ts';

/** A chart of more than a year of days says nothing a table could not. */
const MAX_REPORT_DAYS = 366;

function fillDays<K extends string>(days: string[], rows: { day: string }[], key: K) {
  const byDay = new Map(rows.map((row) => [row.day, (row as Record<K, number>)[key]]));
  return days.map((day) => ({ day, [key]: byDay.get(day) ?? 0 }) as { day: string } & Record<K, number>);
}

/**
 * A per-day series of the range (days without rows count zero) beside one breakdown of the same range,
 * both read at once: the shape the content-views and registrations reports share.
 */
async function seriesWithBreakdown<K extends string, B>(
  ctx: StaffContext,
  range: ReportRange,
  key: K,
  readByDay: (db: StaffContext['db'], scope: Scope) => Promise<({ day: string } & Record<K, number>)[]>,
  readBreakdown: (db: StaffContext['db'], scope: Scope) => Promise<B>,
) {
  const scope = resolveScope(ctx, range, MAX_REPORT_DAYS);
  const [byDay, breakdown] = await Promise.all([readByDay(ctx.db, scope), readBreakdown(ctx.db, scope)]);
  return { from: scope.fromDay, to: scope.toDay, byDay: fillDays(daysOf(scope), byDay, key), breakdown };
}

export async function contentViewsReport(ctx: StaffContext, range: ReportRange): Promise<ContentViewsReport> {
  const { breakdown, ...series } = await seriesWithBreakdown(
    ctx,
    range,
    'views',
    repo.contentViewsByDay,
    repo.contentViewsByCountry,
  );
  return { ...series, byCountry: breakdown };
}

export async function examsReport(ctx: StaffContext, range: ReportRange): Promise<ExamsReport> {
  const scope = resolveScope(ctx, range, MAX_REPORT_DAYS);
  const rows = await repo.examAttemptsByCourse(ctx.db, scope);
  return {
    from: scope.fromDay,
    to: scope.toDay,
    courses: rows.map((row) => ({ ...row, passRate: row.attempts ? row.passed / row.attempts : 0 })),
  };
}

export async function medicalRequestsReport(
  ctx: StaffContext,
  range: ReportRange,
  levels: ServiceLevels,
): Promise<MedicalRequestsReport> {
  const scope = resolveScope(ctx, range, MAX_REPORT_DAYS);
  const [{ byStatus, adverseEventSuspected }, times] = await Promise.all([
    repo.medicalRequestsByStatus(ctx.db, scope),
    repo.medicalRequestTimes(ctx.db, scope),
  ]);
  // The desk's own rule (working days in the request's country), so the report and the inbox agree.
  const sla = slaStanding(times, levels, ctx.now);
  return { from: scope.fromDay, to: scope.toDay, byStatus, adverseEventSuspected, sla };
}

export async function registrationsReport(
  ctx: StaffContext,
  range: ReportRange,
): Promise<RegistrationsReport> {
  const { breakdown, ...series } = await seriesWithBreakdown(
    ctx,
    range,
    'registrations',
    repo.registrationsByDay,
    repo.registrationsByVerification,
  );
  return { ...series, byVerification: breakdown };
}
