// Home rows curated in the console (issue 15 item 6, decision 019): outdoor/hero, top 10, novelties,
// exclusive and feed. A membership is one row per country, item and row (content_cluster_items) with the
// country's own position: reordering, adding or removing in Brazil never touches Mexico's row, even for
// an item published in both. Adding needs the item published in the country and puts it first (the home
// shows a row's first page). Items withdrawn from the country keep their membership (and place) for a
// later re-publication. Changes reach every process's home at once (catalogue NOTIFY on
// content_cluster_items, plus this process's cache directly). Every change is audited.
import type { ClusterMembers, EditableCluster } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import type { StaffContext } from '../../context.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { coversCountry, inTransaction, recordMemberAudit } from '../console-kernel/index.ts';
import { catalogueChanged } from '../content/service.ts';
import { publishedItems } from '../event-authoring/index.ts';
import * as repo from './clusters-repository.ts';

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

/**
 * Changes the row as `country` sees it: `change` gets the members before (it may refuse) and makes the
 * change, returning the ids after; then every process's home hears of it and the change is audited.
 */
async function changeRow(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  change: (current: Awaited<ReturnType<typeof repo.membersIn>>, tx: StaffContext) => Promise<string[]>,
): Promise<ClusterMembers> {
  assertCountry(ctx, country);
  // The change and its audit row in one transaction; every process's home hears of it once committed.
  await inTransaction(ctx, async (tx) => {
    const current = await repo.membersIn(tx.db, cluster, country);
    const after = await change(current, tx);
    await recordMemberAudit(tx.db, tx, {
      action: 'cluster.change',
      entityType: 'cluster',
      entityId: cluster,
      country,
      changes: { members: { before: current.map((r) => r.id), after } },
    });
  });
  catalogueChanged(ctx.db);
  return clusterMembers(ctx, cluster, country);
}

/** Adding or removing one item, as the routes call it. */
type MemberChange = (
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  contentId: string,
) => Promise<ClusterMembers>;

export async function reorderCluster(
  ctx: StaffContext,
  cluster: EditableCluster,
  country: CountryCode,
  contentIds: string[],
): Promise<ClusterMembers> {
  return changeRow(ctx, cluster, country, async (current, tx) => {
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
    await repo.setPositions(tx.db, cluster, country, positions);
    return contentIds;
  });
}

export const addToCluster: MemberChange = (ctx, cluster, country, contentId) =>
  changeRow(ctx, cluster, country, async (current, tx) => {
    if (!(await repo.publishedCountriesOf(tx.db, contentId)).includes(country))
      throw badRequest('The item is not published in this country');
    const member = { clusterId: cluster, country, contentId };
    if (await repo.isMember(tx.db, member)) throw conflict('The item is in this row already');
    await repo.addMember(tx.db, member);
    return [contentId, ...current.map((r) => r.id)];
  });

export const removeFromCluster: MemberChange = (ctx, cluster, country, contentId) =>
  changeRow(ctx, cluster, country, async (current, tx) => {
    if (!(await repo.removeMember(tx.db, { clusterId: cluster, country, contentId })))
      throw conflict('The item is not in this row');
    return current.map((r) => r.id).filter((id) => id !== contentId);
  });

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
