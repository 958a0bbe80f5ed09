// Event authoring (issue 15 item 6, decision 019): the content lifecycle (versioned-item.ts) applied to
// events. What is the event's own: the Jitsi room is generated once and kept across versions, the times
// are wall-clock times in the event's zone, the approval carries only a code (an event ends by itself),
// and publishing per country writes what /eventos reads at once (no cache in between).
import { randomBytes } from 'node:crypto';
import type { AdminEvent, EventDraft, EventVersion } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { type EventVersionFields, type EventVersionRow, eventVersions } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { conflict } from '../../errors.ts';
import { instantToZoned, inTransaction, zonedToInstant } from '../console-kernel/index.ts';
import { sanitizeContentHtml } from '../content-html/service.ts';
import {
  newItemId,
  staffEmailsOf,
  versionedItem,
  versionedKindService,
  versionHead,
  versionStore,
  versionSummary,
} from '../review-workflow/index.ts';
import * as repo from './events-repository.ts';

const lifecycle = versionedItem({
  entityType: 'event',
  noun: 'event',
  store: versionStore(eventVersions, 'eventId'),
  approval: (decision: { approvalCode: string }) => ({ approvalCode: decision.approvalCode }),
  decideInEveryCountry: true,
});

/** The same shape as the seeded rooms: unguessable, so nobody joins without the portal. */
const newMeetingRoom = () => `portal-${randomBytes(16).toString('hex')}`;

function fieldsOf(draft: EventDraft, previousRoom: string | null): EventVersionFields {
  const jitsiRoom = previousRoom?.startsWith('portal-') ? previousRoom : newMeetingRoom();
  return {
    title: draft.title,
    description: draft.description,
    speakers: draft.speakers.map((s) => ({
      name: s.name,
      ...(s.title ? { title: s.title } : {}),
      ...(s.photoUrl ? { photoUrl: s.photoUrl } : {}),
    })),
    specialty: draft.specialty,
    language: draft.language,
    startsAt: zonedToInstant(draft.startsLocal, draft.timeZone).toISOString(),
    endsAt: zonedToInstant(draft.endsLocal, draft.timeZone).toISOString(),
    timeZone: draft.timeZone,
    meetingProvider: draft.meetingProvider,
    meetingRoom: draft.meetingProvider === 'zoom' ? (draft.meetingRoom ?? '') : jitsiRoom,
    recordingUrl: draft.recordingUrl,
    imageUrl: draft.imageUrl,
  };
}

/** A version as the console shows it (also a seeded event's view, events-catalogue.ts). */
export function toEventVersion(row: EventVersionRow, emails: Map<string, string>): EventVersion {
  const f = row.fields;
  return {
    eventId: row.eventId,
    ...versionHead(row),
    ...f,
    imageUrl: f.imageUrl ?? null,
    startsLocal: instantToZoned(new Date(f.startsAt), f.timeZone),
    endsLocal: instantToZoned(new Date(f.endsAt), f.timeZone),
    ...versionSummary(row, emails),
  };
}

async function present(ctx: StaffContext, rows: EventVersionRow[]): Promise<Omit<AdminEvent, 'state'>[]> {
  const emails = await staffEmailsOf(ctx.db, rows);
  const published = await repo.publishedCountriesOf(
    ctx.db,
    rows.map((r) => r.eventId),
  );
  return rows.map((row) => ({
    latest: toEventVersion(row, emails),
    publishedCountries: published.get(row.eventId) ?? [],
  }));
}

const publishedIn = async (ctx: StaffContext, id: string) =>
  (await repo.publishedCountriesOf(ctx.db, [id])).get(id) ?? [];

/** The console's service of events (list, get, create, edit, submit, review); publishing is below. */
export const eventService = {
  ...versionedKindService({
    lifecycle,
    present,
    newId: (draft: EventDraft) => newItemId(draft.title, 'evento'),
    fieldsOf: (draft, latest) => fieldsOf(draft, latest?.fields.meetingRoom ?? null),
  }),
  /** The shared lifecycle, for what builds on events (their list and states, events-catalogue.ts). */
  lifecycle,
};

/** Publishes the newest approved version in a country of the event and of the member. */
export async function publishEvent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<Omit<AdminEvent, 'state'>> {
  const approved = await lifecycle.approvedFor(ctx, id, country);
  // The publication and its audit row in one transaction (issue 34).
  await inTransaction(ctx, async (tx) => {
    const before = await publishedIn(tx, id);
    await repo.writePublishedEvent(
      tx.db,
      approved,
      sanitizeContentHtml(approved.fields.description),
      country,
    );
    await lifecycle.record(tx, 'publish', id, country, {
      version: { before: null, after: approved.version },
      approvalCode: { before: null, after: approved.approvalCode },
      publishedCountries: { before, after: await publishedIn(tx, id) },
    });
  });
  return eventService.get(ctx, id);
}

export async function withdrawEvent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<Omit<AdminEvent, 'state'>> {
  await lifecycle.withdrawable(ctx, id, country);
  await inTransaction(ctx, async (tx) => {
    const before = await publishedIn(tx, id);
    if (!(await repo.unpublishEvent(tx.db, id, country)))
      throw conflict('The event is not published in this country');
    await lifecycle.record(tx, 'withdraw', id, country, {
      publishedCountries: { before, after: before.filter((c) => c !== country) },
    });
  });
  return eventService.get(ctx, id);
}
