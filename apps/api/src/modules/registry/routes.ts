// Doctor-number check (spec call 7) against the licensed-professional registry, for the request's country.
import { checkCrmQuerySchema, checkCrmResponseSchema } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { checkRegistration } from './service.ts';

export const registryRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  /** The signed-in caller, if the request carries a live session; anonymous otherwise (never a 401). */
  async function viewerOf(request: FastifyRequest, reply: FastifyReply) {
    if (!bearerToken(request.headers.authorization)) return null;
    try {
      await app.authenticate(request, reply);
      return request.user;
    } catch {
      return null;
    }
  }

  app.get(
    '/api/public/veeva/checkCRM',
    {
      // A lookup that answers from personal data: limited like the forms.
      config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['registry'],
        summary:
          'Whether a registration number is in the registry (country from x-api-key or host); the name only to its signed-in owner',
        querystring: checkCrmQuerySchema,
        response: { 200: checkCrmResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { registerNumber, registerType, registerUf } = request.query;
      const viewer = await viewerOf(request, reply);
      return checkRegistration(
        app.db,
        { country: request.country, registerType, registerNumber, registerUf },
        viewer,
      );
    },
  );
};
