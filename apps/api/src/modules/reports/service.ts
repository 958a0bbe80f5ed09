// The console's reports (issue 16, item 5): aggregates of the member's countries over a range of UTC days,
// each series complete (days without rows count zero) so a chart and its table show the same thing.
import type {
  ContentViewsReport,
  ExamsReport,
  MedicalRequestsReport,
  RegistrationsReport,
  ReportRange,
} from '@portal/contracts';
import type { StaffContext } from '../admin/content-service.ts';
import { type ServiceLevels, slaStanding } from '../mi-desk/service.ts';
import * as repo from './repository.ts';
import { daysOf, resolveScope } from './scope.ts';

/** A chart of more than a year of days says nothing a table could not. */
const MAX_REPORT_DAYS = 366;

function fillDays<K extends string>(days: string[], rows: { day: string }[], key: K) {
  const byDay = new Map(rows.map((row) => [row.day, (row as Record<K, number>)[key]]));
  return days.map((day) => ({ day, [key]: byDay.get(day) ?? 0 }) as { day: string } & Record<K, number>);
}

export async function contentViewsReport(ctx: StaffContext, range: ReportRange): Promise<ContentViewsReport> {
  const scope = resolveScope(ctx, range, MAX_REPORT_DAYS);
  const [byDay, byCountry] = await Promise.all([
    repo.contentViewsByDay(ctx.db, scope),
    repo.contentViewsByCountry(ctx.db, scope),
  ]);
  return {
    from: scope.fromDay,
    to: scope.toDay,
    byDay: fillDays(daysOf(scope), byDay, 'views'),
    byCountry,
  };
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
  const scope = resolveScope(ctx, range, MAX_REPORT_DAYS);
  const [byDay, byVerification] = await Promise.all([
    repo.registrationsByDay(ctx.db, scope),
    repo.registrationsByVerification(ctx.db, scope),
  ]);
  return {
    from: scope.fromDay,
    to: scope.toDay,
    byDay: fillDays(daysOf(scope), byDay, 'registrations'),
    byVerification,
  };
}
