// Mail operations in the operator console (issue 16, item 6): the outbox and resending failed mail.
// Staff tokens only, through the console's guard and its policy actions.
import { mailIdParamsSchema, mailOpsListSchema, mailOpsQuerySchema } from '@portal/contracts';
import { z } from 'zod';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { listOutbox, resendMail } from './service.ts';

export const mailOpsRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/mail',
    action: 'mail.read',
    summary: 'The mail outbox, newest first: status, attempts and last error (no bodies)',
    query: mailOpsQuerySchema,
    reply: mailOpsListSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => listOutbox(ctx, query),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/mail/:id/resend',
    action: 'mail.resend',
    summary: 'Sends a failed mail again (queued once, at once); audited',
    params: mailIdParamsSchema,
    reply: z.null(),
    status: 204,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => resendMail(ctx, params.id),
  }),
]);
