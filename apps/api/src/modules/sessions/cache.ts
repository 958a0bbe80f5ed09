// The cache of sessions (with their user) and of what is the user's own (saved item ids, certificates,
// course progress), so a hot read costs no query for them. Two stores behind one interface: in the
// process (one API process: PGlite, or PostgreSQL without REDIS_URL) or in Redis (several processes).
// Invalidation is done where the data is written: the repository that changes a user's session, row or
// own values calls `forgetUser` after its write (after the commit when it runs in a transaction), so the
// request that wrote answers only once every process will read the database again. No process waits for
// another (docs/decisions/025).
import type { Database, SessionRow, UserRow } from '@portal/db';

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/** Taken before a database read, given back with its result: a value read before a change is not kept. */
export type CacheMark =
  | { readonly generation: number }
  | { readonly userId: string; readonly generation: string };

export interface UserCache {
  /** The cached session of a token hash (if any), and the mark to store what the database says. */
  getSession(tokenHash: string): Promise<{ hit: CachedSession | undefined; mark: CacheMark | undefined }>;
  putSession(tokenHash: string, value: CachedSession, mark: CacheMark | undefined): Promise<void>;
  /**
   * A value of the user's own (`kind`: 'saved', 'certificates', 'courses:<ids>'), loaded once until the
   * user's next change.
   */
  ofUserValue<T>(userId: string, kind: string, load: () => Promise<T>): Promise<T>;
  /** Drops everything of the user: their sessions and own values. */
  forgetUser(userId: string): Promise<void>;
  /** Every user's own values, not the sessions: the catalogue changed (a course's lessons, say). */
  forgetUserValues(): Promise<void>;
}

const caches = new WeakMap<Database, UserCache>();
/** Open transactions of a database with a cache: the users to forget once they end. */
const pendingOfTransaction = new WeakMap<Database, { cache: UserCache; users: Set<string> }>();

/**
 * Serves `db` from `cache`. A transaction of `db` collects the users its writes change and forgets them
 * once it ends: forgetting before the commit would let a concurrent read put the old rows back.
 */
export function attachUserCache(db: Database, cache: UserCache): void {
  caches.set(db, cache);
  const transaction = db.transaction.bind(db);
  const deferring: typeof db.transaction = async (run, config) => {
    const users = new Set<string>();
    try {
      return await transaction(async (tx) => {
        pendingOfTransaction.set(tx as unknown as Database, { cache, users });
        return run(tx);
      }, config);
    } finally {
      await Promise.all([...users].map((id) => cache.forgetUser(id)));
    }
  };
  Object.defineProperty(db, 'transaction', { value: deferring, configurable: true, writable: true });
}

/** The cache serving `db` in this process, if one is attached. */
export function userCacheOf(db: Database): UserCache | undefined {
  return caches.get(db);
}

/**
 * Called by every write that changes what the cache holds for a user (their sessions, their row, their
 * saved items, lesson views, terms, exam attempts, certificates), with the same `db` or transaction.
 */
export async function forgetUser(db: Database, ...userIds: (string | undefined)[]): Promise<void> {
  const pending = pendingOfTransaction.get(db);
  for (const id of userIds) {
    if (!id) continue;
    if (pending) pending.users.add(id);
    else await caches.get(db)?.forgetUser(id);
  }
}

/** The catalogue changed: every user's own values (course progress counts lessons) are read again. */
export async function forgetAllUserValues(db: Database): Promise<void> {
  await caches.get(db)?.forgetUserValues();
}
