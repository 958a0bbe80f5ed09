import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { rateLimited } from '../errors.ts';
import { isRateLimitedPath, pathOf } from '../http-paths.ts';
import { openRedis } from './redis-client.ts';

/**
 * Per-IP limits on the server's prefixes (see http-paths.ts); static files and probes are exempt.
 * Routes may set a stricter `config.rateLimit`; the not-found handler uses `app.rateLimit()`.
 * With REDIS_URL the counters live in Redis, so any number of API processes share one limit;
 * without it they are per process (fine for a single server).
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const redis = config.redisUrl ? await openRedis(app, config.redisUrl, 'rate limits') : undefined;
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
