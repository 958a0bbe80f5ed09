// Service levels of the medical-information desk (issue 16, docs/decisions/016): a request is due at the
// end of its country's Nth working day (Monday to Friday in the country's time zone) after the day it
// arrived. N per country comes from MI_SLA_WORKING_DAYS. Pure functions: the clock is passed in.
import { COUNTRY_CODES, type CountryCode, getCountry } from '@portal/countries';

export type ServiceLevels = Record<CountryCode, number>;

export const DEFAULT_SLA_WORKING_DAYS = 5;
const MAX_SLA_WORKING_DAYS = 60;

/**
 * `5` (every country), `BR=3,MX=5` (those countries; the others the default), or both: `4,BR=2`.
 * Returns an error message for anything else.
 */
export function parseServiceLevels(value: string): ServiceLevels | string {
  let fallback = DEFAULT_SLA_WORKING_DAYS;
  const given: Partial<ServiceLevels> = {};
  for (const part of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(?:([A-Z]{2})=)?(\d{1,2})$/.exec(part.toUpperCase());
    const days = Number(match?.[2]);
    if (!match || days < 1 || days > MAX_SLA_WORKING_DAYS)
      return `Expected working days 1..${MAX_SLA_WORKING_DAYS} as "5" or "BR=3,MX=5", got "${part}"`;
    const country = match[1];
    if (country === undefined) fallback = days;
    else if ((COUNTRY_CODES as readonly string[]).includes(country)) given[country as CountryCode] = days;
    else return `Unknown country "${country}" in "${part}"`;
  }
  return Object.fromEntries(COUNTRY_CODES.map((code) => [code, given[code] ?? fallback])) as ServiceLevels;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock fields (24-hour) of `at` in the zone: one reading for the local date and the offset. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

function localDate(at: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(at, timeZone);
  return { year, month, day };
}

/** Milliseconds the zone is ahead of UTC at `at`. */
function zoneOffset(at: Date, timeZone: string): number {
  const local = wallClock(at, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The last instant (23:59:59.999) of a local calendar day in the zone. */
function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 23, 59, 59, 999);
  return new Date(naive - zoneOffset(new Date(naive), timeZone));
}

/** The calendar day `workingDays` working days after the day of `received` (weekends skipped). */
export function addWorkingDays(start: LocalDate, workingDays: number): LocalDate {
  const cursor = new Date(Date.UTC(start.year, start.month - 1, start.day));
  let left = workingDays;
  while (left > 0) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return { year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate() };
}

/** When a request of `country` received at `received` is due. */
export function dueDate(received: Date, country: CountryCode, levels: ServiceLevels): Date {
  const timeZone = getCountry(country).timeZone.iana;
  return endOfLocalDay(addWorkingDays(localDate(received, timeZone), levels[country]), timeZone);
}

/** Breached: not answered by the due date (answered late, or still unanswered past it). */
export function slaBreached(due: Date, answeredAt: Date | null, now: Date): boolean {
  return (answeredAt ?? now).getTime() > due.getTime();
}

export const PV_CLOCK_MS = 24 * 60 * 60 * 1000;
