// drizzle-orm is installed for this package only: modules take their SQL operators from here.
export {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
export {
  type CreateDatabaseOptions,
  createDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseKind,
  type Schema,
} from './client.ts';
export { sanitizeContentHtml } from './content-html.ts';
export {
  analyzeContentTables,
  assertSafeUrl,
  type ContentInput,
  type ContentTokenInput,
  hashContentToken,
  insertContentItem,
  insertContentItems,
  issueContentToken,
  type MediaInput,
  type PartInput,
  type ProductInput,
  type PublicationInput,
  type SeasonInput,
  type ThumbnailInput,
  upsertProduct,
} from './content-store.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_LICENSED_PROFESSIONALS,
  DEMO_PASSWORD,
  type DemoAccount,
  demoUid,
} from './demo-accounts.ts';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
export { hashPassword, verifyPassword } from './password.ts';
export * from './schema/index.ts';
export { DEMO_SEED_KEY, type SeedResult, seedDemoData } from './seed.ts';
