// The verification queue's API (/api/admin/verification, issue 16): staff tokens only, action
// `verification.review` (verifiers), the verifier's countries only.
import {
  type PendingRegistration,
  pendingRegistrationSchema,
  physicianIdParamsSchema,
  type VerificationQueue,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors.ts';
import { contextOf, staffRoutes } from '../admin/routes.ts';
import { decide, getRegistration, listQueue } from './service.ts';

const tags = ['admin'];

export const verificationRoutes: FastifyPluginAsyncZod = staffRoutes(async (app) => {
  app.get(
    '/api/admin/verification',
    {
      config: { adminAction: 'verification.review' },
      schema: {
        tags,
        summary: "Registrations the registry did not confirm, in the verifier's countries, with their checks",
        querystring: verificationQueueQuerySchema,
        response: { 200: verificationQueueSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<VerificationQueue> => ({
      registrations: await listQueue(contextOf(request), request.query),
    }),
  );

  app.get(
    '/api/admin/verification/:id',
    {
      config: { adminAction: 'verification.review' },
      schema: {
        tags,
        summary: 'One registration and every check made of it',
        params: physicianIdParamsSchema,
        response: { 200: pendingRegistrationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<PendingRegistration> => getRegistration(contextOf(request), request.params.id),
  );

  app.post(
    '/api/admin/verification/:id/decision',
    {
      config: { adminAction: 'verification.review' },
      schema: {
        tags,
        summary:
          'Approves (access at once) or rejects (reason required) a registration; the physician is mailed',
        params: physicianIdParamsSchema,
        body: verificationDecisionSchema,
        response: { 200: pendingRegistrationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<PendingRegistration> =>
      decide(contextOf(request), request.params.id, request.body),
  );
});
