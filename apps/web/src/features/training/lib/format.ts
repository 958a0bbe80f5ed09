// Dates of certificates in the reader's language; an unparsable date is shown as given.
export function formatDay(iso: string, locale: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(time);
}
