import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { rateLimited } from '../errors.ts';
import { isRateLimitedPath, pathOf } from '../http-paths.ts';

/**
 * Per-IP limits on the server's prefixes (see http-paths.ts); static files and probes are exempt.
 * Routes may set a stricter `config.rateLimit`; the not-found handler uses `app.rateLimit()`.
 * With REDIS_URL the counters live in Redis, so any number of API processes share one limit;
 * without it they are per process (fine for a single server).
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // Fail fast rather than queue: a request waits at most ~1 s for Redis, then the limit is skipped.
    const redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
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
