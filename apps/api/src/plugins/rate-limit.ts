import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { rateLimited } from '../errors.ts';
import { isRateLimitedPath, pathOf } from '../http-paths.ts';

/**
 * Per-IP limits on the server's prefixes (see http-paths.ts); static files and probes are exempt.
 * Routes may set a stricter `config.rateLimit`; the not-found handler uses `app.rateLimit()`.
 * The store is per process: with several API processes the effective limit multiplies.
 */
export const rateLimitPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(rateLimit, {
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
