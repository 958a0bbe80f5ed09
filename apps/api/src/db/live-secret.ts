// A stored secret (a staff session, a password link, a single-use token) is found by the SHA-256 of what
// its holder presents, and is live while it is neither spent (revoked, used) nor expired: the condition
// written once for every lookup by hash, so none of them forgets the expiry or the spending.
import { type AnyColumn, and, eq, gt, isNull, type SQL } from '@portal/db';

/** The row of `table` holds `tokenHash`, its `spentAt` (revoked or used) is unset, and it is unexpired. */
export function liveSecret(
  table: { tokenHash: AnyColumn; expiresAt: AnyColumn },
  spentAt: AnyColumn,
  tokenHash: string,
  now: Date,
): SQL {
  return and(eq(table.tokenHash, tokenHash), isNull(spentAt), gt(table.expiresAt, now)) as SQL;
}
