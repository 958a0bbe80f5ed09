// Chooses where sessions and the users' hot data are cached (modules/sessions/cache.ts): in Redis when
// REDIS_URL is set (any number of API processes), else in this process (one API process). PostgreSQL
// without REDIS_URL is said at start: a second process there would serve sessions the first one ended.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { attachUserCache, type UserCache } from '../modules/sessions/cache.ts';
import { LocalUserCache } from '../modules/sessions/local-cache.ts';
import { RedisUserCache } from '../modules/sessions/redis-cache.ts';
import { openRedis } from './redis-client.ts';

export const SINGLE_PROCESS_WARNING =
  'PostgreSQL without REDIS_URL: sessions are cached in this process only. Run ONE API process, or set ' +
  'REDIS_URL (required when more than one process serves: sessions and rate limits are shared there).';

/** Where the cache lives for this configuration, and what the server says at start about it. */
export function sessionCacheStore(
  config: Pick<AppConfig, 'sessionCache' | 'redisUrl'>,
  database: 'pglite' | 'postgres',
): { store: 'off' | 'redis' | 'process'; warning?: string } {
  if (!config.sessionCache) return { store: 'off' };
  if (config.redisUrl) return { store: 'redis' };
  // PGlite is one process by construction; PostgreSQL may be shared by several.
  return database === 'postgres'
    ? { store: 'process', warning: SINGLE_PROCESS_WARNING }
    : { store: 'process' };
}

export const sessionCachePlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const { store, warning } = sessionCacheStore(config, app.database.kind);
    if (warning) app.log.warn(warning);
    if (store === 'off') return;
    let cache: UserCache;
    if (store === 'redis' && config.redisUrl) {
      const redis = await openRedis(app, config.redisUrl, 'session cache');
      cache = new RedisUserCache(redis, (error, what) => app.log.error({ err: error }, what));
    } else {
      cache = new LocalUserCache();
    }
    attachUserCache(app.db, cache);
  },
  { name: 'session-cache', dependencies: ['db'] },
);
