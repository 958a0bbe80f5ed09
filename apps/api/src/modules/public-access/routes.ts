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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { createMediaSigner } from '../media/service.ts';
import { acceptTerms, type PublicContext, readPublicContent, userAccess } from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const publicAccessRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const context = (request: FastifyRequest): PublicContext => ({
    country: request.country,
    now: app.clock.now(),
  });
  const media = createMediaSigner(app.config.idpPartnerSecret);
  // Each answer tells whether a name and number are in the registry: limited like the forms, with room
  // for a congress room behind one address opening the same link.
  const formLimit = { rateLimit: { max: config.formRateLimitPerMinute * 3, timeWindow: '1 minute' } };

  /** The signed-in caller's id when the request carries a live session; null otherwise (never a 401). */
  async function signedInUserId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    if (!bearerToken(request.headers.authorization)) return null;
    try {
      await app.authenticate(request, reply);
      return request.user?.id ?? null;
    } catch {
      return null;
    }
  }

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
      config: formLimit,
      schema: {
        tags: ['public'],
        summary: "Record a visitor's acceptance of the terms for a content link",
        body: acceptTermsBodySchema,
        response: { 201: acceptTermsResponseSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const userId = await signedInUserId(request, reply);
      await acceptTerms(app.db, request.body, { ...context(request), userId });
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
