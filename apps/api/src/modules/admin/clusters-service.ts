// Home rows curated in the console (issue 15 item 6, decision 019): outdoor/hero, top 10, novelties,
// exclusive and feed. A membership is one row per item (content_cluster_items); a country sees the
// members published there. The editor reorders what a country sees: those members swap among the
// positions they already hold, so items only other countries see keep their places. Adding needs the
// item published in the country; removing needs the member to work for every country the item is
// published in (it leaves the row everywhere). Changes reach every process's home at once (catalogue
// NOTIFY on content_cluster_items, plus this process's cache directly). Every change is audited.
import type { ClusterMembers, EditableCluster } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { catalogueChanged } from '../content/service.ts';
import { recordAudit } from './audit-service.ts';
import * as repo from './clusters-repository.ts';
import type { StaffContext } from './content-service.ts';
import { publishedItems } from './links-repository.ts';
import { coversCountry } from './policy.ts';

function assertCountry(ctx: StaffContext, country: CountryCode): void {
  if (!coversCountry(ctx.staff, country)) throw forbidden(`Not a country of yours: ${country}`);
}

export async function clusterMembers(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
): Promise<ClusterMembers> {
  assertCountry(ctx, country);
  const rows = await repo.membersIn(ctx.db, cluster, country);
  return { cluster, country, items: rows.map((r) => ({ id: r.id, title: r.title })) };
}

async function audit(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  before: string[],
  after: string[],
) {
  await recordAudit(ctx.db, { id: ctx.staff.id, email: ctx.staff.email }, ctx.now, {
    action: 'cluster.change',
    entityType: 'cluster',
    entityId: cluster,
    country,
    changes: { members: { before, after } },
  });
}

export async function reorderCluster(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  contentIds: string[],
): Promise<ClusterMembers> {
  assertCountry(ctx, country);
  const current = await repo.membersIn(ctx.db, cluster, country);
  const before = current.map((r) => r.id);
  const same =
    contentIds.length === before.length &&
    new Set(contentIds).size === contentIds.length &&
    contentIds.every((id) => before.includes(id));
  if (!same) throw conflict('The row changed meanwhile: reload it and order again');
  const slots = current.map((r) => r.position).sort((a, b) => a - b);
  // Equal positions (seeded rows) would not order: spread them out first.
  const distinct = slots.every((p, i) => i === 0 || p > (slots[i - 1] as number));
  const positions = contentIds.map((contentId, i) => ({
    contentId,
    position: distinct ? (slots[i] as number) : (slots[0] ?? 0) + i,
  }));
  await repo.setPositions(ctx.db, cluster, positions);
  catalogueChanged(ctx.db);
  await audit(ctx, cluster, country, before, contentIds);
  return clusterMembers(ctx, cluster, country);
}

export async function addToCluster(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  contentId: string,
): Promise<ClusterMembers> {
  assertCountry(ctx, country);
  if (!(await repo.publishedCountriesOf(ctx.db, contentId)).includes(country))
    throw badRequest('The item is not published in this country');
  if (await repo.isMember(ctx.db, cluster, contentId)) throw conflict('The item is in this row already');
  const before = (await repo.membersIn(ctx.db, cluster, country)).map((r) => r.id);
  await repo.addMember(ctx.db, cluster, contentId);
  catalogueChanged(ctx.db);
  await audit(ctx, cluster, country, before, [...before, contentId]);
  return clusterMembers(ctx, cluster, country);
}

export async function removeFromCluster(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  contentId: string,
): Promise<ClusterMembers> {
  assertCountry(ctx, country);
  const elsewhere = (await repo.publishedCountriesOf(ctx.db, contentId)).filter(
    (c) => !coversCountry(ctx.staff, c),
  );
  if (elsewhere.length > 0)
    throw forbidden(`The item is also in this row in countries not yours: ${elsewhere.join(', ')}`);
  const before = (await repo.membersIn(ctx.db, cluster, country)).map((r) => r.id);
  if (!(await repo.removeMember(ctx.db, cluster, contentId))) throw conflict('The item is not in this row');
  catalogueChanged(ctx.db);
  await audit(
    ctx,
    cluster,
    country,
    before,
    before.filter((id) => id !== contentId),
  );
  return clusterMembers(ctx, cluster, country);
}

/** Items live in the country now that are not in the row yet (what may be added). */
export async function clusterCandidates(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
): Promise<{ items: { id: string; title: string }[] }> {
  assertCountry(ctx, country);
  const members = new Set((await repo.membersIn(ctx.db, cluster, country)).map((r) => r.id));
  const items = await publishedItems(ctx.db, country, ctx.now);
  return { items: items.filter((item) => !members.has(item.id)) };
}
