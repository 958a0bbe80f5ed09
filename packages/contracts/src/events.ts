// Online events (spec section 2 `eventos`; issue 6): list, detail, calendar file, attendance and the live
// meeting. Times travel as ISO instants in UTC; the web shows them in the viewer's country zone.
import { z } from 'zod';

export const MEETING_PROVIDERS = ['jitsi', 'zoom'] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];

/** Minutes before the start when the live view opens. */
export const MEETING_OPENS_MINUTES_BEFORE = 15;

export const EVENT_ERRORS = {
  /** 409 CONFLICT: GET meeting outside the live window (opens 15 min before start until the end). */
  notLive: 'EVENT_NOT_LIVE',
} as const;

export const eventIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Invalid id')
  .meta({ id: 'EventId' });
export const eventParamsSchema = z.object({ id: eventIdSchema });
export type EventParams = z.infer<typeof eventParamsSchema>;

export const eventSpeakerSchema = z
  .object({
    name: z.string(),
    title: z.string().optional(),
    /** The speaker's photo; absent: the portal shows the initials. */
    photoUrl: z.string().optional(),
  })
  .meta({ id: 'EventSpeaker' });
export type EventSpeakerView = z.infer<typeof eventSpeakerSchema>;

export const eventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** Sanitised HTML. */
    description: z.string(),
    speakers: z.array(eventSpeakerSchema),
    specialty: z.string().nullable(),
    language: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** IANA zone the organisers scheduled it in. */
    timeZone: z.string(),
    provider: z.enum(MEETING_PROVIDERS),
    recordingUrl: z.string().nullable(),
    /** The event's picture (16:9); null: the portal draws the specialty's pattern. */
    imageUrl: z.string().nullable(),
    /** The live view is open now (15 min before start until the end). */
    live: z.boolean(),
  })
  .meta({ id: 'Event' });
export type PortalEvent = z.infer<typeof eventSchema>;

export const eventListSchema = z
  .object({ upcoming: z.array(eventSchema), past: z.array(eventSchema) })
  .meta({ id: 'EventList' });
export type EventList = z.infer<typeof eventListSchema>;

export const ATTENDANCE_ACTIONS = ['joined', 'left'] as const;
export type AttendanceAction = (typeof ATTENDANCE_ACTIONS)[number];
export const attendanceBodySchema = z
  .object({ action: z.enum(ATTENDANCE_ACTIONS) })
  .strict()
  .meta({ id: 'EventAttendanceBody' });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

export const meetingSchema = z
  .object({
    provider: z.enum(MEETING_PROVIDERS),
    /** Jitsi domain (MEETING_JITSI_DOMAIN) or the Zoom SDK's web domain. */
    domain: z.string(),
    room: z.string(),
    displayName: z.string(),
    /** Zoom only: the Meeting SDK key (ZOOM_SDK_KEY). */
    sdkKey: z.string().optional(),
    /** Zoom only: the join signature (JWT) signed by the server with ZOOM_SDK_SECRET. */
    signature: z.string().optional(),
  })
  .meta({ id: 'EventMeeting' });
export type Meeting = z.infer<typeof meetingSchema>;

export const eventPath = (id: string) => `/eventos/${encodeURIComponent(id)}`;
export const eventCalendarPath = (id: string) => `/api/events/${encodeURIComponent(id)}/calendar.ics`;
