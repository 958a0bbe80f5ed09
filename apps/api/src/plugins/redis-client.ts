// A Redis connection of the app (rate limits, session cache): it fails fast rather than queue, so while
// Redis is unreachable a request is not held; closed with the app.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

const REDIS_STARTUP_WAIT_MS = 10_000;

/** Whether the client becomes ready within `waitMs` (it keeps reconnecting afterwards either way). */
function connected(redis: Redis, waitMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, waitMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}

/**
 * Connects, waiting (a bounded time) for the connection: the requests that arrive before it would all
 * go without (uncounted, uncached).
 */
export async function openRedis(app: FastifyInstance, url: string, use: string): Promise<Redis> {
  const redis = new Redis(url, { connectTimeout: 5000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.warn({ err: error }, `${use}: Redis unavailable`));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  if (!(await connected(redis, REDIS_STARTUP_WAIT_MS))) {
    app.log.warn(`${use}: Redis not reachable at start-up; used once it is`);
  }
  return redis;
}
