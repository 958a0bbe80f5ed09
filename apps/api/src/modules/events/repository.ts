// Events SQL: the events shown in a country, and attendance rows.
import type { CountryCode } from '@portal/countries';
import {
  and,
  arrayOverlaps,
  asc,
  type Database,
  desc,
  type EventRow,
  eq,
  eventAttendance,
  events,
  isNull,
} from '@portal/db';

export async function listEventsForCountry(db: Database, country: CountryCode): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(arrayOverlaps(events.countries, [country]))
    .orderBy(asc(events.startsAt));
}

export async function findEventForCountry(
  db: Database,
  id: string,
  country: CountryCode,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), arrayOverlaps(events.countries, [country])));
  return row;
}

export async function recordJoined(db: Database, eventId: string, userId: string, at: Date): Promise<void> {
  await db.insert(eventAttendance).values({ eventId, userId, joinedAt: at });
}

/** Closes the user's latest open attendance; a leave without a join records a zero-length visit. */
export async function recordLeft(db: Database, eventId: string, userId: string, at: Date): Promise<void> {
  const [open] = await db
    .select({ id: eventAttendance.id })
    .from(eventAttendance)
    .where(
      and(
        eq(eventAttendance.eventId, eventId),
        eq(eventAttendance.userId, userId),
        isNull(eventAttendance.leftAt),
      ),
    )
    .orderBy(desc(eventAttendance.joinedAt))
    .limit(1);
  if (open) await db.update(eventAttendance).set({ leftAt: at }).where(eq(eventAttendance.id, open.id));
  else await db.insert(eventAttendance).values({ eventId, userId, joinedAt: at, leftAt: at });
}
