// SQL of the items authored under MLR review (content_versions, event_versions, product_versions): the
// tables have the same lifecycle columns and differ only in the item's id column, so one set of queries serves both.
import type { CountryCode } from '@portal/countries';
import {
  and,
  type contentVersions,
  type Database,
  desc,
  eq,
  type eventVersions,
  type productVersions,
} from '@portal/db';

type VersionTable = typeof contentVersions | typeof eventVersions | typeof productVersions;

export interface NewVersion<Fields> {
  itemId: string;
  version: number;
  countries: CountryCode[];
  fields: Fields;
  authorId: string;
  now: Date;
}

export interface VersionStore<Row extends { fields: unknown }, Patch> {
  /** The latest version of every item (one row per item). */
  latest(db: Database): Promise<Row[]>;
  /** Every version of an item, latest first. */
  versionsOf(db: Database, itemId: string): Promise<Row[]>;
  /** A new draft version. */
  insert(db: Database, row: NewVersion<Row['fields']>): Promise<Row>;
  /** The id of the item a version belongs to (its `contentId`, `eventId` or `productId`). */
  itemIdOf(row: Row): string;
  /** Updates a version only while it still has the status the caller read (no lost updates). */
  update(db: Database, id: string, expectedStatus: string, set: Patch): Promise<Row | undefined>;
}

export function versionStore<T extends VersionTable>(
  table: T,
  itemKey: keyof T['$inferSelect'] & ('contentId' | 'eventId' | 'productId'),
): VersionStore<T['$inferSelect'], Partial<T['$inferInsert']>> {
  // Drizzle's builders do not follow a table typed as a union; the SQL comes from the table passed in,
  // so one of the types stands for all here.
  const t = table as typeof contentVersions;
  const item = (table as unknown as Record<string, typeof contentVersions.contentId>)[itemKey]!;
  const store: VersionStore<typeof t.$inferSelect, Partial<typeof t.$inferInsert>> = {
    itemIdOf: (row) => (row as unknown as Record<string, string>)[itemKey]!,
    latest: (db) => db.selectDistinctOn([item]).from(t).orderBy(item, desc(t.version)),
    versionsOf: (db, itemId) => db.select().from(t).where(eq(item, itemId)).orderBy(desc(t.version)),
    async insert(db, row) {
      const values = {
        [itemKey]: row.itemId,
        version: row.version,
        status: 'draft',
        countries: row.countries,
        fields: row.fields,
        authorId: row.authorId,
        createdAt: row.now,
        updatedAt: row.now,
      } as typeof t.$inferInsert;
      const [inserted] = await db.insert(t).values(values).returning();
      if (!inserted) throw new Error(`${String(itemKey)} version not inserted`);
      return inserted;
    },
    async update(db, id, expectedStatus, set) {
      const [row] = await db
        .update(t)
        .set(set)
        .where(and(eq(t.id, id), eq(t.status, expectedStatus)))
        .returning();
      return row;
    },
  };
  return store as unknown as VersionStore<T['$inferSelect'], Partial<T['$inferInsert']>>;
}
