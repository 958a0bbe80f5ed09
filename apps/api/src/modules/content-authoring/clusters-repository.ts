// SQL of home-row curation: content_cluster_items (one membership per country, item and row, ordered by
// the country's position) seen through the country's publications.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  contentClusterItems,
  contentItems,
  contentPublications,
  type Database,
  eq,
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
    .where(and(eq(contentClusterItems.clusterId, clusterId), eq(contentClusterItems.country, country)))
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

/** One item in one country's row: the key of a content_cluster_items row. */
export interface Membership {
  clusterId: string;
  country: CountryCode;
  contentId: string;
}

/** The membership's row; without `contentId`, every row of the country's row. */
const membership = ({
  clusterId,
  country,
  contentId,
}: Omit<Membership, 'contentId'> & { contentId?: string }) =>
  and(
    eq(contentClusterItems.clusterId, clusterId),
    eq(contentClusterItems.country, country),
    contentId === undefined ? undefined : eq(contentClusterItems.contentId, contentId),
  );

export async function isMember(db: Database, member: Membership): Promise<boolean> {
  const rows = await db
    .select({ id: contentClusterItems.contentId })
    .from(contentClusterItems)
    .where(membership(member));
  return rows.length > 0;
}

/**
 * Puts the item first in the country's row: a row shows its first page on the home, so an item added at
 * the end of a long row (Brazil's "Exclusivo" has dozens) would not reach the physicians it was added for.
 */
export async function addMember(db: Database, member: Membership): Promise<void> {
  const { clusterId, country, contentId } = member;
  await db
    .insert(contentClusterItems)
    .values({
      clusterId,
      country,
      contentId,
      position: sql`(select coalesce(min(${contentClusterItems.position}), 1) - 1 from ${contentClusterItems} where ${membership({ clusterId, country })})`,
    })
    .onConflictDoNothing();
}

export async function removeMember(db: Database, member: Membership): Promise<boolean> {
  const rows = await db
    .delete(contentClusterItems)
    .where(membership(member))
    .returning({ id: contentClusterItems.contentId });
  return rows.length > 0;
}

/** Gives the items the positions in the order given, in the country's row only (one transaction). */
export async function setPositions(
  db: Database,
  clusterId: string,
  country: CountryCode,
  positions: { contentId: string; position: number }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { contentId, position } of positions) {
      await tx
        .update(contentClusterItems)
        .set({ position })
        .where(membership({ clusterId, country, contentId }));
    }
  });
}
