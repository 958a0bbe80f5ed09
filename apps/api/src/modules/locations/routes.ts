import {
  brazilStatesResponseSchema,
  citiesParamsSchema,
  citiesResponseSchema,
  errorEnvelopeSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBrazilStates, listCities } from './service.ts';

// Official territorial data changes rarely: let browsers and proxies keep it for a day.
const CACHE = 'public, max-age=86400';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/locations/states',
    {
      config: { etag: true },
      schema: {
        tags: ['locations'],
        summary: "Brazil's 27 states",
        response: { 200: brazilStatesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return listBrazilStates();
    },
  );

  app.get(
    '/api/public/locations/states/:uf/cities',
    {
      config: { etag: true },
      schema: {
        tags: ['locations'],
        summary: 'Cities of a Brazilian state ([] for an unknown state)',
        params: citiesParamsSchema,
        response: { 200: citiesResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE);
      return listCities(request.params.uf);
    },
  );
};
