// Brute-force protection: after MAX_FAILED_LOGINS consecutive failures the account locks, each lockout
// longer than the one before. The caller answers a locked account exactly like a wrong password.
import { and, type Database, eq, gte, idpAccounts, sql } from '@portal/db';

export const MAX_FAILED_LOGINS = 5;
/** 1, 5, 15, then 60 minutes for every further lockout. */
export const LOCKOUT_MINUTES = [1, 5, 15, 60] as const;

/** How long the account locks when this is its `lockouts`-th lockout (1-based). */
export function lockoutDurationMs(lockouts: number): number {
  const index = Math.min(Math.max(lockouts, 1), LOCKOUT_MINUTES.length) - 1;
  return (LOCKOUT_MINUTES[index] ?? 60) * 60_000;
}

export function isLocked(account: { lockedUntil: Date | null }, now: Date): boolean {
  return account.lockedUntil !== null && account.lockedUntil.getTime() > now.getTime();
}

/** Counts a failure atomically; the failure that reaches the limit locks the account. */
export async function recordFailedLogin(db: Database, uid: string, now: Date): Promise<void> {
  const [counted] = await db
    .update(idpAccounts)
    .set({ failedLogins: sql`${idpAccounts.failedLogins} + 1`, updatedAt: now })
    .where(eq(idpAccounts.uid, uid))
    .returning({ failedLogins: idpAccounts.failedLogins });
  if (!counted || counted.failedLogins < MAX_FAILED_LOGINS) return;
  // Conditional, so concurrent failures past the limit lock once, not once each.
  const [locked] = await db
    .update(idpAccounts)
    .set({ failedLogins: 0, lockouts: sql`${idpAccounts.lockouts} + 1`, updatedAt: now })
    .where(and(eq(idpAccounts.uid, uid), gte(idpAccounts.failedLogins, MAX_FAILED_LOGINS)))
    .returning({ lockouts: idpAccounts.lockouts });
  if (!locked) return;
  await db
    .update(idpAccounts)
    .set({ lockedUntil: new Date(now.getTime() + lockoutDurationMs(locked.lockouts)) })
    .where(eq(idpAccounts.uid, uid));
}

/** A right password clears the failure count (lockouts keep counting: the next lock is longer). */
export async function recordSuccessfulLogin(db: Database, uid: string, now: Date): Promise<void> {
  await db
    .update(idpAccounts)
    .set({ failedLogins: 0, lastLoginAt: now, updatedAt: now })
    .where(eq(idpAccounts.uid, uid));
}
