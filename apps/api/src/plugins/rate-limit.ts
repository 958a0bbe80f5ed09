import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { rateLimited } from '../errors.ts';
import { isRateLimitedPath, pathOf } from '../http-paths.ts';

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
 * Per-IP limits on the server's prefixes (see http-paths.ts); static files and probes are exempt.
 * Routes may set a stricter `config.rateLimit`; the not-found handler uses `app.rateLimit()`.
 * With REDIS_URL the counters live in Redis, so any number of API processes share one limit;
 * without it they are per process (fine for a single server).
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // Fail fast rather than queue: while Redis is unreachable a request is not held, the limit is skipped.
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          connectTimeout: 5000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // The server starts counting with its first request: it waits (a bounded time) for the connection,
      // or the requests that arrive before it would all be let through uncounted.
      if (!(await connected(redis, REDIS_STARTUP_WAIT_MS))) {
        app.log.warn('rate-limit store not reachable at start-up; limits apply once it is');
      }
    }
    await app.register(rateLimit, {
      redis,
      skipOnError: true,
      nameSpace: 'portal-rate-limit:',
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) => !isRateLimitedPath(pathOf(request.url)),
      errorResponseBuilder: (_request, context) =>
        rateLimited(`Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
