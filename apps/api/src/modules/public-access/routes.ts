// Public mode (spec section 7, calls 9 with a token, 17 and 18): no sign-in, a content token instead.
import {
  acceptTermsBodySchema,
  acceptTermsResponseSchema,
  contentItemSchema,
  contentParamsSchema,
  publicContentQuerySchema,
  userAccessQuerySchema,
  userAccessResponseSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors.ts';
import { createMediaSigner } from '../media/service.ts';
import { acceptTerms, type PublicContext, readPublicContent, userAccess } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const publicAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): PublicContext => ({
    country: request.country,
    now: app.clock.now(),
  });
  const media = createMediaSigner(app.config.idpPartnerSecret);

  app.get(
    '/api/public/contents/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A content item for a visitor with a token who accepted the terms',
        params: contentParamsSchema,
        querystring: publicContentQuerySchema,
        response: { 200: contentItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await readPublicContent(app.db, request.params.id, request.query, context(request));
      // The visitor passed the token and the terms: restricted media of the item are signed for them.
      return media.signAll(item, `public:${request.params.id}`, app.clock.now());
    },
  );

  app.post(
    '/api/public/acceptTerms',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['public'],
        summary: "Record a visitor's acceptance of the terms for a content link",
        body: acceptTermsBodySchema,
        response: { 201: acceptTermsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await acceptTerms(app.db, request.body, context(request));
      return reply.code(201).send({ accepted: true });
    },
  );

  app.get(
    '/api/public/userAccess',
    {
      schema: {
        tags: ['public'],
        summary: 'Whether a content token opens the item and whether the visitor accepted the terms',
        querystring: userAccessQuerySchema,
        response: { 200: userAccessResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => userAccess(app.db, request.query, context(request)),
  );
};
