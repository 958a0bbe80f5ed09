// drizzle-orm is installed for this package only: modules take their SQL operators from here.
export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
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
