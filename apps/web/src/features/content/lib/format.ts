// Dates come as ISO strings (durations: #lib/duration.ts).
import { getCountry } from '#lib/country.ts';

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
