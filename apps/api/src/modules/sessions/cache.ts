// Per-process cache of sessions (with their user) and of what is the user's own (saved item ids,
// certificates, course progress), so a hot read costs no query for them. It is only ever on while the
// process LISTENs on `portal_sessions`: triggers (migrations 0011, 0020) notify the user's id on every
// change to a session, a user, a saved item, a certificate, a lesson view, a terms acceptance or an exam
// attempt, from any process or path, and the cache drops that user. A lost listener
// turns the cache off (and empties it) until it is back. `barrier()` waits until this process and every
// other live one have applied the notifications of every commit so far: a write request answers only
// after it, so no process serves what it changed.
import { randomUUID } from 'node:crypto';
import { type Database, type SessionRow, sql, type UserRow } from '@portal/db';

export const SESSION_CHANNEL = 'portal_sessions';
/** Sessions kept; past it the cache starts over (a bound, not an eviction policy). */
const MAX_SESSIONS = 20_000;
const BARRIER_TIMEOUT_MS = 2_000;
/** Values kept per user (lists of courses differ per page); past it the user's values start over. */
const MAX_VALUES_PER_USER = 64;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/** How often a process says it is alive, and after how long without a word it counts as gone. */
export const HELLO_INTERVAL_MS = 5_000;
const PEER_SILENCE_MS = 15_000;

export class SessionCache {
  private enabled = false;
  private listening = false;
  /** Bumped by every invalidation: a load begun before one is not kept. */
  private generation = 0;
  private readonly sessions = new Map<string, CachedSession>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  /** Per user, per kind ('saved', 'certificates', 'courses:<ids>'): what the user's changes invalidate. */
  private readonly ofUser = new Map<string, Map<string, Promise<unknown>>>();
  /** This process's id on the channel, and the other processes heard from (id -> last heard, ms). */
  readonly id = randomUUID();
  private readonly peers = new Map<string, number>();
  private readonly waits = new Map<string, { pending: Set<string>; done: () => void }>();
  private barrierSeq = 0;

  /** `notify` sends a payload on the channel (pg_notify through the pool). */
  private readonly notify: (payload: string) => Promise<void>;
  private readonly clock: () => number;

  constructor(notify: (payload: string) => Promise<void>, clock: () => number = Date.now) {
    this.notify = notify;
    this.clock = clock;
  }

  /**
   * Listening (or not). The cache turns on only once its own hello comes back: from then on every
   * writer's barrier waits for this process's acknowledgement.
   */
  setListening(on: boolean): void {
    this.listening = on;
    this.clear();
    this.enabled = false;
    if (!on) for (const wait of this.waits.values()) wait.done();
    if (on) void this.hello();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Says on the channel that this process is alive (and caching); also drops peers long silent. */
  async hello(): Promise<void> {
    const now = this.clock();
    for (const [peer, heard] of this.peers) if (now - heard > PEER_SILENCE_MS) this.peers.delete(peer);
    if (this.listening) await this.notify(`hello:${this.id}`).catch(() => {});
  }

  /**
   * A payload of channel `portal_sessions`: a user id (drop the user), or the protocol between
   * processes: `hello:<process>`, `barrier:<writer>:<n>` (answered with `ack:<writer>:<n>:<process>`
   * once everything before it is applied: notifications arrive in commit order) and `ack:...`.
   */
  onNotify(payload: string): void {
    const [kind, from, n, by] = payload.split(':');
    if (kind === 'hello' && from) {
      if (from === this.id) this.enabled = this.listening;
      else this.peers.set(from, this.clock());
    } else if (kind === 'barrier' && from && n) {
      if (from === this.id) this.acknowledged(`${from}:${n}`, this.id);
      else {
        this.peers.set(from, this.clock());
        void this.notify(`ack:${from}:${n}:${this.id}`).catch(() => {});
      }
    } else if (kind === 'ack' && from && n && by) {
      this.peers.set(by, this.clock());
      if (from === this.id) this.acknowledged(`${from}:${n}`, by);
    } else {
      this.evictUser(payload);
    }
  }

  private acknowledged(barrier: string, by: string): void {
    const wait = this.waits.get(barrier);
    if (!wait) return;
    wait.pending.delete(by);
    if (wait.pending.size === 0) wait.done();
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.tokensOfUser.clear();
    this.ofUser.clear();
  }

  /** Every user's own values, not the sessions: the catalogue changed (a course's lessons, say). */
  forgetUserValues(): void {
    this.generation += 1;
    this.ofUser.clear();
  }

  evictUser(userId: string): void {
    this.generation += 1;
    for (const hash of this.tokensOfUser.get(userId) ?? []) this.sessions.delete(hash);
    this.tokensOfUser.delete(userId);
    this.ofUser.delete(userId);
  }

  getSession(tokenHash: string): CachedSession | undefined {
    return this.enabled ? this.sessions.get(tokenHash) : undefined;
  }

  /** The generation to pass to putSession for a value about to be read from the database. */
  mark(): number {
    return this.generation;
  }

  putSession(tokenHash: string, value: CachedSession, readAt: number): void {
    if (!this.enabled || readAt !== this.generation) return;
    if (this.sessions.size >= MAX_SESSIONS) this.clear();
    this.sessions.set(tokenHash, value);
    const userId = value.user.id;
    const tokens = this.tokensOfUser.get(userId) ?? new Set<string>();
    tokens.add(tokenHash);
    this.tokensOfUser.set(userId, tokens);
  }

  /**
   * A value of the user's own (`kind`: 'saved', 'certificates', 'courses:<ids>'), loaded once until the
   * user's next change (a notification for the user); undefined when the cache is off.
   */
  ofUserValue<T>(userId: string, kind: string, load: () => Promise<T>): Promise<T> | undefined {
    if (!this.enabled) return undefined;
    let kinds = this.ofUser.get(userId);
    const hit = kinds?.get(kind);
    if (hit) return hit as Promise<T>;
    if (!kinds) {
      kinds = new Map();
      this.ofUser.set(userId, kinds);
    }
    if (kinds.size >= MAX_VALUES_PER_USER) kinds.clear();
    const readAt = this.generation;
    const value = load();
    kinds.set(kind, value);
    // A change (or failure) while loading: the next caller loads again.
    const drop = () => {
      const current = this.ofUser.get(userId);
      if (current?.get(kind) === value) current.delete(kind);
    };
    value.then(() => {
      if (readAt !== this.generation) drop();
    }, drop);
    return value;
  }

  /**
   * Resolves once this process and every other live process (heard from lately) have applied every
   * notification committed before the call. A process that does not answer in time is not waited for
   * longer; this process then forgets everything it cached.
   */
  async barrier(): Promise<void> {
    if (!this.listening) return;
    this.barrierSeq += 1;
    const key = `${this.id}:${this.barrierSeq}`;
    const pending = new Set([this.id, ...this.peers.keys()]);
    let timer: NodeJS.Timeout | undefined;
    const answered = new Promise<boolean>((resolve) => {
      this.waits.set(key, { pending, done: () => resolve(true) });
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      await this.notify(`barrier:${key}`);
      if (!(await answered)) {
        this.clear();
        for (const peer of pending) if (peer !== this.id) this.peers.delete(peer);
      }
    } finally {
      clearTimeout(timer);
      this.waits.delete(key);
    }
  }
}

const caches = new WeakMap<Database, SessionCache>();

export function attachSessionCache(db: Database, cache: SessionCache): void {
  caches.set(db, cache);
}

/** The cache serving `db` in this process, if one is attached and on. */
export function sessionCacheOf(db: Database): SessionCache | undefined {
  const cache = caches.get(db);
  return cache?.isEnabled ? cache : undefined;
}

/**
 * Resolves once this process has seen the notifications of every commit so far (nothing to wait for
 * when no cache is on). Write requests answer after it; a test that writes to the database directly
 * calls it before its next request.
 */
export async function settleSessionCache(db: Database): Promise<void> {
  await caches.get(db)?.barrier();
}

/** Sends `payload` on the channel through `db`'s pool. */
export function notifier(db: Database): (payload: string) => Promise<void> {
  return async (payload) => {
    await db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
  };
}
