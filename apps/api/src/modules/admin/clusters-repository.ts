// SQL of home-row curation: content_cluster_items (one membership per item and row, ordered by
// position) seen through a country's publications.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  contentClusterItems,
  contentItems,
  contentPublications,
  type Database,
  eq,
  inArray,
  sql,
} from '@portal/db';

/** Members of the row published in the country (now or scheduled), in the row's order. */
export async function membersIn(db: Database, clusterId: string, country: CountryCode) {
  return db
    .select({ id: contentItems.id, title: contentItems.title, position: contentClusterItems.position })
    .from(contentClusterItems)
    .innerJoin(contentItems, eq(contentItems.id, contentClusterItems.contentId))
    .innerJoin(
      contentPublications,
      and(eq(contentPublications.contentId, contentItems.id), eq(contentPublications.country, country)),
    )
    .where(eq(contentClusterItems.clusterId, clusterId))
    .orderBy(asc(contentClusterItems.position), asc(contentClusterItems.contentId));
}

/** Countries where the item has a publication row. */
export async function publishedCountriesOf(db: Database, contentId: string): Promise<CountryCode[]> {
  const rows = await db
    .select({ country: contentPublications.country })
    .from(contentPublications)
    .where(eq(contentPublications.contentId, contentId));
  return rows.map((r) => r.country);
}

export async function isMember(db: Database, clusterId: string, contentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contentClusterItems.contentId })
    .from(contentClusterItems)
    .where(and(eq(contentClusterItems.clusterId, clusterId), eq(contentClusterItems.contentId, contentId)));
  return rows.length > 0;
}

/** Appends the item at the end of the row. */
export async function addMember(db: Database, clusterId: string, contentId: string): Promise<void> {
  await db
    .insert(contentClusterItems)
    .values({
      clusterId,
      contentId,
      position: sql`(select coalesce(max(${contentClusterItems.position}), -1) + 1 from ${contentClusterItems} where ${contentClusterItems.clusterId} = ${clusterId})`,
    })
    .onConflictDoNothing();
}

export async function removeMember(db: Database, clusterId: string, contentId: string): Promise<boolean> {
  const rows = await db
    .delete(contentClusterItems)
    .where(and(eq(contentClusterItems.clusterId, clusterId), eq(contentClusterItems.contentId, contentId)))
    .returning({ id: contentClusterItems.contentId });
  return rows.length > 0;
}

/** Gives the items the positions in the order given (one transaction). */
export async function setPositions(
  db: Database,
  clusterId: string,
  positions: { contentId: string; position: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { contentId, position } of positions) {
      await tx
        .update(contentClusterItems)
        .set({ position })
        .where(
          and(
            eq(contentClusterItems.clusterId, clusterId),
            inArray(contentClusterItems.contentId, [contentId]),
          ),
        );
    }
  });
}
