// Brute-force protection without a lock an attacker can hold: failed logins raise a score per key that
// halves every half-life, and a score past the scope's free allowance delays the key's next attempt by a
// time that doubles with each further failure, up to a cap. Three keys per attempt:
// - pair (e-mail + address): the guesser's own key; steep and long, so one address gets few guesses;
// - login (e-mail, any address): catches guessing spread over many addresses, but with a high allowance,
//   a short half-life and a short cap, so a slow attacker (a few tries an hour) never delays the owner
//   signing in from elsewhere, and a fast one delays everyone by at most a minute;
// - address (any e-mail): password spraying from one address.
// Keys are counted whether or not the e-mail has an account, so throttling tells nothing about which
// e-mails exist. Rows live in PostgreSQL, shared by every process.
// Sign-in (throttleOf): an attempt inside its own pair's delay is not checked (one address gets no more
// guesses by hammering) and answers like a wrong password. Inside an e-mail's or address's delay the
// password is checked: wrong is the usual failure (and counts), right is told to try again in N s, so
// the owner knows to wait rather than doubt the password. A known device (known-devices.ts) is not held
// by the e-mail's delay at all: a botnet spreading guesses over many addresses delays only strangers.
import { createHash } from 'node:crypto';
import { and, type Database, eq, gt, idpLoginThrottles, inArray, lt, sql } from '@portal/db';

export interface ThrottleScope {
  /** Failures (decayed score, rounded) allowed before any delay. */
  free: number;
  /** The delay after the first failure past `free`; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The score halves in this time. */
  halfLifeMs: number;
}

const MINUTE = 60_000;

export const THROTTLE_SCOPES = {
  pair: { free: 3, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, halfLifeMs: 240 * MINUTE },
  // Five tries an hour keep this score near 2.4; it passes 10 only above ~26 tries an hour.
  login: { free: 10, baseDelayMs: 1000, maxDelayMs: MINUTE, halfLifeMs: 15 * MINUTE },
  address: { free: 50, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, halfLifeMs: 60 * MINUTE },
} as const satisfies Record<string, ThrottleScope>;

type ScopeName = keyof typeof THROTTLE_SCOPES;

/** The delay after a failure that brought the key's score to `score`. */
export function throttleDelayMs(scope: ThrottleScope, score: number): number {
  // Rounded, so the slight decay between two quick failures does not hide the second one.
  const over = Math.round(score) - scope.free - 1;
  if (over < 0) return 0;
  return Math.min(scope.maxDelayMs, scope.baseDelayMs * 2 ** Math.min(over, 40));
}

/** The score `elapsedMs` after it was `score`. */
export function decayedScore(scope: ThrottleScope, score: number, elapsedMs: number): number {
  return score * 0.5 ** (Math.max(0, elapsedMs) / scope.halfLifeMs);
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

export interface LoginAttempt {
  /** The e-mail tried, as typed (normalised here). */
  loginId: string;
  /** The client's address. */
  address: string;
}

function keysOf({
  loginId,
  address,
}: LoginAttempt): { scope: ScopeName; key: string; loginKey: string | null }[] {
  const login = hash(`login:${loginId.trim().toLowerCase()}`);
  const ip = hash(`address:${address}`);
  return [
    { scope: 'pair', key: `pair:${hash(`${login}|${ip}`)}`, loginKey: login },
    { scope: 'login', key: `login:${login}`, loginKey: login },
    { scope: 'address', key: `address:${ip}`, loginKey: null },
  ];
}

/** Whether any key of the attempt is inside its delay: then the password is not even checked. */
export async function isThrottled(db: Database, attempt: LoginAttempt, now: Date): Promise<boolean> {
  const keys = keysOf(attempt).map(({ key }) => key);
  const rows = await db
    .select({ key: idpLoginThrottles.key })
    .from(idpLoginThrottles)
    .where(and(inArray(idpLoginThrottles.key, keys), gt(idpLoginThrottles.blockedUntil, now)));
  return rows.length > 0;
}

export interface ThrottleState {
  /** This address is inside its own delay on this e-mail: the attempt is not even checked. */
  ownGuessing: boolean;
  /** Until when a right password must wait (0: it may sign in now). */
  retryAfterMs: number;
}

/**
 * The delays that hold this attempt. `knownDevice`: a device that signed in to the account before is
 * not held by the account-wide (`login`) delay.
 */
export async function throttleOf(
  db: Database,
  attempt: LoginAttempt,
  now: Date,
  options: { knownDevice: boolean },
): Promise<ThrottleState> {
  const keys = keysOf(attempt).filter(({ scope }) => !(options.knownDevice && scope === 'login'));
  const rows = await db
    .select({ key: idpLoginThrottles.key, blockedUntil: idpLoginThrottles.blockedUntil })
    .from(idpLoginThrottles)
    .where(
      and(
        inArray(
          idpLoginThrottles.key,
          keys.map(({ key }) => key),
        ),
        gt(idpLoginThrottles.blockedUntil, now),
      ),
    );
  const pairKey = keysOf(attempt)[0]?.key;
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  return {
    ownGuessing: rows.some((row) => row.key === pairKey),
    retryAfterMs: Math.max(0, until - now.getTime()),
  };
}

/** Counts a failure on each key (atomic per key, so concurrent processes add up) and sets its delay. */
export async function recordFailedLogin(db: Database, attempt: LoginAttempt, now: Date): Promise<void> {
  for (const { scope, key, loginKey } of keysOf(attempt)) {
    const rules = THROTTLE_SCOPES[scope];
    const t = idpLoginThrottles;
    const decayed = sql`${t.score} * power(0.5, greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${t.updatedAt}))) * 1000 / ${rules.halfLifeMs})`;
    const [row] = await db
      .insert(t)
      .values({ key, loginKey, score: 1, updatedAt: now })
      .onConflictDoUpdate({ target: t.key, set: { score: sql`${decayed} + 1`, updatedAt: now } })
      .returning({ score: t.score });
    const delay = throttleDelayMs(rules, row?.score ?? 1);
    if (delay === 0) continue;
    const until = new Date(now.getTime() + delay);
    await db
      .update(t)
      .set({ blockedUntil: sql`greatest(${t.blockedUntil}, ${until.toISOString()}::timestamptz)` })
      .where(eq(t.key, key));
  }
}

/** The right password from this address clears the pair's count (the e-mail's and address's decay). */
export async function recordSuccessfulLogin(db: Database, attempt: LoginAttempt): Promise<void> {
  const pair = keysOf(attempt)[0];
  if (pair) await db.delete(idpLoginThrottles).where(eq(idpLoginThrottles.key, pair.key));
}

/** A completed password reset proved the mailbox: every delay on that e-mail ends. */
export async function clearLoginThrottles(db: Database, loginId: string): Promise<void> {
  const loginKey = keysOf({ loginId, address: '' })[0]?.loginKey;
  if (loginKey) await db.delete(idpLoginThrottles).where(eq(idpLoginThrottles.loginKey, loginKey));
}

/** Rows whose score has decayed to nothing (a day untouched); called now and then by the login. */
export async function pruneLoginThrottles(db: Database, now: Date): Promise<void> {
  await db
    .delete(idpLoginThrottles)
    .where(lt(idpLoginThrottles.updatedAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}
