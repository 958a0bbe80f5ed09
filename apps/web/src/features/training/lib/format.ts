// Dates of certificates in the reader's language; an unparsable date is shown as given. A calendar day
// (YYYY-MM-DD) is that day everywhere: read in UTC, so the server's render and the browser agree.
export function formatDay(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(calendarDay ? { timeZone: 'UTC' } : {}),
  }).format(time);
}

/** Date and time in the reader's own time zone (the browser's), e.g. when the next exam attempt opens. */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
