import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { dictionaryAsset } from './service.ts';

// Not content-hashed URLs, so a day of caching plus ETag revalidation rather than immutable.
const CACHE = 'public, max-age=86400';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets/i18n/:file',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Translation dictionary: pt-br.json, es.json or es-MX.json',
        params: z.object({ file: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const lang = request.params.file.replace(/\.json$/, '');
      const asset = request.params.file.endsWith('.json') ? dictionaryAsset(lang) : undefined;
      if (!asset) throw notFound(`No dictionary for '${request.params.file}'`);
      reply.header('cache-control', CACHE).header('etag', asset.etag);
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      // Pre-serialised: Fastify sends a string payload as it is.
      return reply.type('application/json; charset=utf-8').send(asset.body);
    },
  );
};
