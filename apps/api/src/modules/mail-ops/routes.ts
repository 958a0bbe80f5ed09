// Mail operations in the operator console (issue 16, item 6): the outbox and resending failed mail.
// Staff tokens only, through the console's guard and its policy actions.
import {
  type MailOpsList,
  mailIdParamsSchema,
  mailOpsListSchema,
  mailOpsQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors.ts';
import { guardRoutes } from '../../plugins/auth.ts';
import { authenticateStaff, contextOf } from '../admin/routes.ts';
import { listOutbox, resendMail } from './service.ts';

const tags = ['admin'];

const guardedMailOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'bearerAuth', authenticateStaff);

  app.get(
    '/api/admin/mail',
    {
      config: { adminAction: 'mail.read' },
      schema: {
        tags,
        summary: 'The mail outbox, newest first: status, attempts and last error (no bodies)',
        querystring: mailOpsQuerySchema,
        response: { 200: mailOpsListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<MailOpsList> => listOutbox(contextOf(request), request.query),
  );

  app.post(
    '/api/admin/mail/:id/resend',
    {
      config: { adminAction: 'mail.resend' },
      schema: {
        tags,
        summary: 'Sends a failed mail again (queued once, at once); audited',
        params: mailIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await resendMail(contextOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export const mailOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin module's decoration is encapsulated in its own scope.
  app.decorateRequest('staffAuth', null);
  await app.register(guardedMailOpsRoutes);
};
