// Public `aceite-teste` links issued in the console (issue 15 item 6, decision 019). A link opens one
// item in one country's portal until it expires or is revoked; the visitor still gives name and
// registration number and accepts the terms (modules/public-access). The token is shown once, at issue;
// only its SHA-256 hash is stored. Who opened a link comes from the content access log, whose public
// reads name the link they came through.
import { randomBytes } from 'node:crypto';
import type { ContentLink, IssuedLink, IssueLink, LinkCandidates, LinkDetail } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { hashContentToken } from '@portal/db';
import type { StaffContext } from '../../context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { coversCountry, inTransaction, recordMemberAudit } from '../console-kernel/index.ts';
import { flushAccessLog } from '../content/service.ts';
import * as repo from './links-repository.ts';

const YEAR_MS = 366 * 86_400_000;

type LinkRow = NonNullable<Awaited<ReturnType<typeof repo.findLink>>>;

function toLink(row: LinkRow, now: Date): ContentLink {
  const expiresAt = row.expiresAt ?? now;
  return {
    id: row.id,
    contentId: row.contentId,
    contentTitle: row.contentTitle,
    country: row.country as CountryCode,
    note: row.note,
    issuedByEmail: row.issuedByEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : expiresAt.getTime() <= now.getTime() ? 'expired' : 'live',
    opens: Number(row.opens),
  };
}

function assertCountry(ctx: StaffContext, country: CountryCode): void {
  if (!coversCountry(ctx.staff, country)) throw forbidden(`Not a country of yours: ${country}`);
}

export async function linkCandidates(ctx: StaffContext, country: CountryCode): Promise<LinkCandidates> {
  assertCountry(ctx, country);
  return { items: await repo.publishedItems(ctx.db, country, ctx.now) };
}

export async function listLinks(ctx: StaffContext, contentId?: string): Promise<ContentLink[]> {
  await flushAccessLog(ctx.db);
  const rows = await repo.listLinks(ctx.db, ctx.staff.countries, contentId);
  return rows.map((row) => toLink(row, ctx.now));
}

async function linkInScope(ctx: StaffContext, id: string): Promise<LinkRow> {
  const row = await repo.findLink(ctx.db, id);
  if (!row || !coversCountry(ctx.staff, row.country as CountryCode)) throw notFound('No such link');
  return row;
}

export async function issueLink(ctx: StaffContext, request: IssueLink): Promise<IssuedLink> {
  assertCountry(ctx, request.country);
  const expiresAt = new Date(request.expiresAt);
  if (expiresAt.getTime() <= ctx.now.getTime()) throw badRequest('The link must expire in the future');
  if (expiresAt.getTime() > ctx.now.getTime() + YEAR_MS) throw badRequest('A link lasts at most a year');
  if (!(await repo.isPublishedIn(ctx.db, request.contentId, request.country, ctx.now)))
    throw badRequest('The item is not published in this country');
  const token = randomBytes(24).toString('base64url');
  const vidKey = randomBytes(8).toString('hex');
  // The link and its audit row in one transaction.
  const id = await inTransaction(ctx, async (tx) => {
    const inserted = await repo.insertLink(tx.db, {
      contentId: request.contentId,
      tokenHash: hashContentToken(token),
      vidKey,
      country: request.country,
      note: request.note,
      issuedBy: ctx.staff.id,
      expiresAt,
      now: ctx.now,
    });
    await recordMemberAudit(tx.db, tx, {
      action: 'link.issue',
      entityType: 'content',
      entityId: request.contentId,
      country: request.country,
      changes: {
        link: { before: null, after: inserted },
        expiresAt: { before: null, after: expiresAt.toISOString() },
        note: { before: null, after: request.note },
      },
    });
    return inserted;
  });
  const row = await linkInScope(ctx, id);
  const query = new URLSearchParams({ token, vidKey });
  return {
    link: toLink(row, ctx.now),
    path: `/aceite-teste/${encodeURIComponent(request.contentId)}?${query}`,
  };
}

export async function revokeLink(ctx: StaffContext, id: string): Promise<ContentLink> {
  const before = await linkInScope(ctx, id);
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.revokeLink(tx.db, id, ctx.now))) throw conflict('The link is revoked already');
    await recordMemberAudit(tx.db, tx, {
      action: 'link.revoke',
      entityType: 'content',
      entityId: before.contentId,
      country: before.country,
      changes: { link: { before: id, after: id }, revokedAt: { before: null, after: ctx.now.toISOString() } },
    });
  });
  return toLink(await linkInScope(ctx, id), ctx.now);
}

export async function linkDetail(ctx: StaffContext, id: string): Promise<LinkDetail> {
  await flushAccessLog(ctx.db);
  const row = await linkInScope(ctx, id);
  const opens = await repo.opensOf(ctx.db, id);
  return {
    link: toLink(row, ctx.now),
    opens: opens.map((o) => ({ at: o.at.toISOString(), name: o.name, registerNumber: o.registerNumber })),
  };
}
