// Event authoring (issue 15 item 6, decision 019): the content lifecycle applied to events. An editor
// drafts (the Jitsi room is generated once and kept across versions), submits; a reviewer other than the
// author approves with an approval code or rejects with a comment; an editor or admin publishes the
// approved version per country, which writes what /eventos reads at once (no cache in between), and
// withdraws it per country. Editing an approved event starts a new version; physicians keep the last
// published one until it is approved and published again. Every action is audited.
import { randomBytes } from 'node:crypto';
import type { AdminEvent, EventDraft, EventReviewDecision, EventVersion } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { EventVersionFields, EventVersionRow } from '@portal/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { sanitizeContentHtml } from '../content-html/service.ts';
import { changedFields, recordAudit } from './audit-service.ts';
import type { StaffContext } from './content-service.ts';
import * as repo from './events-repository.ts';
import { coversCountry, mayReview, sharesCountry } from './policy.ts';
import { emailsOf } from './repository.ts';
import { instantToZoned, zonedToInstant } from './zoned-time.ts';

/** The same shape as the seeded rooms: unguessable, so nobody joins without the portal. */
const newMeetingRoom = () => `portal-${randomBytes(16).toString('hex')}`;

const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, email: ctx.staff.email });

function eventIdOf(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'evento'}-${randomBytes(3).toString('hex')}`;
}

function fieldsOf(draft: EventDraft, previousRoom: string | null): EventVersionFields {
  const jitsiRoom = previousRoom?.startsWith('portal-') ? previousRoom : newMeetingRoom();
  return {
    title: draft.title,
    description: draft.description,
    speakers: draft.speakers.map((s) => (s.title ? { name: s.name, title: s.title } : { name: s.name })),
    specialty: draft.specialty,
    language: draft.language,
    startsAt: zonedToInstant(draft.startsLocal, draft.timeZone).toISOString(),
    endsAt: zonedToInstant(draft.endsLocal, draft.timeZone).toISOString(),
    timeZone: draft.timeZone,
    meetingProvider: draft.meetingProvider,
    meetingRoom: draft.meetingProvider === 'zoom' ? (draft.meetingRoom ?? '') : jitsiRoom,
    recordingUrl: draft.recordingUrl,
  };
}

function auditView(row: EventVersionRow | undefined): Record<string, unknown> {
  if (!row) return {};
  return {
    ...row.fields,
    countries: row.countries,
    version: row.version,
    status: row.status,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
  };
}

function toVersion(row: EventVersionRow, emails: Map<string, string>): EventVersion {
  const f = row.fields;
  return {
    eventId: row.eventId,
    version: row.version,
    status: row.status as EventVersion['status'],
    countries: row.countries,
    ...f,
    startsLocal: instantToZoned(new Date(f.startsAt), f.timeZone),
    endsLocal: instantToZoned(new Date(f.endsAt), f.timeZone),
    authorEmail: emails.get(row.authorId) ?? '',
    reviewerEmail: row.reviewerId ? (emails.get(row.reviewerId) ?? null) : null,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function present(ctx: StaffContext, rows: EventVersionRow[]): Promise<AdminEvent[]> {
  const emails = await emailsOf(ctx.db, [
    ...new Set(rows.flatMap((r) => [r.authorId, ...(r.reviewerId ? [r.reviewerId] : [])])),
  ]);
  const published = await repo.publishedCountriesOf(
    ctx.db,
    rows.map((r) => r.eventId),
  );
  return rows.map((row) => ({
    latest: toVersion(row, emails),
    publishedCountries: published.get(row.eventId) ?? [],
  }));
}

export async function listAuthoredEvents(ctx: StaffContext): Promise<AdminEvent[]> {
  const rows = (await repo.latestEventVersions(ctx.db))
    .filter((row) => sharesCountry(ctx.staff, row.countries))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return present(ctx, rows);
}

/** Every version (latest first); 404 when the event is none of the member's countries. */
async function versionsInScope(
  ctx: StaffContext,
  id: string,
): Promise<[EventVersionRow, ...EventVersionRow[]]> {
  const versions = await repo.eventVersionsOf(ctx.db, id);
  const [latest] = versions;
  if (!latest || !sharesCountry(ctx.staff, latest.countries)) throw notFound('No such event');
  return versions as [EventVersionRow, ...EventVersionRow[]];
}

export async function getAuthoredEvent(ctx: StaffContext, id: string): Promise<AdminEvent> {
  const [latest] = await versionsInScope(ctx, id);
  const [event] = await present(ctx, [latest]);
  return event as AdminEvent;
}

function assertCountriesInScope(ctx: StaffContext, countries: readonly CountryCode[]): void {
  const outside = countries.filter((c) => !coversCountry(ctx.staff, c));
  if (outside.length > 0) throw forbidden(`Not a country of yours: ${outside.join(', ')}`);
}

async function audit(
  ctx: StaffContext,
  action: string,
  id: string,
  before: EventVersionRow | undefined,
  after: EventVersionRow | undefined,
): Promise<void> {
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action,
    entityType: 'event',
    entityId: id,
    changes: changedFields(before ? auditView(before) : null, auditView(after)),
  });
}

export async function createEvent(ctx: StaffContext, draft: EventDraft): Promise<AdminEvent> {
  assertCountriesInScope(ctx, draft.countries);
  const row = await repo.insertEventVersion(ctx.db, {
    eventId: eventIdOf(draft.title),
    version: 1,
    countries: draft.countries,
    fields: fieldsOf(draft, null),
    authorId: ctx.staff.id,
    now: ctx.now,
  });
  await audit(ctx, 'event.create', row.eventId, undefined, row);
  return getAuthoredEvent(ctx, row.eventId);
}

/** A draft or rejected version changes in place; an approved one gets a new draft version. */
export async function editEvent(ctx: StaffContext, id: string, draft: EventDraft): Promise<AdminEvent> {
  const [latest] = await versionsInScope(ctx, id);
  assertCountriesInScope(ctx, draft.countries);
  if (latest.status === 'in_review') throw conflict('The version is in review: wait for the decision');
  const fields = fieldsOf(draft, latest.fields.meetingRoom);
  const after =
    latest.status === 'approved'
      ? await repo.insertEventVersion(ctx.db, {
          eventId: id,
          version: latest.version + 1,
          countries: draft.countries,
          fields,
          authorId: ctx.staff.id,
          now: ctx.now,
        })
      : await repo.updateEventVersion(ctx.db, latest.id, latest.status, {
          fields,
          countries: draft.countries,
          status: 'draft',
          authorId: ctx.staff.id,
          updatedAt: ctx.now,
        });
  if (!after) throw conflict('The version changed meanwhile');
  await audit(ctx, 'event.edit', id, latest, after);
  return getAuthoredEvent(ctx, id);
}

export async function submitEvent(ctx: StaffContext, id: string): Promise<AdminEvent> {
  const [latest] = await versionsInScope(ctx, id);
  if (latest.status !== 'draft' && latest.status !== 'rejected')
    throw conflict('Only a draft or a rejected version can be submitted for review');
  assertCountriesInScope(ctx, latest.countries);
  const after = await repo.updateEventVersion(ctx.db, latest.id, latest.status, {
    status: 'in_review',
    submittedAt: ctx.now,
    reviewerId: null,
    reviewedAt: null,
    updatedAt: ctx.now,
  });
  if (!after) throw conflict('The version changed meanwhile');
  await audit(ctx, 'event.submit', id, latest, after);
  return getAuthoredEvent(ctx, id);
}

export async function reviewEvent(
  ctx: StaffContext,
  id: string,
  decision: EventReviewDecision,
): Promise<AdminEvent> {
  const [latest] = await versionsInScope(ctx, id);
  if (latest.status !== 'in_review') throw conflict('Only a version in review can be decided');
  if (!mayReview(ctx.staff, latest.authorId)) throw forbidden('A reviewer cannot review their own work');
  assertCountriesInScope(ctx, latest.countries);
  const common = { reviewerId: ctx.staff.id, reviewedAt: ctx.now, updatedAt: ctx.now };
  const after =
    decision.decision === 'approve'
      ? await repo.updateEventVersion(ctx.db, latest.id, 'in_review', {
          ...common,
          status: 'approved',
          approvalCode: decision.approvalCode,
          reviewComment: null,
        })
      : await repo.updateEventVersion(ctx.db, latest.id, 'in_review', {
          ...common,
          status: 'rejected',
          reviewComment: decision.comment,
        });
  if (!after) throw conflict('The version changed meanwhile');
  await audit(ctx, decision.decision === 'approve' ? 'event.approve' : 'event.reject', id, latest, after);
  return getAuthoredEvent(ctx, id);
}

/** Publishes the newest approved version in a country of the event and of the member. */
export async function publishEvent(ctx: StaffContext, id: string, country: CountryCode): Promise<AdminEvent> {
  const versions = await versionsInScope(ctx, id);
  const approved = versions.find((v) => v.status === 'approved');
  if (!approved) throw conflict('No approved version to publish');
  if (!approved.countries.includes(country)) throw badRequest('The event is not authored for this country');
  assertCountriesInScope(ctx, [country]);
  const before = (await repo.publishedCountriesOf(ctx.db, [id])).get(id) ?? [];
  await repo.writePublishedEvent(ctx.db, approved, sanitizeContentHtml(approved.fields.description), country);
  const after = (await repo.publishedCountriesOf(ctx.db, [id])).get(id) ?? [];
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'event.publish',
    entityType: 'event',
    entityId: id,
    country,
    changes: {
      version: { before: null, after: approved.version },
      approvalCode: { before: null, after: approved.approvalCode },
      publishedCountries: { before, after },
    },
  });
  return getAuthoredEvent(ctx, id);
}

export async function withdrawEvent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<AdminEvent> {
  await versionsInScope(ctx, id);
  assertCountriesInScope(ctx, [country]);
  const before = (await repo.publishedCountriesOf(ctx.db, [id])).get(id) ?? [];
  if (!(await repo.unpublishEvent(ctx.db, id, country)))
    throw conflict('The event is not published in this country');
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'event.withdraw',
    entityType: 'event',
    entityId: id,
    country,
    changes: { publishedCountries: { before, after: before.filter((c) => c !== country) } },
  });
  return getAuthoredEvent(ctx, id);
}
