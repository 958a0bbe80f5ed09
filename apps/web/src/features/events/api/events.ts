// Events calls: list, detail, calendar file, live meeting and attendance.
import {
  type AttendanceAction,
  type EventList,
  eventCalendarPath,
  type Meeting,
  type PortalEvent,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { eventsApi } from './events-client.ts';
import { eventsKeys } from './query-keys.ts';

const base = (id: string) => `/api/events/${encodeURIComponent(id)}`;

export function useEvents() {
  return useQuery({
    queryKey: eventsKeys.list(),
    queryFn: ({ signal }) => eventsApi.get<EventList>('/api/events', { signal }),
    // `live` changes with the clock: refresh each minute.
    refetchInterval: 60_000,
  });
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: eventsKeys.event(id),
    queryFn: ({ signal }) => eventsApi.get<PortalEvent>(base(id), { signal }),
    refetchInterval: 60_000,
  });
}

export function useMeeting(id: string) {
  return useQuery({
    queryKey: eventsKeys.meeting(id),
    queryFn: ({ signal }) => eventsApi.get<Meeting>(`${base(id)}/meeting`, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Never throws: attendance must not break the meeting. */
export async function recordAttendance(id: string, action: AttendanceAction): Promise<void> {
  try {
    await eventsApi.post<void>(`${base(id)}/attendance`, { action }, { keepalive: true });
  } catch {
    // Lost attendance is acceptable; a broken live view is not.
  }
}

/** The .ics needs the Authorization header, so it is fetched and handed to the browser as a file. */
export function downloadCalendar(id: string): Promise<string> {
  return eventsApi.download(eventCalendarPath(id), { accept: 'text/calendar', filename: `evento-${id}.ics` });
}
