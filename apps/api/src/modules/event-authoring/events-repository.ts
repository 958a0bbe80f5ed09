// SQL of event authoring: versions under review, and the physician read model (`events`) that
// publishing writes. A country is published when it is in events.countries.
import type { CountryCode } from '@portal/countries';
import { and, type Database, type EventVersionRow, eq, events, inArray, sql } from '@portal/db';

/** The countries where each event is live for physicians. */
export async function publishedCountriesOf(
  db: Database,
  eventIds: string[],
): Promise<Map<string, CountryCode[]>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, countries: events.countries })
    .from(events)
    .where(inArray(events.id, eventIds));
  return new Map(rows.map((r) => [r.id, r.countries]));
}

/**
 * Copies an approved version into `events` and adds the country. Countries published before stay, as
 * long as the version is still authored for them.
 */
export async function writePublishedEvent(
  db: Database,
  version: EventVersionRow,
  description: string,
  country: CountryCode,
): Promise<void> {
  const f = version.fields;
  const values = {
    title: f.title,
    description,
    speakers: f.speakers,
    specialty: f.specialty,
    language: f.language,
    startsAt: new Date(f.startsAt),
    endsAt: new Date(f.endsAt),
    timeZone: f.timeZone,
    meetingProvider: f.meetingProvider,
    meetingRoom: f.meetingRoom,
    recordingUrl: f.recordingUrl,
    imageUrl: f.imageUrl ?? null,
  };
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ countries: events.countries })
      .from(events)
      .where(eq(events.id, version.eventId))
      .for('update');
    const kept = (current?.countries ?? []).filter((c) => version.countries.includes(c));
    const countries = [...new Set([...kept, country])];
    await tx
      .insert(events)
      .values({ id: version.eventId, ...values, countries })
      .onConflictDoUpdate({ target: events.id, set: { ...values, countries } });
  });
}

/** Removes the country; true when it was published there. Attendance rows stay with the event. */
export async function unpublishEvent(db: Database, eventId: string, country: CountryCode): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ countries: sql`array_remove(${events.countries}, ${country})` })
    .where(and(eq(events.id, eventId), sql`${country} = any(${events.countries})`))
    .returning({ id: events.id });
  return rows.length > 0;
}
