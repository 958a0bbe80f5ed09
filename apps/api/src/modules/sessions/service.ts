// Portal API sessions: random bearer tokens stored as hashes, with idle and absolute limits.
import type { Database, SessionRow, UserRow } from '@portal/db';
import { hashSecret, newSecret } from '../../secret-tokens.ts';
import { userCacheOf } from './cache.ts';
import {
  deleteDeadSessionsOfUser,
  findSessionWithUser,
  insertSession,
  revokeOtherSessionsOfUser,
  revokeSessionById,
  revokeSessionsOfIdpAccount,
  revokeSessionsOfUser,
  touchSession,
} from './repository.ts';

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
}

/** lastUsedAt is written at most this often, so reads do not turn into a write each. */
export const TOUCH_INTERVAL_MS = 60_000;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export async function createSession(
  db: Database,
  userId: string,
  limits: SessionLimits,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newSecret();
  await deleteDeadSessionsOfUser(db, userId, now);
  await insertSession(db, {
    userId,
    tokenHash,
    now,
    expiresAt: new Date(now.getTime() + limits.absoluteHours * HOUR_MS),
  });
  return token;
}

export type SessionState = 'active' | 'revoked' | 'expired' | 'idle';

/** Pure: whether a stored session still admits a request at `now`. */
export function sessionState(
  session: Pick<SessionRow, 'revokedAt' | 'expiresAt' | 'lastUsedAt'>,
  limits: SessionLimits,
  now: Date,
): SessionState {
  if (session.revokedAt) return 'revoked';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() - session.lastUsedAt.getTime() >= limits.idleMinutes * MINUTE_MS) return 'idle';
  return 'active';
}

export interface AuthenticatedSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * The session and user of a bearer token, or undefined when it does not (or no longer) admit requests.
 * A session the process's cache holds costs no query; anything the cache would refuse (idle, expired,
 * disabled) is read again from the database, which decides.
 */
export async function authenticateToken(
  db: Database,
  token: string,
  limits: SessionLimits,
  now: Date,
): Promise<AuthenticatedSession | undefined> {
  const tokenHash = hashSecret(token);
  const cache = userCacheOf(db);
  const { hit, mark } = (await cache?.getSession(tokenHash)) ?? { hit: undefined, mark: undefined };
  if (hit && !hit.user.disabledAt && sessionState(hit.session, limits, now) === 'active') {
    if (now.getTime() - hit.session.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return hit;
  }
  const found = await findSessionWithUser(db, tokenHash);
  if (!found || sessionState(found.session, limits, now) !== 'active') return undefined;
  if (found.user.disabledAt) {
    // Disabling an account ends its sessions, even those opened before.
    await revokeSessionsOfUser(db, found.user.id, now);
    return undefined;
  }
  if (now.getTime() - found.session.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    // Only lastUsedAt changes, which no other copy needs (an older one sends its reader here): the
    // touched row replaces this token's entry, unless the user changed since the read (the mark).
    await touchSession(db, found.session.id, now);
    const touched = { session: { ...found.session, lastUsedAt: now }, user: found.user };
    await cache?.putSession(tokenHash, touched, mark);
    return touched;
  }
  await cache?.putSession(tokenHash, found, mark);
  return found;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await revokeSessionById(db, sessionId, now);
}

export async function revokeAllSessions(db: Database, userId: string, now: Date): Promise<void> {
  await revokeSessionsOfUser(db, userId, now);
}

/** A new password (reset or change) ends every session of the account: a thief's token dies with it. */
export async function revokeAllSessionsOfAccount(db: Database, idpUid: string, now: Date): Promise<void> {
  await revokeSessionsOfIdpAccount(db, idpUid, now);
}

/** A password change ends every session but the one that made it (the holder stays signed in there). */
export async function revokeOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<void> {
  await revokeOtherSessionsOfUser(db, userId, keepSessionId, now);
}
