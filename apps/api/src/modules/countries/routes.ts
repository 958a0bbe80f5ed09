import { errorEnvelopeSchema, publicCountriesResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicCountries } from './service.ts';

export const countriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/countries',
    {
      config: { etag: true },
      schema: {
        tags: ['countries'],
        summary: "Every country's public configuration",
        response: { 200: publicCountriesResponseSchema, 429: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listPublicCountries();
    },
  );
};
