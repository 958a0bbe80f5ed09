// Seeds the demo events once per database: per language one live now (started 10 minutes ago, ends in four
// hours), one upcoming and two past with a recording. Brazil gets Portuguese, the other countries Spanish.
import { randomBytes } from 'node:crypto';
import type { CountryCode } from '@portal/countries';
import type { DatabaseHandle, HtmlSanitiser } from '@portal/db';
import { appMeta, eq, events } from '@portal/db';
import { DEMO_MEDIA_URL } from '../content-seed/media-files.ts';
import { type DemoEventText, ES_EVENTS, PT_EVENTS } from './demo-events.ts';
import { demoEventImageUrl, demoSpeakerPhotoUrl } from './event-media.ts';

export const DEMO_EVENTS_SEED_KEY = 'demo_events_seed';
const MINUTE = 60_000;
const SPANISH_COUNTRIES: CountryCode[] = ['MX', 'AR', 'CL', 'CR', 'CO', 'PE'];

/**
 * Start offset from now and duration, in minutes, for the four demo slots in order. The live one outlasts a
 * demo session and a whole e2e run on a slow machine (seeded when the server starts): when it had ended
 * after 50 minutes, a spec that joins it late in a long run waited for attendance that never came.
 */
const SLOTS = [
  { start: -10, minutes: 250, recorded: false },
  { start: 3 * 24 * 60 + 120, minutes: 90, recorded: false },
  { start: -14 * 24 * 60, minutes: 60, recorded: true },
  { start: -45 * 24 * 60, minutes: 60, recorded: true },
] as const;

/**
 * A meeting room name no one can guess (128 random bits): on a public Jitsi server the name is the only
 * key to the room, so it must not follow from the event's id or date.
 */
export function newMeetingRoom(): string {
  return `portal-${randomBytes(16).toString('hex')}`;
}

/** The demo events, their descriptions passed through the application's HTML allowlist. */
export function demoEventRows(now: Date, sanitizeHtml: HtmlSanitiser) {
  const group = (language: 'pt' | 'es', countries: CountryCode[], timeZone: string, texts: DemoEventText[]) =>
    texts.map((text, index) => {
      const slot = SLOTS[index] ?? SLOTS[1];
      const startsAt = new Date(now.getTime() + slot.start * MINUTE);
      const id = `demo-${language}-${text.slug}`;
      return {
        id,
        title: text.title,
        description: sanitizeHtml(text.description),
        speakers: text.speakers.map((speaker, n) => {
          const photoUrl = demoSpeakerPhotoUrl(language, text, n);
          return photoUrl ? { ...speaker, photoUrl } : speaker;
        }),
        specialty: text.specialty,
        countries,
        language,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.minutes * MINUTE),
        timeZone,
        meetingProvider: 'jitsi',
        meetingRoom: newMeetingRoom(),
        // The demo clip the content corpus writes under /media stands in for the recordings.
        recordingUrl: slot.recorded ? `${DEMO_MEDIA_URL}/clip.webm` : null,
        imageUrl: demoEventImageUrl(language, index, text),
        demo: true,
      };
    });
  return [
    ...group('pt', ['BR'], 'America/Sao_Paulo', PT_EVENTS),
    ...group('es', SPANISH_COUNTRIES, 'America/Mexico_City', ES_EVENTS),
  ];
}

export async function seedDemoEvents(
  handle: DatabaseHandle,
  options: { now?: Date | undefined; sanitizeHtml: HtmlSanitiser },
): Promise<void> {
  const { db } = handle;
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_EVENTS_SEED_KEY));
  if (marker.length > 0) return;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    await tx.insert(events).values(demoEventRows(now, options.sanitizeHtml)).onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: DEMO_EVENTS_SEED_KEY, value: JSON.stringify({ at: now }) })
      .onConflictDoNothing();
  });
}
