import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, generatedId, instant } from './columns.ts';
import { userId } from './users.ts';

/** Portal API sessions. The bearer token is random; only its SHA-256 hash is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: userId(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    /** Absolute limit; the idle limit is measured from lastUsedAt. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
