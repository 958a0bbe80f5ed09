// The cache in this process's memory: right for one API process (PGlite, or PostgreSQL with a single
// process), where every write goes through this process and forgets what it changed here.
import type { CachedSession, CacheMark, UserCache } from './cache.ts';

/** Sessions kept; past it the cache starts over (a bound, not an eviction policy). */
const MAX_SESSIONS = 20_000;
/** Values kept per user (lists of courses differ per page); past it the user's values start over. */
const MAX_VALUES_PER_USER = 64;

export class LocalUserCache implements UserCache {
  /** Bumped by every invalidation: a load begun before one is not kept. */
  private generation = 0;
  private readonly sessions = new Map<string, CachedSession>();
  private readonly tokensOfUser = new Map<string, Set<string>>();
  /** Per user, per kind ('saved', 'certificates', 'courses:<ids>'). */
  private readonly ofUser = new Map<string, Map<string, Promise<unknown>>>();

  async getSession(tokenHash: string) {
    return { hit: this.sessions.get(tokenHash), mark: { generation: this.generation } };
  }

  async putSession(tokenHash: string, value: CachedSession, mark: CacheMark | undefined): Promise<void> {
    if (mark?.generation !== this.generation) return;
    if (this.sessions.size >= MAX_SESSIONS) this.clear();
    this.sessions.set(tokenHash, value);
    const userId = value.user.id;
    const tokens = this.tokensOfUser.get(userId) ?? new Set<string>();
    tokens.add(tokenHash);
    this.tokensOfUser.set(userId, tokens);
  }

  ofUserValue<T>(userId: string, kind: string, load: () => Promise<T>): Promise<T> {
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

  async forgetUser(userId: string): Promise<void> {
    this.generation += 1;
    for (const hash of this.tokensOfUser.get(userId) ?? []) this.sessions.delete(hash);
    this.tokensOfUser.delete(userId);
    this.ofUser.delete(userId);
  }

  async forgetUserValues(): Promise<void> {
    this.generation += 1;
    this.ofUser.clear();
  }

  private clear(): void {
    this.generation += 1;
    this.sessions.clear();
    this.tokensOfUser.clear();
    this.ofUser.clear();
  }
}
