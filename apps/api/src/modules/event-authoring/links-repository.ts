// SQL of public links issued in the console: content_tokens rows (only the token's hash), the items a
// link may open, and the access log's public reads through each link.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  contentAccessLog,
  contentItems,
  contentPublications,
  contentTokens,
  type Database,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  sql,
  staff,
} from '@portal/db';
import { livePublicationIn } from '../../db/live-publication.ts';

/** Items live in the country now (what a link could open). */
export async function publishedItems(db: Database, country: CountryCode, now: Date) {
  return db
    .select({ id: contentItems.id, title: contentItems.title })
    .from(contentItems)
    .innerJoin(contentPublications, eq(contentPublications.contentId, contentItems.id))
    .where(livePublicationIn(country, now))
    .orderBy(asc(contentItems.title))
    .limit(1000);
}

export async function isPublishedIn(db: Database, contentId: string, country: CountryCode, now: Date) {
  const rows = await db
    .select({ id: contentPublications.contentId })
    .from(contentPublications)
    .where(and(eq(contentPublications.contentId, contentId), livePublicationIn(country, now)));
  return rows.length > 0;
}

export async function insertLink(
  db: Database,
  row: {
    contentId: string;
    tokenHash: string;
    vidKey: string;
    country: CountryCode;
    note: string | null;
    issuedBy: string;
    expiresAt: Date;
    now: Date;
  },
) {
  const [inserted] = await db
    .insert(contentTokens)
    .values({
      contentId: row.contentId,
      tokenHash: row.tokenHash,
      vidKey: row.vidKey,
      country: row.country,
      note: row.note,
      issuedBy: row.issuedBy,
      expiresAt: row.expiresAt,
      createdAt: row.now,
    })
    .returning({ id: contentTokens.id });
  if (!inserted) throw new Error('link not inserted');
  return inserted.id;
}

const linkColumns = {
  id: contentTokens.id,
  contentId: contentTokens.contentId,
  contentTitle: contentItems.title,
  country: contentTokens.country,
  note: contentTokens.note,
  issuedByEmail: staff.email,
  createdAt: contentTokens.createdAt,
  expiresAt: contentTokens.expiresAt,
  revokedAt: contentTokens.revokedAt,
  opens: sql<number>`(select count(*)::int from ${contentAccessLog} where ${contentAccessLog.tokenId} = ${contentTokens.id})`,
};

/** Console-issued links of the given countries, newest first. */
export async function listLinks(db: Database, countries: readonly CountryCode[], contentId?: string) {
  if (countries.length === 0) return [];
  return db
    .select(linkColumns)
    .from(contentTokens)
    .innerJoin(contentItems, eq(contentItems.id, contentTokens.contentId))
    .leftJoin(staff, eq(staff.id, contentTokens.issuedBy))
    .where(
      and(
        isNotNull(contentTokens.country),
        inArray(contentTokens.country, [...countries]),
        contentId ? eq(contentTokens.contentId, contentId) : undefined,
      ),
    )
    .orderBy(desc(contentTokens.createdAt))
    .limit(500);
}

export async function findLink(db: Database, id: string) {
  const [row] = await db
    .select(linkColumns)
    .from(contentTokens)
    .innerJoin(contentItems, eq(contentItems.id, contentTokens.contentId))
    .leftJoin(staff, eq(staff.id, contentTokens.issuedBy))
    .where(and(eq(contentTokens.id, id), isNotNull(contentTokens.country)));
  return row;
}

/** Revokes once; false when it was revoked already. */
export async function revokeLink(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(contentTokens)
    .set({ revokedAt: now })
    .where(and(eq(contentTokens.id, id), isNull(contentTokens.revokedAt)))
    .returning({ id: contentTokens.id });
  return rows.length === 1;
}

/** The public reads through a link, newest first. */
export async function opensOf(db: Database, tokenId: string) {
  return db
    .select({
      at: contentAccessLog.accessedAt,
      name: contentAccessLog.visitorName,
      registerNumber: contentAccessLog.visitorRegisterNumber,
    })
    .from(contentAccessLog)
    .where(eq(contentAccessLog.tokenId, tokenId))
    .orderBy(desc(contentAccessLog.accessedAt))
    .limit(500);
}
