import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Small key/value facts about the database itself, e.g. when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
