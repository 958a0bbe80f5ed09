// Which rows a report or export may read: the member's countries (or one of them, when asked), and a
// range of whole UTC days. Asking for a country outside the member's is forbidden, not silently empty.
import type { ReportRange } from '@portal/contracts';
import { COUNTRY_CODES, type CountryCode } from '@portal/countries';
import type { StaffContext } from '../../context.ts';
import { forbidden, validationFailed } from '../../errors.ts';

const DAY_MS = 86_400_000;
/** Without dates: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface Scope {
  countries: CountryCode[];
  /** Rows whose country is not known (older records) are only for a member of every country. */
  includeUnknownCountry: boolean;
  fromDay: string;
  toDay: string;
  /** [start, end) instants of the range. */
  start: Date;
  end: Date;
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

export function resolveScope(ctx: StaffContext, range: ReportRange, maxDays?: number): Scope {
  if (range.country && !ctx.staff.countries.includes(range.country)) {
    throw forbidden('That country is not one of yours');
  }
  const countries = range.country ? [range.country] : [...ctx.staff.countries];
  const toDay = range.to ?? dayOf(ctx.now);
  const fromDay =
    range.from ?? dayOf(new Date(Date.parse(`${toDay}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = new Date(`${fromDay}T00:00:00Z`);
  const end = new Date(Date.parse(`${toDay}T00:00:00Z`) + DAY_MS);
  if (end <= start) throw validationFailed([{ path: 'to', message: 'The end is before the start' }]);
  if (maxDays !== undefined && end.getTime() - start.getTime() > maxDays * DAY_MS) {
    throw validationFailed([{ path: 'from', message: `At most ${maxDays} days` }]);
  }
  const everyCountry = COUNTRY_CODES.every((code) => ctx.staff.countries.includes(code));
  return { countries, includeUnknownCountry: everyCountry && !range.country, fromDay, toDay, start, end };
}

/** Every day of the scope, in order (for charts without gaps). */
export function daysOf(scope: Scope): string[] {
  const days: string[] = [];
  for (let at = scope.start.getTime(); at < scope.end.getTime(); at += DAY_MS) {
    days.push(dayOf(new Date(at)));
  }
  return days;
}
