// Events as the console finds them (issue 36): the authored ones and the programme live without a
// console version (the seeded events), each with its state per country. An event's approval carries no
// expiry (an event ends by itself), so its countries are published, withdrawn or at a review step.
import type { AdminEvent, CatalogueQuery } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { type EventVersionRow, eventVersions } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import {
  assertPublishable,
  pageOf,
  type StateSpec,
  statesOf,
  unversionedEvents,
} from '../review-workflow/index.ts';
import { eventService, publishEvent, toEventVersion } from './events-service.ts';

const spec: StateSpec = { entityType: 'event', table: eventVersions, itemKey: 'eventId' };

type Listed = Omit<AdminEvent, 'state'>;
type Unversioned = Awaited<ReturnType<typeof unversionedEvents>>[number];

/** A seeded event as the console shows an event: its "version 0", live in its countries. */
function liveEvent(live: Unversioned): Listed {
  const row = {
    eventId: live.id,
    version: 0,
    status: 'approved',
    countries: live.countries,
    fields: {
      title: live.title,
      description: live.description,
      speakers: live.speakers,
      specialty: live.specialty,
      language: live.language === 'es' ? 'es' : 'pt',
      startsAt: live.startsAt.toISOString(),
      endsAt: live.endsAt.toISOString(),
      timeZone: live.timeZone,
      meetingProvider: live.meetingProvider === 'zoom' ? 'zoom' : 'jitsi',
      meetingRoom: live.meetingRoom,
      recordingUrl: live.recordingUrl,
    },
    authorId: '',
    reviewerId: null,
    reviewComment: null,
    approvalCode: null,
    updatedAt: live.createdAt,
  } as unknown as EventVersionRow;
  return { latest: toEventVersion(row, new Map()), publishedCountries: live.countries };
}

async function withStates(ctx: StaffContext, items: readonly Listed[]): Promise<AdminEvent[]> {
  const states = await statesOf(
    ctx,
    spec,
    items.map(({ latest, publishedCountries }) => ({
      id: latest.eventId,
      latest: latest.version === 0 ? null : latest,
      publications: publishedCountries.map((country: CountryCode) => ({
        country,
        publishedAt: null,
        expiresAt: null,
      })),
    })),
  );
  return items.map((item) => ({ ...item, state: states.get(item.latest.eventId)! }));
}

export async function eventWithState(ctx: StaffContext, item: Listed): Promise<AdminEvent> {
  const [stated] = await withStates(ctx, [item]);
  return stated!;
}

export const eventCatalogue = {
  async list(ctx: StaffContext, query: CatalogueQuery) {
    const [versioned, live] = await Promise.all([
      eventService.list(ctx),
      unversionedEvents(ctx.db, ctx.staff.countries),
    ]);
    const items = await withStates(ctx, [...versioned, ...live.map(liveEvent)]);
    return pageOf(
      items.map((item) => ({
        item,
        id: item.latest.eventId,
        title: item.latest.title,
        kind: item.latest.meetingProvider,
        specialties: item.latest.specialty ? [item.latest.specialty] : [],
        updatedAt: new Date(item.latest.updatedAt),
        state: item.state,
      })),
      query,
      ctx.now,
    );
  },

  async get(ctx: StaffContext, id: string): Promise<AdminEvent> {
    try {
      return await eventWithState(ctx, await eventService.get(ctx, id));
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      const [live] = await unversionedEvents(ctx.db, ctx.staff.countries, id);
      if (!live) throw error;
      return eventWithState(ctx, liveEvent(live));
    }
  },

  /** Publishes the approved version where it is not live yet (409 where that version already is). */
  async publish(ctx: StaffContext, id: string, country: CountryCode): Promise<AdminEvent> {
    await eventService.lifecycle.approvedFor(ctx, id, country);
    assertPublishable((await eventCatalogue.get(ctx, id)).state, country, 'event', ctx.now);
    return eventWithState(ctx, await publishEvent(ctx, id, country));
  },
};
