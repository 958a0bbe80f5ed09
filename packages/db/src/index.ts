// drizzle-orm is installed for this package only: modules take their SQL operators from here.
export {
  type AnyColumn,
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
  max,
  ne,
  notInArray,
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
export {
  analyzeContentTables,
  assertSafeUrl,
  type ContentInput,
  type ContentStore,
  type ContentTokenInput,
  createContentStore,
  type HtmlSanitiser,
  hashContentToken,
  issueContentToken,
  type MediaInput,
  type PartInput,
  type ProductInput,
  type PublicationInput,
  type SeasonInput,
  type ThumbnailInput,
} from './content-store.ts';
export {
  DEMO_ACCOUNTS,
  DEMO_LICENSED_PROFESSIONALS,
  DEMO_PASSWORD,
  type DemoAccount,
  demoUid,
} from './demo-accounts.ts';
export {
  benchDocfinderQueries,
  DOCFINDER_SEED_KEY,
  demoDocfinderListings,
  seedBenchDocfinder,
  seedDemoDocfinder,
} from './docfinder-seed.ts';
export { MI_DESK_SEED_KEY, seedDemoMedicalRequests } from './mi-desk-seed.ts';
export { allocateProtocol, formatProtocol, protocolYear } from './mi-protocol.ts';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
export { claimDueOutboxRows, markOutboxAttemptFailed } from './outbox.ts';
export * from './schema/index.ts';
export {
  DEMO_SEED_KEY,
  type SeedDemoOptions,
  type SeedResult,
  type SeedServices,
  seedDemoData,
} from './seed.ts';
export { DEMO_STAFF, type DemoStaffMember, seedDemoStaff } from './staff-seed.ts';
