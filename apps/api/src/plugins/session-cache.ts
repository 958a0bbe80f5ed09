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

export const sessionCachePlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.sessionCache) return;
    let cache: UserCache;
    if (config.redisUrl) {
      const redis = await openRedis(app, config.redisUrl, 'session cache');
      cache = new RedisUserCache(redis, (error, what) => app.log.error({ err: error }, what));
    } else {
      if (app.database.kind === 'postgres') app.log.warn(SINGLE_PROCESS_WARNING);
      cache = new LocalUserCache();
    }
    attachUserCache(app.db, cache);
  },
  { name: 'session-cache', dependencies: ['db'] },
);
