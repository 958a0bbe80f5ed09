// One-time set-password links of staff (issue 15, console staff management): an admin invites a member
// (or sends a new link); the member sets their password through the mailed link, then enrols TOTP at
// their first sign-in. Only the token's SHA-256 hash is stored; a link is good once, until it expires.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, generatedId, instant, ownerId } from './columns.ts';
import { staff } from './staff.ts';

export const staffPasswordTokens = pgTable(
  'staff_password_tokens',
  {
    id: generatedId(),
    staffId: ownerId('staff_id', () => staff.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /** Set when the password was set, or when a newer link replaced this one. */
    usedAt: instant('used_at'),
  },
  (table) => [
    uniqueIndex('staff_password_tokens_hash_key').on(table.tokenHash),
    index('staff_password_tokens_staff_idx').on(table.staffId),
  ],
);

export type StaffPasswordTokenRow = typeof staffPasswordTokens.$inferSelect;
