// Events rules: visible by the user's country; the live window opens 15 minutes before the start and
// closes at the end; the meeting room is only handed out inside it.
import {
  type AttendanceAction,
  EVENT_ERRORS,
  type EventList,
  eventPath,
  MEETING_OPENS_MINUTES_BEFORE,
  type Meeting,
  type MeetingProvider,
  type PortalEvent,
} from '@portal/contracts';
import type { Database, EventRow, UserRow } from '@portal/db';
import { conflict, notFound } from '../../errors.ts';
import { sanitizeContentHtml } from '../content-html/service.ts';
import { followEvent } from '../push/service.ts';
import { buildCalendar, htmlToText } from './calendar-ics.ts';
import type { MeetingSettings } from './meeting-settings.ts';
import * as repo from './repository.ts';
import { zoomMeetingSignature } from './zoom-signature.ts';

export interface EventsContext {
  db: Database;
  user: UserRow;
  now: Date;
}

const ZOOM_WEB_DOMAIN = 'zoom.us';

export function isLive(row: Pick<EventRow, 'startsAt' | 'endsAt'>, now: Date): boolean {
  const opens = row.startsAt.getTime() - MEETING_OPENS_MINUTES_BEFORE * 60_000;
  return now.getTime() >= opens && now.getTime() < row.endsAt.getTime();
}

const providerOf = (row: EventRow): MeetingProvider => (row.meetingProvider === 'zoom' ? 'zoom' : 'jitsi');

export function toEvent(row: EventRow, now: Date): PortalEvent {
  return {
    id: row.id,
    title: row.title,
    // Sanitised when stored and again here, so a row written by any other path cannot carry script.
    description: sanitizeContentHtml(row.description),
    speakers: row.speakers,
    specialty: row.specialty,
    language: row.language,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    provider: providerOf(row),
    recordingUrl: row.recordingUrl,
    imageUrl: row.imageUrl,
    live: isLive(row, now),
  };
}

/** Upcoming (not ended yet, soonest first) and past (newest first). */
export async function listEvents({ db, user, now }: EventsContext): Promise<EventList> {
  const rows = await repo.listEventsForCountry(db, user.country);
  const upcoming = rows.filter((row) => row.endsAt > now).map((row) => toEvent(row, now));
  const past = rows
    .filter((row) => row.endsAt <= now)
    .reverse()
    .map((row) => toEvent(row, now));
  return { upcoming, past };
}

async function eventFor({ db, user }: EventsContext, id: string): Promise<EventRow> {
  const row = await repo.findEventForCountry(db, id, user.country);
  if (!row) throw notFound();
  return row;
}

export async function getEvent(context: EventsContext, id: string): Promise<PortalEvent> {
  return toEvent(await eventFor(context, id), context.now);
}

export async function calendarFile(context: EventsContext, id: string, baseUrl: string): Promise<string> {
  const row = await eventFor(context, id);
  // Adding the event to one's calendar is asking to be reminded of it (push reminders, issue 14).
  if (row.startsAt > context.now) await followEvent(context.db, context.user.id, row.id);
  return buildCalendar({
    uid: `${row.id}@${new URL(baseUrl).hostname}`,
    title: row.title,
    description: htmlToText(row.description),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    url: `${baseUrl}${eventPath(row.id)}`,
    stamp: context.now,
  });
}

export async function recordAttendance(
  context: EventsContext,
  id: string,
  action: AttendanceAction,
): Promise<void> {
  const row = await eventFor(context, id);
  if (action === 'joined') await repo.recordJoined(context.db, row.id, context.user.id, context.now);
  else await repo.recordLeft(context.db, row.id, context.user.id, context.now);
}

export async function getMeeting(
  context: EventsContext,
  id: string,
  settings: MeetingSettings,
): Promise<Meeting> {
  const row = await eventFor(context, id);
  if (!isLive(row, context.now)) throw conflict(EVENT_ERRORS.notLive);
  const displayName = `${context.user.firstName} ${context.user.lastName}`.trim();
  if (providerOf(row) === 'zoom') {
    return {
      provider: 'zoom',
      domain: ZOOM_WEB_DOMAIN,
      room: row.meetingRoom,
      displayName,
      ...(settings.zoomSdkKey ? { sdkKey: settings.zoomSdkKey } : {}),
      ...(settings.zoomSdkKey && settings.zoomSdkSecret
        ? {
            signature: zoomMeetingSignature({
              sdkKey: settings.zoomSdkKey,
              sdkSecret: settings.zoomSdkSecret,
              meetingNumber: row.meetingRoom,
              now: context.now,
            }),
          }
        : {}),
    };
  }
  return { provider: 'jitsi', domain: settings.jitsiDomain, room: row.meetingRoom, displayName };
}
