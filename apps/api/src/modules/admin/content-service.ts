// The MLR lifecycle of content (issue 15): draft -> in_review -> approved (code and expiry) | rejected
// (comment) -> published per country from a date -> expired at the approval's expiry | withdrawn.
// The lifecycle itself is versioned-item.ts (shared with events); this file adds what is content's own:
// the approval's expiry, and publishing into what physicians read (content_items, publications).
import type {
  AdminContent,
  ContentDraft,
  ContentPreview,
  ContentVersion,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import {
  type ContentVersionFields,
  type ContentVersionRow,
  contentVersions,
  type Database,
} from '@portal/db';
import { badRequest } from '../../errors.ts';
import { sanitizeContentHtml } from '../content-html/service.ts';
import { assertProductsFit, authoredFields, versionFieldsOf } from './content-fields.ts';
import { publishApproved, withdrawPublished } from './dated-publication.ts';
import * as repo from './repository.ts';
import type { StaffContext } from './staff-context.ts';
import {
  assertCountriesInScope,
  newItemId,
  staffEmailsOf,
  versionedItem,
  versionSummary,
} from './versioned-item.ts';
import { versionStore } from './versioned-repository.ts';

export type { StaffContext } from './staff-context.ts';

const lifecycle = versionedItem({
  entityType: 'content',
  noun: 'item',
  store: versionStore(contentVersions, 'contentId'),
  itemIdOf: (row) => row.contentId,
  auditExtra: (row) => ({ approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null }),
  approval(decision: { approvalCode: string; expiresAt: string }, now) {
    const expiresAt = new Date(decision.expiresAt);
    if (expiresAt.getTime() <= now.getTime()) throw badRequest('The approval must expire in the future');
    return { approvalCode: decision.approvalCode, approvalExpiresAt: expiresAt };
  },
  decideInEveryCountry: false,
});

function fieldsOf(draft: ContentDraft): ContentVersionFields {
  return {
    title: draft.title,
    synopsis: draft.synopsis,
    body: draft.body,
    duration: draft.duration,
    language: draft.language,
    specialties: draft.specialties,
    mediaUrl: draft.mediaUrl,
    thumbnailUrl: draft.thumbnailUrl,
    thumbnailVariants: draft.thumbnailVariants,
    ...authoredFields(draft),
  };
}

async function present(db: Database, rows: ContentVersionRow[]): Promise<AdminContent[]> {
  const emails = await staffEmailsOf(db, rows);
  const publications = await repo.publicationsOf(
    db,
    rows.map((r) => r.contentId),
  );
  return rows.map((row) => ({
    latest: toVersion(row, emails),
    publications: publications
      .filter((p) => p.contentId === row.contentId)
      .map((p) => ({
        country: p.country,
        approvalCode: p.approvalCode,
        publishedAt: p.publishedAt.toISOString(),
        expiresAt: p.expiresAt?.toISOString() ?? null,
      })),
  }));
}

function toVersion(row: ContentVersionRow, emails: Map<string, string>): ContentVersion {
  return {
    contentId: row.contentId,
    version: row.version,
    status: row.status as ContentVersion['status'],
    countries: row.countries,
    ...row.fields,
    thumbnailVariants: row.fields.thumbnailVariants ?? {},
    ...versionFieldsOf(row.fields),
    ...versionSummary(row, emails),
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
  };
}

/** The items of the member's countries, latest version first by last change. */
export async function listContent(ctx: StaffContext): Promise<AdminContent[]> {
  return present(ctx.db, await lifecycle.latestInScope(ctx));
}

export async function getContent(ctx: StaffContext, id: string): Promise<AdminContent> {
  const [latest] = await lifecycle.versionsInScope(ctx, id);
  const [item] = await present(ctx.db, [latest]);
  return item as AdminContent;
}

export async function createContent(ctx: StaffContext, draft: ContentDraft): Promise<AdminContent> {
  await assertProductsFit(ctx.db, draft);
  const id = await lifecycle.create(ctx, newItemId(draft.title, 'item'), {
    countries: draft.countries,
    fields: fieldsOf(draft),
  });
  return getContent(ctx, id);
}

/** A version in review cannot change under its reviewer; an approved one gets a new draft version. */
export async function editContent(ctx: StaffContext, id: string, draft: ContentDraft): Promise<AdminContent> {
  await assertProductsFit(ctx.db, draft);
  await lifecycle.edit(ctx, id, draft.countries, () => fieldsOf(draft));
  return getContent(ctx, id);
}

export async function submitContent(ctx: StaffContext, id: string): Promise<AdminContent> {
  await lifecycle.submit(ctx, id);
  return getContent(ctx, id);
}

/** Approval carries a code and an expiry in the future; rejection a comment. */
export async function reviewContent(
  ctx: StaffContext,
  id: string,
  decision: ReviewDecision,
): Promise<AdminContent> {
  await lifecycle.review(ctx, id, decision);
  return getContent(ctx, id);
}

/** Publishes the latest approved, unexpired version in a country of the item and of the member. */
export async function publishContent(
  ctx: StaffContext,
  id: string,
  request: PublishRequest,
): Promise<AdminContent> {
  await publishApproved(ctx, lifecycle, id, request, {
    publicationsOf: (itemId) => repo.publicationsOf(ctx.db, [itemId]),
    write: (approved, publication) =>
      repo.writePublishedVersion(
        ctx.db,
        approved,
        {
          synopsis: approved.fields.synopsis === null ? null : sanitizeContentHtml(approved.fields.synopsis),
          body: approved.fields.body === null ? null : sanitizeContentHtml(approved.fields.body),
          additionalInformation: approved.fields.additionalInformation
            ? sanitizeContentHtml(approved.fields.additionalInformation)
            : null,
        },
        { ...publication, now: ctx.now },
      ),
  });
  return getContent(ctx, id);
}

export async function withdrawContent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<AdminContent> {
  await withdrawPublished(
    ctx,
    lifecycle,
    id,
    country,
    () => repo.deletePublication(ctx.db, id, country),
    'The item is not published in this country',
  );
  return getContent(ctx, id);
}

/** The latest version as physicians of `country` would read it: the same HTML allowlist, its approval code. */
export async function previewContent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<ContentPreview> {
  const [latest] = await lifecycle.versionsInScope(ctx, id);
  if (!latest.countries.includes(country)) throw badRequest('The item is not authored for this country');
  assertCountriesInScope(ctx, [country]);
  const f = latest.fields;
  return {
    country,
    version: latest.version,
    title: f.title,
    synopsisHtml: f.synopsis === null ? null : sanitizeContentHtml(f.synopsis),
    bodyHtml: f.body === null ? null : sanitizeContentHtml(f.body),
    additionalInformationHtml: f.additionalInformation ? sanitizeContentHtml(f.additionalInformation) : null,
    duration: f.duration,
    thumbnailUrl: f.thumbnailUrl,
    approvalCode: latest.approvalCode,
  };
}
