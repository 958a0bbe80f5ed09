// The cache in Redis, shared by every API process. A user's entries live under a generation number:
// forgetting the user increments it (one INCR, awaited by the write that changed the user), so every
// process reads the database next time, and a value read from the database before the change is stored
// under the old generation (a script compares), where no one looks. Entries also expire on their own,
// which bounds what a lost INCR (Redis unreachable from the writer only) could leave behind.
// Redis unreachable: reads go to the database (nothing waits or queues).
import type { Redis } from 'ioredis';
import type { CachedSession, CacheMark, UserCache } from './cache.ts';
import { decode, encode } from './cache-codec.ts';

const PREFIX = 'portal-cache:';
/** A cached entry lives at most this long (a session is re-read at least every minute anyway). */
const ENTRY_TTL_MS = 5 * 60_000;
/** Longer than any entry: a generation that expired cannot bring back an entry stored under it. */
const GENERATION_TTL_MS = 24 * 60 * 60_000;
/** A token's user never changes; kept as long as a session may live. */
const TOKEN_TTL_MS = 24 * 60 * 60_000;

// Keys: t:<token hash> -> user id; g:<user> -> the user's generation; c -> the catalogue's generation;
// s:<user>:<g>:<token hash> -> session; v:<user>:<g>:<c>:<kind> -> value.
const READ_SESSION = `
local user = redis.call('GET', KEYS[1])
if not user then return {} end
local g = redis.call('GET', ARGV[1] .. 'g:' .. user) or '0'
local value = redis.call('GET', ARGV[1] .. 's:' .. user .. ':' .. g .. ':' .. ARGV[2])
if value then return {user, g, value} end
return {user, g}`;

const PUT_SESSION = `
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[6])
if ARGV[3] == '' then return 0 end
local g = redis.call('GET', ARGV[1] .. 'g:' .. ARGV[2]) or '0'
if g ~= ARGV[3] then return 0 end
redis.call('SET', ARGV[1] .. 's:' .. ARGV[2] .. ':' .. g .. ':' .. ARGV[4], ARGV[5], 'PX', ARGV[7])
return 1`;

const READ_VALUE = `
local g = redis.call('GET', ARGV[1] .. 'g:' .. ARGV[2]) or '0'
local c = redis.call('GET', ARGV[1] .. 'c') or '0'
local value = redis.call('GET', ARGV[1] .. 'v:' .. ARGV[2] .. ':' .. g .. ':' .. c .. ':' .. ARGV[3])
if value then return {g, c, value} end
return {g, c}`;

const PUT_VALUE = `
local g = redis.call('GET', ARGV[1] .. 'g:' .. ARGV[2]) or '0'
local c = redis.call('GET', ARGV[1] .. 'c') or '0'
if g ~= ARGV[4] or c ~= ARGV[5] then return 0 end
redis.call('SET', ARGV[1] .. 'v:' .. ARGV[2] .. ':' .. g .. ':' .. c .. ':' .. ARGV[3], ARGV[6], 'PX', ARGV[7])
return 1`;

const FORGET_USER = `
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

interface Scripts {
  readSession(key: string, prefix: string, tokenHash: string): Promise<string[]>;
  putSession(key: string, ...args: string[]): Promise<number>;
  readValue(prefix: string, userId: string, kind: string): Promise<string[]>;
  putValue(...args: string[]): Promise<number>;
  forgetUser(key: string, ttl: string): Promise<number>;
}

export class RedisUserCache implements UserCache {
  private readonly redis: Redis & Scripts;
  private readonly onError: (error: unknown, what: string) => void;

  constructor(redis: Redis, onError: (error: unknown, what: string) => void) {
    redis.defineCommand('readSession', { numberOfKeys: 1, lua: READ_SESSION });
    redis.defineCommand('putSession', { numberOfKeys: 1, lua: PUT_SESSION });
    redis.defineCommand('readValue', { numberOfKeys: 0, lua: READ_VALUE });
    redis.defineCommand('putValue', { numberOfKeys: 0, lua: PUT_VALUE });
    redis.defineCommand('forgetUser', { numberOfKeys: 1, lua: FORGET_USER });
    this.redis = redis as Redis & Scripts;
    this.onError = onError;
  }

  async getSession(tokenHash: string) {
    try {
      const [userId, generation, value] = await this.redis.readSession(
        `${PREFIX}t:${tokenHash}`,
        PREFIX,
        tokenHash,
      );
      const mark = userId && generation ? { userId, generation } : undefined;
      return { hit: value ? decode<CachedSession>(value) : undefined, mark };
    } catch (error) {
      this.onError(error, 'session cache read');
      return { hit: undefined, mark: undefined };
    }
  }

  async putSession(tokenHash: string, value: CachedSession, mark: CacheMark | undefined): Promise<void> {
    // Without a mark of this user, only the token's user is kept: the next read takes a mark first.
    const generation = mark && 'userId' in mark && mark.userId === value.user.id ? mark.generation : '';
    try {
      await this.redis.putSession(
        `${PREFIX}t:${tokenHash}`,
        PREFIX,
        value.user.id,
        generation,
        tokenHash,
        encode(value),
        String(TOKEN_TTL_MS),
        String(ENTRY_TTL_MS),
      );
    } catch (error) {
      this.onError(error, 'session cache write');
    }
  }

  async ofUserValue<T>(userId: string, kind: string, load: () => Promise<T>): Promise<T> {
    let read: string[] | undefined;
    try {
      read = await this.redis.readValue(PREFIX, userId, kind);
    } catch (error) {
      this.onError(error, 'session cache read');
    }
    const [generation, catalogue, cached] = read ?? [];
    if (cached !== undefined) return decode<T>(cached);
    const value = await load();
    if (generation !== undefined && catalogue !== undefined) {
      try {
        await this.redis.putValue(
          PREFIX,
          userId,
          kind,
          generation,
          catalogue,
          encode(value),
          String(ENTRY_TTL_MS),
        );
      } catch (error) {
        this.onError(error, 'session cache write');
      }
    }
    return value;
  }

  async forgetUser(userId: string): Promise<void> {
    try {
      await this.redis.forgetUser(`${PREFIX}g:${userId}`, String(GENERATION_TTL_MS));
    } catch (error) {
      // Other processes may serve the old entries until they expire (ENTRY_TTL_MS): said loudly.
      this.onError(error, 'session cache invalidation FAILED');
    }
  }

  async forgetUserValues(): Promise<void> {
    try {
      await this.redis.incr(`${PREFIX}c`);
    } catch (error) {
      this.onError(error, 'session cache invalidation FAILED');
    }
  }
}
