import { createConsentBodySchema, createConsentResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { recordConsent } from './service.ts';

/** Public form submissions are small. */
export const FORM_BODY_LIMIT = 64 * 1024;

export const consentRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/public/consents',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['consent'],
        summary: "Record a visitor's consent-banner choices (proof of consent, LGPD)",
        body: createConsentBodySchema,
        response: { 201: createConsentResponseSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const result = await recordConsent(app.db, request.body, request.headers['user-agent']);
      return reply.code(201).send(result);
    },
  );
};
