// Search API (spec section 7, call 10): GET /api/search?q=&from= for the signed-in user's country.
import {
  errorEnvelopeSchema,
  type SearchResponse,
  searchQuerySchema,
  searchResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { viewerOf } from '../content/service.ts';
import { searchContent } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod = signedInRoutes(async (app) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['content'],
        summary:
          'Full-text search (accent- and case-insensitive, stemmed, typo-tolerant on titles) with highlighted matches',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request): Promise<SearchResponse> =>
      searchContent(app.db, viewerOf(signedInUser(request), app.clock.now()), request.query),
  );
});
