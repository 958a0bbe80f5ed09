// Dates of certificates in the reader's language; an unparsable date is shown as given.
export function formatDay(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(time);
}

/** Date and time in the reader's own time zone (the browser's), e.g. when the next exam attempt opens. */
export function formatDateTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(time);
}
