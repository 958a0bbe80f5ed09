// Event times in the viewer's zone (the country's IANA zone), with the zone's name beside them.

export interface EventTimeLabel {
  /** e.g. "terça-feira, 10 de março de 2026" */
  date: string;
  /** e.g. "12:00 – 13:00" */
  time: string;
  /** e.g. "Horário de Brasília" or "GMT-03:00" as the locale names it. */
  zone: string;
}

/** The zone's long name in the locale at that instant (daylight saving aware). */
export function zoneName(instant: Date, locale: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

export function formatEventTime(
  startsAt: string,
  endsAt: string,
  locale: string,
  timeZone: string,
): EventTimeLabel {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
  const sameDay = day.format(start) === day.format(end);
  const endText = sameDay ? clock.format(end) : `${day.format(end)} ${clock.format(end)}`;
  return {
    date: day.format(start),
    time: `${clock.format(start)} – ${endText}`,
    zone: zoneName(start, locale, timeZone),
  };
}

/** The ISO instant for a <time dateTime>. */
export const machineTime = (iso: string) => new Date(iso).toISOString();
