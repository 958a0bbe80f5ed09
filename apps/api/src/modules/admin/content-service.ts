// The MLR lifecycle of content (issue 15): draft -> in_review -> approved (code and expiry) | rejected
// (comment) -> published per country from a date -> expired at the approval's expiry | withdrawn.
// Publishing copies the approved version into what physicians read; editing an approved item starts a
// new version, so physicians keep seeing the last published one until the new one is approved and
// published. Every action is audited with the before/after of what it changed.
import { randomBytes } from 'node:crypto';
import type {
  AdminContent,
  ContentDraft,
  ContentPreview,
  ContentVersion,
  PublishRequest,
  ReviewDecision,
} from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { ContentVersionFields, ContentVersionRow, Database } from '@portal/db';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { catalogueChanged } from '../content/service.ts';
import { sanitizeContentHtml } from '../content-html/service.ts';
import { changedFields, recordAudit } from './audit-service.ts';
import { coversCountry, mayReview, type StaffPrincipal, sharesCountry } from './policy.ts';
import * as repo from './repository.ts';

export interface StaffContext {
  db: Database;
  staff: StaffPrincipal & { email: string };
  now: Date;
}

const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, email: ctx.staff.email });

function slugOf(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}

function fieldsOf(draft: ContentDraft): ContentVersionFields {
  return {
    title: draft.title,
    synopsis: draft.synopsis,
    body: draft.body,
    duration: draft.duration,
    mainCluster: 'to_see',
    language: draft.language,
    specialties: draft.specialties,
    mediaUrl: draft.mediaUrl,
    thumbnailUrl: draft.thumbnailUrl,
  };
}

/** The audited view of a version: its fields plus lifecycle columns. */
function auditView(row: ContentVersionRow | null): Record<string, unknown> | null {
  if (!row) return null;
  return {
    ...row.fields,
    countries: row.countries,
    version: row.version,
    status: row.status,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
  };
}

async function present(db: Database, rows: ContentVersionRow[]): Promise<AdminContent[]> {
  const emails = await repo.emailsOf(db, [
    ...new Set(rows.flatMap((r) => [r.authorId, ...(r.reviewerId ? [r.reviewerId] : [])])),
  ]);
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
    authorEmail: emails.get(row.authorId) ?? '',
    reviewerEmail: row.reviewerId ? (emails.get(row.reviewerId) ?? null) : null,
    reviewComment: row.reviewComment,
    approvalCode: row.approvalCode,
    approvalExpiresAt: row.approvalExpiresAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The items of the member's countries, latest version first by last change. */
export async function listContent(ctx: StaffContext): Promise<AdminContent[]> {
  const rows = (await repo.latestVersions(ctx.db))
    .filter((row) => sharesCountry(ctx.staff, row.countries))
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
  return present(ctx.db, rows);
}

/** Every version of an item the member may see (latest first); 404 outside the member's countries. */
async function versionsInScope(ctx: StaffContext, id: string): Promise<ContentVersionRow[]> {
  const versions = await repo.versionsOf(ctx.db, id);
  const latest = versions[0];
  if (!latest || !sharesCountry(ctx.staff, latest.countries)) throw notFound('No such content');
  return versions;
}

export async function getContent(ctx: StaffContext, id: string): Promise<AdminContent> {
  const [latest] = await versionsInScope(ctx, id);
  const [item] = await present(ctx.db, [latest as ContentVersionRow]);
  return item as AdminContent;
}

function assertCountriesInScope(ctx: StaffContext, countries: CountryCode[]): void {
  const outside = countries.filter((c) => !coversCountry(ctx.staff, c));
  if (outside.length > 0) throw forbidden(`Not a country of yours: ${outside.join(', ')}`);
}

export async function createContent(ctx: StaffContext, draft: ContentDraft): Promise<AdminContent> {
  assertCountriesInScope(ctx, draft.countries);
  const row = await repo.insertVersion(ctx.db, {
    contentId: slugOf(draft.title),
    version: 1,
    countries: draft.countries,
    fields: fieldsOf(draft),
    authorId: ctx.staff.id,
    now: ctx.now,
  });
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'content.create',
    entityType: 'content',
    entityId: row.contentId,
    changes: changedFields(null, auditView(row) ?? {}),
  });
  return getContent(ctx, row.contentId);
}

/**
 * Edits the latest version: a draft or rejected version in place (back to draft), an approved one by
 * starting a new draft version. A version in review cannot change under its reviewer.
 */
export async function editContent(ctx: StaffContext, id: string, draft: ContentDraft): Promise<AdminContent> {
  const [latest] = await versionsInScope(ctx, id);
  if (!latest) throw notFound('No such content');
  assertCountriesInScope(ctx, draft.countries);
  let after: ContentVersionRow | undefined;
  if (latest.status === 'in_review') throw conflict('The version is in review: wait for the decision');
  if (latest.status === 'approved') {
    after = await repo.insertVersion(ctx.db, {
      contentId: id,
      version: latest.version + 1,
      countries: draft.countries,
      fields: fieldsOf(draft),
      authorId: ctx.staff.id,
      now: ctx.now,
    });
  } else {
    after = await repo.updateVersion(ctx.db, latest.id, latest.status, {
      fields: fieldsOf(draft),
      countries: draft.countries,
      status: 'draft',
      authorId: ctx.staff.id,
      updatedAt: ctx.now,
    });
    if (!after) throw conflict('The version changed meanwhile');
  }
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'content.edit',
    entityType: 'content',
    entityId: id,
    changes: changedFields(auditView(latest), auditView(after) ?? {}),
  });
  return getContent(ctx, id);
}

/** A draft, or a rejected version (once the comment is addressed), goes to review. */
export async function submitContent(ctx: StaffContext, id: string): Promise<AdminContent> {
  const [latest] = await versionsInScope(ctx, id);
  if (!latest || (latest.status !== 'draft' && latest.status !== 'rejected'))
    throw conflict('Only a draft or a rejected version can be submitted for review');
  const after = await repo.updateVersion(ctx.db, latest.id, latest.status, {
    status: 'in_review',
    submittedAt: ctx.now,
    reviewerId: null,
    reviewedAt: null,
    updatedAt: ctx.now,
  });
  if (!after) throw conflict('The version changed meanwhile');
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'content.submit',
    entityType: 'content',
    entityId: id,
    changes: changedFields(auditView(latest), auditView(after) ?? {}),
  });
  return getContent(ctx, id);
}

export async function reviewContent(
  ctx: StaffContext,
  id: string,
  decision: ReviewDecision,
): Promise<AdminContent> {
  const [latest] = await versionsInScope(ctx, id);
  if (latest?.status !== 'in_review') throw conflict('Only a version in review can be decided');
  if (!mayReview(ctx.staff, latest.authorId)) throw forbidden('A reviewer cannot review their own work');
  const common = { reviewerId: ctx.staff.id, reviewedAt: ctx.now, updatedAt: ctx.now };
  let after: ContentVersionRow | undefined;
  if (decision.decision === 'approve') {
    const expiresAt = new Date(decision.expiresAt);
    if (expiresAt.getTime() <= ctx.now.getTime()) throw badRequest('The approval must expire in the future');
    after = await repo.updateVersion(ctx.db, latest.id, 'in_review', {
      ...common,
      status: 'approved',
      approvalCode: decision.approvalCode,
      approvalExpiresAt: expiresAt,
      reviewComment: null,
    });
  } else {
    after = await repo.updateVersion(ctx.db, latest.id, 'in_review', {
      ...common,
      status: 'rejected',
      reviewComment: decision.comment,
    });
  }
  if (!after) throw conflict('The version changed meanwhile');
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: decision.decision === 'approve' ? 'content.approve' : 'content.reject',
    entityType: 'content',
    entityId: id,
    changes: changedFields(auditView(latest), auditView(after) ?? {}),
  });
  return getContent(ctx, id);
}

/** Publishes the latest approved version in a country of the item and of the member. */
export async function publishContent(
  ctx: StaffContext,
  id: string,
  request: PublishRequest,
): Promise<AdminContent> {
  const versions = await versionsInScope(ctx, id);
  const approved = versions.find((v) => v.status === 'approved');
  if (!approved) throw conflict('No approved version to publish');
  if (!approved.countries.includes(request.country))
    throw badRequest('The item is not authored for this country');
  assertCountriesInScope(ctx, [request.country]);
  if (approved.approvalExpiresAt && approved.approvalExpiresAt.getTime() <= ctx.now.getTime()) {
    throw conflict('The approval has expired: a new version needs approval');
  }
  const from = request.from ? new Date(request.from) : ctx.now;
  const before = (await repo.publicationsOf(ctx.db, [id])).find((p) => p.country === request.country);
  await repo.writePublishedVersion(
    ctx.db,
    approved,
    {
      synopsis: approved.fields.synopsis === null ? null : sanitizeContentHtml(approved.fields.synopsis),
      body: approved.fields.body === null ? null : sanitizeContentHtml(approved.fields.body),
    },
    { country: request.country, from, now: ctx.now },
  );
  catalogueChanged(ctx.db);
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'content.publish',
    entityType: 'content',
    entityId: id,
    country: request.country,
    changes: changedFields(
      before
        ? {
            approvalCode: before.approvalCode,
            publishedAt: before.publishedAt.toISOString(),
            expiresAt: before.expiresAt?.toISOString() ?? null,
          }
        : null,
      {
        version: approved.version,
        approvalCode: approved.approvalCode,
        publishedAt: from.toISOString(),
        expiresAt: approved.approvalExpiresAt?.toISOString() ?? null,
      },
    ),
  });
  return getContent(ctx, id);
}

export async function withdrawContent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<AdminContent> {
  await versionsInScope(ctx, id);
  assertCountriesInScope(ctx, [country]);
  const removed = await repo.deletePublication(ctx.db, id, country);
  if (!removed) throw conflict('The item is not published in this country');
  catalogueChanged(ctx.db);
  await recordAudit(ctx.db, actorOf(ctx), ctx.now, {
    action: 'content.withdraw',
    entityType: 'content',
    entityId: id,
    country,
    changes: {
      publishedAt: { before: removed.publishedAt.toISOString(), after: null },
      approvalCode: { before: removed.approvalCode, after: null },
    },
  });
  return getContent(ctx, id);
}

/** The latest version as physicians of `country` would read it: the same HTML allowlist, its approval code. */
export async function previewContent(
  ctx: StaffContext,
  id: string,
  country: CountryCode,
): Promise<ContentPreview> {
  const [latest] = await versionsInScope(ctx, id);
  if (!latest) throw notFound('No such content');
  if (!latest.countries.includes(country)) throw badRequest('The item is not authored for this country');
  assertCountriesInScope(ctx, [country]);
  const f = latest.fields;
  return {
    country,
    version: latest.version,
    title: f.title,
    synopsisHtml: f.synopsis === null ? null : sanitizeContentHtml(f.synopsis),
    bodyHtml: f.body === null ? null : sanitizeContentHtml(f.body),
    duration: f.duration,
    thumbnailUrl: f.thumbnailUrl,
    approvalCode: latest.approvalCode,
  };
}
