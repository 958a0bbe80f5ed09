// GET /manifest.webmanifest: the installable app of the request's country (host, or ?loc= as the pages).
import { resolveCountry } from '@portal/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { webAppManifest } from './manifest.ts';

export const webAppRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/manifest.webmanifest',
    {
      config: { rateLimit: false },
      schema: {
        hide: true,
        querystring: z.object({ loc: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const code = resolveCountry({
        host: request.host,
        override: request.query.loc ?? null,
        hostMap: config.hostMap,
      });
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'host')
        .send(JSON.stringify(webAppManifest(code)));
    },
  );
};
