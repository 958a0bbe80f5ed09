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
export { allocateProtocol, formatProtocol, protocolYear } from './mi-protocol.ts';
export { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';
export { claimDueOutboxRows, markOutboxAttemptFailed } from './outbox.ts';
export * from './schema/index.ts';
