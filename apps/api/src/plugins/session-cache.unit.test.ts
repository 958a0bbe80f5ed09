import { describe, expect, it } from 'vitest';
import { SINGLE_PROCESS_WARNING, sessionCacheStore } from './session-cache.ts';

describe('where the session cache lives', () => {
  it('is shared in Redis whenever REDIS_URL is set, on either database', () => {
    const config = { sessionCache: true, redisUrl: 'redis://127.0.0.1:6379' };
    expect(sessionCacheStore(config, 'postgres')).toEqual({ store: 'redis' });
    expect(sessionCacheStore(config, 'pglite')).toEqual({ store: 'redis' });
  });

  it('is in the process on PGlite (one process by construction) without a word', () => {
    expect(sessionCacheStore({ sessionCache: true, redisUrl: undefined }, 'pglite')).toEqual({
      store: 'process',
    });
  });

  it('says at start that PostgreSQL without REDIS_URL must run one process only', () => {
    const chosen = sessionCacheStore({ sessionCache: true, redisUrl: undefined }, 'postgres');
    expect(chosen).toEqual({ store: 'process', warning: SINGLE_PROCESS_WARNING });
    expect(SINGLE_PROCESS_WARNING).toMatch(/REDIS_URL.*required when more than one process serves/);
  });

  it('is off with SESSION_CACHE=false', () => {
    expect(sessionCacheStore({ sessionCache: false, redisUrl: 'redis://x' }, 'postgres')).toEqual({
      store: 'off',
    });
  });
});
