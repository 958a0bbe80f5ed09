// The session cache's contract, on both stores: in the process, and in Redis (TEST_REDIS_URL) as several
// API processes share it. What a change forgets, and that a value read before a change is never kept.
import { randomUUID } from 'node:crypto';
import type { Database, SessionRow, UserRow } from '@portal/db';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { attachUserCache, type CachedSession, forgetUser, type UserCache } from './cache.ts';
import { LocalUserCache } from './local-cache.ts';
import { RedisUserCache } from './redis-cache.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
});

function redisCache(): RedisUserCache {
  const client = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
  clients.push(client);
  return new RedisUserCache(client, (error) => {
    throw error;
  });
}

const stores: [string, () => UserCache][] = [['in the process', () => new LocalUserCache()]];
// Two processes: two clients of one Redis (a second process sees what the first forgot).
if (redisUrl) stores.push(['in Redis', redisCache]);

function entry(userId: string, at = new Date('2026-03-01T10:00:00.000Z')): CachedSession {
  return {
    session: { id: randomUUID(), userId, lastUsedAt: at, revokedAt: null } as unknown as SessionRow,
    user: { id: userId, email: 'a@example.com', disabledAt: null, preferences: ['x'] } as unknown as UserRow,
  };
}

describe.each(stores)('session cache %s', (_name, open) => {
  it('keeps a session read under a mark, with its dates, until the user is forgotten', async () => {
    const cache = open();
    const user = randomUUID();
    const token = randomUUID();
    const value = entry(user);
    // Redis learns the token's user on the first read, and keeps the session from the second.
    for (let read = 0; read < 2; read += 1) {
      const { mark } = await cache.getSession(token);
      await cache.putSession(token, value, mark);
    }
    const { hit } = await cache.getSession(token);
    expect(hit).toEqual(value);
    expect(hit?.session.lastUsedAt).toBeInstanceOf(Date);
    await cache.forgetUser(user);
    expect((await cache.getSession(token)).hit).toBeUndefined();
  });

  it('does not keep a session read before a change to its user', async () => {
    const cache = open();
    const user = randomUUID();
    const token = randomUUID();
    await cache.putSession(token, entry(user), (await cache.getSession(token)).mark);
    const { mark } = await cache.getSession(token);
    // The read began, then a logout changed the user, then the read's (old) row arrives.
    await cache.forgetUser(user);
    await cache.putSession(token, entry(user), mark);
    expect((await cache.getSession(token)).hit).toBeUndefined();
  });

  it("loads a user's own value once, again after the user or the catalogue changed", async () => {
    const cache = open();
    const user = randomUUID();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return new Set(['item-1', `load-${loads}`]);
    };
    expect(await cache.ofUserValue(user, 'saved', load)).toEqual(new Set(['item-1', 'load-1']));
    expect(await cache.ofUserValue(user, 'saved', load)).toEqual(new Set(['item-1', 'load-1']));
    expect(loads).toBe(1);
    await cache.forgetUser(user);
    expect(await cache.ofUserValue(user, 'saved', load)).toEqual(new Set(['item-1', 'load-2']));
    await cache.forgetUserValues();
    expect(await cache.ofUserValue(user, 'saved', load)).toEqual(new Set(['item-1', 'load-3']));
    // Another user's change leaves this one's value.
    await cache.forgetUser(randomUUID());
    await cache.ofUserValue(user, 'saved', load);
    expect(loads).toBe(3);
  });

  it('does not keep a value whose load overlapped a change of its user', async () => {
    const cache = open();
    const user = randomUUID();
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) await cache.forgetUser(user);
      return new Map([['course', loads]]);
    };
    await cache.ofUserValue(user, 'certificates', load);
    expect(await cache.ofUserValue(user, 'certificates', load)).toEqual(new Map([['course', 2]]));
  });
});

describe.runIf(redisUrl)('session cache in Redis, two processes', () => {
  it('a user forgotten by one process is read again by the other at once', async () => {
    const a = redisCache();
    const b = redisCache();
    const user = randomUUID();
    const token = randomUUID();
    for (let read = 0; read < 2; read += 1) {
      await b.putSession(token, entry(user), (await b.getSession(token)).mark);
    }
    expect((await b.getSession(token)).hit).toBeDefined();
    await a.forgetUser(user);
    expect((await b.getSession(token)).hit).toBeUndefined();
  });

  it('reads the database when Redis cannot be reached, and says so', async () => {
    const errors: string[] = [];
    const client = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => {});
    clients.push(client);
    const cache = new RedisUserCache(client, (_error, what) => errors.push(what));
    expect((await cache.getSession(randomUUID())).hit).toBeUndefined();
    expect(await cache.ofUserValue(randomUUID(), 'saved', async () => 'from the database')).toBe(
      'from the database',
    );
    await cache.forgetUser(randomUUID());
    expect(errors).toContain('session cache invalidation FAILED');
  });
});

describe('a transaction forgets its users once it ends', () => {
  /** A database whose transaction runs its callback with `tx` and resolves when `commit` is called. */
  function fakeDatabase() {
    const tx = { kind: 'tx' };
    let commit = () => {};
    const db = {
      transaction: async (run: (t: unknown) => Promise<unknown>) => {
        const result = await run(tx);
        await new Promise<void>((resolve) => {
          commit = resolve;
        });
        return result;
      },
    } as unknown as Database;
    return { db, tx: tx as unknown as Database, commit: () => commit() };
  }

  it('not while it runs (a read would put the old row back), but after the commit', async () => {
    const { db, commit } = fakeDatabase();
    const cache = new LocalUserCache();
    attachUserCache(db, cache);
    const user = randomUUID();
    let loads = 0;
    const load = async () => ++loads;
    await cache.ofUserValue(user, 'saved', load);
    let inside: Database | undefined;
    const done = db.transaction(async (tx) => {
      inside = tx as unknown as Database;
      await forgetUser(inside, user);
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(inside).toBeDefined();
    expect(await cache.ofUserValue(user, 'saved', load)).toBe(1);
    commit();
    await done;
    expect(await cache.ofUserValue(user, 'saved', load)).toBe(2);
  });

  it('also when the transaction fails', async () => {
    const { db } = fakeDatabase();
    const cache = new LocalUserCache();
    attachUserCache(db, cache);
    const user = randomUUID();
    let loads = 0;
    await cache.ofUserValue(user, 'saved', async () => ++loads);
    await expect(
      db.transaction(async (tx) => {
        await forgetUser(tx as unknown as Database, user);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await cache.ofUserValue(user, 'saved', async () => ++loads)).toBe(2);
  });
});
