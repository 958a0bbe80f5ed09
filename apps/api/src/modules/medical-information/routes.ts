// Medical-information API (spec section 7, call 16; issue 6): ask a question or request an article, and
// list one's own requests with their status.
import {
  createMedicalRequestBodySchema,
  createMedicalRequestResponseSchema,
  medicalRequestListSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { signedInContext, signedInRoutes } from '../../plugins/auth.ts';
import { createMediaSigner } from '../media/service.ts';
import * as service from './service.ts';

const FORM_BODY_LIMIT = 64 * 1024;

export const medicalInformationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = signedInRoutes(
  async (app, { config }) => {
    const media = createMediaSigner(config.idpPartnerSecret);
    const context = (request: FastifyRequest): service.MedicalInformationContext => ({
      ...signedInContext(request),
      medicalInformationEmail: config.medicalInformationEmail,
      media,
    });

    app.post(
      '/api/medicalInformation',
      {
        bodyLimit: FORM_BODY_LIMIT,
        config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['medical-information'],
          summary: 'Ask the medical team a question or request a scientific article (stored escaped, mailed)',
          body: createMedicalRequestBodySchema,
          response: {
            201: createMedicalRequestResponseSchema,
            // The same question within a day: the first request, `duplicate: true`, nothing stored.
            200: createMedicalRequestResponseSchema,
            ...errorResponses(400, 401, 409, 413, 429),
          },
        },
      },
      async (request, reply) => {
        const created = await service.createRequest(context(request), request.body);
        return reply.code(created.duplicate ? 200 : 201).send(created);
      },
    );

    app.get(
      '/api/medicalInformation',
      {
        schema: {
          tags: ['medical-information'],
          summary: "The signed-in user's requests with their status, newest first",
          response: { 200: medicalRequestListSchema, ...errorResponses(401) },
        },
      },
      (request) => service.listRequests(context(request)),
    );
  },
);
