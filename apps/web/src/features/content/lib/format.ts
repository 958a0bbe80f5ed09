// Durations come in seconds; dates as ISO strings.
import { getCountry } from '#lib/country.ts';

/** "45 s", "12 min", "1 h 05 min"; null for a missing or non-positive duration. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** A calendar date in the page's language; the raw value when it cannot be parsed. */
export function formatDate(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(time);
}

/** `<html lang>`-style locale of the country being shown, for dates. */
export function pageLocale(): string {
  return getCountry().pageLanguage;
}
