// An event's state for its badge: upcoming, live (the room is open), recorded (ended, recording to watch)
// or ended (no recording). Judged by the viewer's clock with the server's window, so it stays right on a
// page left open past the start; the server's `live` flag still opens the room early when the clock lags.
import { MEETING_OPENS_MINUTES_BEFORE, type PortalEvent } from '@portal/contracts';

export const EVENT_STATES = ['upcoming', 'live', 'recorded', 'ended'] as const;
export type EventState = (typeof EVENT_STATES)[number];

type Timing = Pick<PortalEvent, 'startsAt' | 'endsAt' | 'live' | 'recordingUrl'>;

export function eventState(event: Timing, now: number): EventState {
  if (now >= Date.parse(event.endsAt)) return event.recordingUrl ? 'recorded' : 'ended';
  const opens = Date.parse(event.startsAt) - MEETING_OPENS_MINUTES_BEFORE * 60_000;
  return event.live || now >= opens ? 'live' : 'upcoming';
}

export interface DateBlockParts {
  /** e.g. "10" */
  day: string;
  /** e.g. "mar." / "mar" as the locale abbreviates it. */
  month: string;
}

/** The start's day and short month in the viewer's zone, as the locale writes them. */
export function dateBlockParts(startsAt: string, locale: string, timeZone: string): DateBlockParts {
  const format = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' });
  const parts = format.formatToParts(new Date(startsAt));
  return {
    day: parts.find((part) => part.type === 'day')?.value ?? '',
    month: (parts.find((part) => part.type === 'month')?.value ?? '').replace(/\.$/, ''),
  };
}
