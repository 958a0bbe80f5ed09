// SQL of content authoring: the physician read model that publishing an approved content version writes
// (content_items, content_publications, thumbnails, structure, the novelty row) and withdrawal removes.
import type { CountryCode } from '@portal/countries';
import {
  and,
  type ContentVersionRow,
  contentItems,
  contentPublications,
  type Database,
  eq,
  inArray,
  thumbnails,
} from '@portal/db';
import { addMember } from './clusters-repository.ts';
import { mediaColumns, writeStructure } from './content-structure-repository.ts';
import { thumbnailRows } from './thumbnail-rows.ts';

export async function publicationsOf(db: Database, contentIds: string[]) {
  if (contentIds.length === 0) return [];
  return db.select().from(contentPublications).where(inArray(contentPublications.contentId, contentIds));
}

/**
 * Copies an approved version into what physicians read: the item's row (updated in place, so saved
 * items and the access log stay), its thumbnail, its structure and products (content-structure-repository.ts),
 * its `novelty` membership, and the country's publication until the approval expires.
 */
export async function writePublishedVersion(
  db: Database,
  version: ContentVersionRow,
  html: { synopsis: string | null; body: string | null; additionalInformation: string | null },
  publication: { country: CountryCode; from: Date; now: Date },
): Promise<void> {
  const f = version.fields;
  const item = {
    id: version.contentId,
    title: f.title,
    synopsis: html.synopsis,
    body: html.body,
    duration: f.duration,
    mainCluster: f.mainCluster,
    language: f.language,
    specialties: f.specialties,
    mediaUrl: f.mediaUrl,
    ...mediaColumns(f.mediaUrl, f.mediaKind ?? 'video'),
    participant: f.participant ?? null,
    medicineInsert: f.medicineInsert ?? null,
    additionalInformation: html.additionalInformation,
    publishDate: publication.from,
    updatedAt: publication.now,
  };
  await db.transaction(async (tx) => {
    await tx.insert(contentItems).values(item).onConflictDoUpdate({ target: contentItems.id, set: item });
    await tx.delete(thumbnails).where(eq(thumbnails.contentId, version.contentId));
    const thumbnailValues = thumbnailRows(version.contentId, f.thumbnailUrl, f.thumbnailVariants);
    if (thumbnailValues.length > 0) await tx.insert(thumbnails).values(thumbnailValues);
    await writeStructure(tx, version.contentId, f);
    // Every publication is news: first in the country's novelties (kept where it was on a re-publication).
    await addMember(tx, { clusterId: 'novelty', country: publication.country, contentId: version.contentId });
    const row = {
      contentId: version.contentId,
      country: publication.country,
      approvalCode: version.approvalCode,
      publishedAt: publication.from,
      expiresAt: version.approvalExpiresAt,
    };
    await tx
      .insert(contentPublications)
      .values(row)
      .onConflictDoUpdate({ target: [contentPublications.contentId, contentPublications.country], set: row });
  });
}

/** Withdraws the item from a country; the removed publication, if there was one. */
export async function deletePublication(db: Database, contentId: string, country: CountryCode) {
  const rows = await db
    .delete(contentPublications)
    .where(and(eq(contentPublications.contentId, contentId), eq(contentPublications.country, country)))
    .returning();
  return rows[0];
}
