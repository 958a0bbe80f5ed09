// SQL behind the console's lists and record states (issue 36): the newest approved version of each item,
// the last publication step per item and country (from the audit trail, which records the version each
// publish wrote and each withdrawal), and the records live for physicians without any console version
// (the demo corpus and what was published before the console existed).
import type { CountryCode } from '@portal/countries';
import {
  and,
  asc,
  contentItems,
  contentProducts,
  contentPublications,
  type contentVersions,
  type Database,
  desc,
  eq,
  events,
  type eventVersions,
  inArray,
  products,
  type productVersions,
  sql,
  staffAudit,
  thumbnails,
} from '@portal/db';

type VersionTable = typeof contentVersions | typeof eventVersions | typeof productVersions;

/** The newest approved version of each of `ids` (by the item's id column of `table`). */
export async function newestApproved<Row>(
  db: Database,
  table: VersionTable,
  itemKey: 'contentId' | 'eventId' | 'productId',
  ids: readonly string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  // Drizzle's builders do not follow a union of tables; the SQL comes from the table passed in.
  const t = table as typeof contentVersions;
  const item = (table as unknown as Record<string, typeof contentVersions.contentId>)[itemKey]!;
  const rows = await db
    .selectDistinctOn([item])
    .from(t)
    .where(and(inArray(item, [...ids]), eq(t.status, 'approved')))
    .orderBy(item, desc(t.version));
  return rows as unknown as Row[];
}

export interface PublicationStep {
  entityId: string;
  country: CountryCode;
  step: 'publish' | 'withdraw';
  /** The version a publish wrote (absent in rows written before it was recorded). */
  version: number | null;
}

/** The last publish or withdraw of each item of `ids` in each country, from the audit trail. */
export async function lastPublicationSteps(
  db: Database,
  entityType: 'content' | 'event' | 'product',
  ids: readonly string[],
): Promise<PublicationStep[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      entityId: staffAudit.entityId,
      country: staffAudit.country,
      action: staffAudit.action,
      changes: staffAudit.changes,
    })
    .from(staffAudit)
    .where(
      and(
        eq(staffAudit.entityType, entityType),
        inArray(staffAudit.action, [`${entityType}.publish`, `${entityType}.withdraw`]),
        inArray(staffAudit.entityId, [...ids]),
      ),
    )
    .orderBy(asc(staffAudit.seq));
  const last = new Map<string, PublicationStep>();
  for (const row of rows) {
    if (!row.entityId || !row.country) continue;
    const version = row.changes.version?.after;
    last.set(`${row.entityId}|${row.country}`, {
      entityId: row.entityId,
      country: row.country as CountryCode,
      step: row.action.endsWith('.withdraw') ? 'withdraw' : 'publish',
      version: typeof version === 'number' ? version : null,
    });
  }
  return [...last.values()];
}

const noVersion = (versionTable: string, itemColumn: string, id: unknown) =>
  sql`not exists (select 1 from ${sql.identifier(versionTable)} v where v.${sql.identifier(itemColumn)} = ${id})`;

const countryArray = (countries: readonly CountryCode[]) =>
  sql`array[${sql.join(
    countries.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

/** Content items live in one of `countries` without a console version (one id: that item only). */
export async function unversionedContent(db: Database, countries: readonly CountryCode[], id?: string) {
  if (countries.length === 0) return [];
  const items = await db
    .select()
    .from(contentItems)
    .where(
      and(
        id ? eq(contentItems.id, id) : undefined,
        noVersion('content_versions', 'content_id', contentItems.id),
        sql`exists (select 1 from ${contentPublications} p where p.content_id = ${contentItems.id} and p.country = any(${countryArray(countries)}))`,
      ),
    );
  const ids = items.map((i) => i.id);
  if (ids.length === 0) return [];
  const [publications, images, linked] = await Promise.all([
    db.select().from(contentPublications).where(inArray(contentPublications.contentId, ids)),
    db
      .select({ contentId: thumbnails.contentId, type: thumbnails.type, url: thumbnails.url })
      .from(thumbnails)
      .where(inArray(thumbnails.contentId, ids))
      .orderBy(asc(thumbnails.position)),
    db.select().from(contentProducts).where(inArray(contentProducts.contentId, ids)),
  ]);
  return items.map((item) => ({
    item,
    publications: publications.filter((p) => p.contentId === item.id),
    thumbnails: images.filter((t) => t.contentId === item.id),
    products: linked.filter((l) => l.contentId === item.id).map((l) => l.productId),
  }));
}

/** Products shown in one of `countries` without a console version (the seeded catalogue). */
export async function unversionedProducts(db: Database, countries: readonly CountryCode[], id?: string) {
  if (countries.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      medicineInsert: products.medicineInsert,
      countries: products.countries,
      thumbnailUrl: sql<
        string | null
      >`(select t.url from ${thumbnails} t where t.product_id = ${products.id} order by t.position limit 1)`,
    })
    .from(products)
    .where(
      and(
        id ? eq(products.id, id) : undefined,
        noVersion('product_versions', 'product_id', products.id),
        sql`${products.countries} && ${countryArray(countries)}`,
      ),
    );
}

/** Events shown in one of `countries` without a console version (the seeded programme). */
export async function unversionedEvents(db: Database, countries: readonly CountryCode[], id?: string) {
  if (countries.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(
      and(
        id ? eq(events.id, id) : undefined,
        noVersion('event_versions', 'event_id', events.id),
        sql`${events.countries} && ${countryArray(countries)}`,
      ),
    );
}
