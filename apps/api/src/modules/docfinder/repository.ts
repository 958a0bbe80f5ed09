// Doctor-finder SQL: listings, their practices, the consent trail and the public search.
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  count,
  type Database,
  type DocfinderAddressRow,
  type DocfinderListingRow,
  docfinderAddresses,
  docfinderConsents,
  docfinderListings,
  eq,
  inArray,
  type NewDocfinderAddressRow,
  type NewDocfinderListingRow,
  type SQL,
  sql,
  users,
} from '@portal/db';

/**
 * A listing is public (search, profile) only when it is `listed`, has at least one practice (a listing
 * without an address tells patients nothing and only exposes the number), and belongs to a live,
 * verified account (issue 33: the verified holder of the number; demo profiles have no account).
 */
const PUBLIC_LISTING = sql.join(
  [
    sql`${docfinderListings.listed}`,
    sql`EXISTS (SELECT 1 FROM ${docfinderAddresses} WHERE ${docfinderAddresses.listingId} = ${docfinderListings.id})`,
    sql`(${docfinderListings.userId} IS NULL OR EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${docfinderListings.userId} AND ${users.verification} = 'verified' AND ${users.disabledAt} IS NULL AND ${users.anonymisedAt} IS NULL))`,
  ],
  sql` AND `,
);

export async function listingOfUser(db: Database, userId: string): Promise<DocfinderListingRow | undefined> {
  const [row] = await db.select().from(docfinderListings).where(eq(docfinderListings.userId, userId));
  return row;
}

export async function listingBySlug(db: Database, slug: string): Promise<DocfinderListingRow | undefined> {
  const [row] = await db
    .select()
    .from(docfinderListings)
    .where(and(eq(docfinderListings.slug, slug), PUBLIC_LISTING));
  return row;
}

/** Another account's listing of this registration, with whether its owner is a live verified account. */
export async function listingOfRegister(
  db: Database,
  key: { country: CountryCode; registerNumber: string; registerUf: string },
): Promise<{ listing: DocfinderListingRow; ownerVerified: boolean } | undefined> {
  const [row] = await db
    .select({
      listing: docfinderListings,
      ownerVerified: sql<boolean>`(${users.verification} = 'verified' AND ${users.disabledAt} IS NULL AND ${users.anonymisedAt} IS NULL)`,
    })
    .from(docfinderListings)
    .innerJoin(users, eq(users.id, docfinderListings.userId))
    .where(
      and(
        eq(docfinderListings.country, key.country),
        eq(docfinderListings.registerNumber, key.registerNumber),
        eq(docfinderListings.registerUf, key.registerUf),
      ),
    );
  return row;
}

export async function slugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: docfinderListings.id })
    .from(docfinderListings)
    .where(eq(docfinderListings.slug, slug));
  return row !== undefined;
}

export interface ConsentEntry {
  userId: string;
  action: 'granted' | 'withdrawn';
  version: string;
  language: string;
  text: string;
  at: Date;
}

/** Inserts the listing and its consent proof together; undefined when the user already has a listing. */
export async function insertListing(
  db: Database,
  values: NewDocfinderListingRow,
  consent: ConsentEntry,
): Promise<DocfinderListingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(docfinderListings)
      .values(values)
      .onConflictDoNothing({ target: docfinderListings.userId })
      .returning();
    if (row) await tx.insert(docfinderConsents).values(consent);
    return row;
  });
}

export async function updateListing(
  db: Database,
  id: string,
  values: Partial<NewDocfinderListingRow>,
): Promise<DocfinderListingRow | undefined> {
  const [row] = await db
    .update(docfinderListings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(docfinderListings.id, id))
    .returning();
  return row;
}

/** Deletes the listing (its addresses cascade) and records the withdrawal, in one transaction. */
export async function deleteListing(db: Database, id: string, withdrawal: ConsentEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(docfinderListings).where(eq(docfinderListings.id, id));
    await tx.insert(docfinderConsents).values(withdrawal);
  });
}

export async function addressesOf(db: Database, listingIds: string[]): Promise<DocfinderAddressRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(docfinderAddresses)
    .where(inArray(docfinderAddresses.listingId, listingIds))
    .orderBy(asc(docfinderAddresses.position), asc(docfinderAddresses.createdAt));
}

export async function addressOf(
  db: Database,
  listingId: string,
  id: string,
): Promise<DocfinderAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(docfinderAddresses)
    .where(and(eq(docfinderAddresses.listingId, listingId), eq(docfinderAddresses.id, id)));
  return row;
}

/**
 * Adds an address unless the listing has `max` already. The listing row is locked first, so two
 * concurrent adds cannot both pass the count.
 */
export async function insertAddress(
  db: Database,
  values: NewDocfinderAddressRow,
  max: number,
): Promise<DocfinderAddressRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM docfinder_listings WHERE id = ${values.listingId} FOR UPDATE`);
    const [existing] = await tx
      .select({ n: count() })
      .from(docfinderAddresses)
      .where(eq(docfinderAddresses.listingId, values.listingId));
    const n = existing?.n ?? 0;
    if (n >= max) return undefined;
    const [row] = await tx
      .insert(docfinderAddresses)
      .values({ ...values, position: n })
      .returning();
    return row;
  });
}

export async function updateAddress(
  db: Database,
  listingId: string,
  id: string,
  values: Partial<NewDocfinderAddressRow>,
): Promise<DocfinderAddressRow | undefined> {
  const [row] = await db
    .update(docfinderAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(docfinderAddresses.listingId, listingId), eq(docfinderAddresses.id, id)))
    .returning();
  return row;
}

export async function deleteAddress(db: Database, listingId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(docfinderAddresses)
    .where(and(eq(docfinderAddresses.listingId, listingId), eq(docfinderAddresses.id, id)))
    .returning({ id: docfinderAddresses.id });
  return rows.length > 0;
}

export interface SearchFilter {
  country: CountryCode;
  specialty?: string | undefined;
  /** Normalised (docfinderSearchText). */
  state?: string | undefined;
  city?: string | undefined;
  name?: string | undefined;
  limit: number;
  offset: number;
}

/** The address condition of a place filter (state and/or city), or undefined without one. */
function placeCondition(filter: SearchFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.state) parts.push(sql`${docfinderAddresses.searchState} = ${filter.state}`);
  if (filter.city) parts.push(sql`${docfinderAddresses.searchCity} = ${filter.city}`);
  return parts.length > 0 ? sql.join(parts, sql` AND `) : undefined;
}

/**
 * One page of listed physicians (limit + 1 rows tell whether a next page exists). A name matches as a
 * substring; only when nothing does, by trigram word similarity (`<%`, pg_trgm's default 0.6), so one
 * typo still finds them — and the costly similarity is computed only for searches that need it.
 */
export async function searchListings(db: Database, filter: SearchFilter): Promise<DocfinderListingRow[]> {
  const conditions: SQL[] = [sql`${docfinderListings.country} = ${filter.country}`, PUBLIC_LISTING];
  if (filter.specialty)
    conditions.push(sql`${docfinderListings.specialties} @> ARRAY[${filter.specialty}]::text[]`);
  const place = placeCondition(filter);
  if (place)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${docfinderAddresses} WHERE ${docfinderAddresses.listingId} = ${docfinderListings.id} AND ${place})`,
    );
  const page = (runner: Database, nameCondition: SQL | undefined, order: SQL[]) =>
    runner
      .select()
      .from(docfinderListings)
      .where(sql.join(nameCondition ? [...conditions, nameCondition] : conditions, sql` AND `))
      .orderBy(...order, asc(docfinderListings.searchName), asc(docfinderListings.id))
      .limit(filter.limit)
      .offset(filter.offset);
  const name = filter.name;
  if (!name) return page(db, undefined, []);
  const like = sql`${docfinderListings.searchName} LIKE ${`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  // The planner prices word similarity like a cheap operator and scans the whole table, computing it for
  // every row (~20x slower at 10,000 physicians); the trigram index narrows the rows first.
  return db.transaction(async (tx) => {
    const runner = tx as unknown as Database;
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const [exact] = await runner
      .select({ id: docfinderListings.id })
      .from(docfinderListings)
      .where(sql.join([...conditions, like], sql` AND `))
      .limit(1);
    if (exact) return page(runner, like, []);
    return page(runner, sql`${name} <% ${docfinderListings.searchName}`, [
      sql`word_similarity(${name}, ${docfinderListings.searchName}) DESC`,
    ]);
  });
}

/** The addresses of the given listings that lie in the filter's place (all of them without one). */
export async function addressesInPlace(
  db: Database,
  listingIds: string[],
  filter: SearchFilter,
): Promise<DocfinderAddressRow[]> {
  if (listingIds.length === 0) return [];
  const place = placeCondition(filter);
  return db
    .select()
    .from(docfinderAddresses)
    .where(and(inArray(docfinderAddresses.listingId, listingIds), place))
    .orderBy(asc(docfinderAddresses.position), asc(docfinderAddresses.createdAt));
}

/** A listing is public once listed with at least one practice (a listing without one shows nobody where). */
const hasPractice = sql`EXISTS (SELECT 1 FROM ${docfinderAddresses} WHERE ${docfinderAddresses.listingId} = ${docfinderListings.id})`;

/** The public profiles of a country, for its sitemap: slug and last change, by name. */
export async function publicProfilesOf(
  db: Database,
  country: CountryCode,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: docfinderListings.slug, updatedAt: docfinderListings.updatedAt })
    .from(docfinderListings)
    .where(and(eq(docfinderListings.country, country), eq(docfinderListings.listed, true), hasPractice))
    .orderBy(asc(docfinderListings.searchName), asc(docfinderListings.id));
}
