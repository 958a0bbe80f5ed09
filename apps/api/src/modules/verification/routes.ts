// The verification queue's API (/api/admin/verification, issue 16): staff tokens only, action
// `verification.review` (verifiers), the verifier's countries only.
import {
  pendingRegistrationSchema,
  physicianIdParamsSchema,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
  verificationQueueSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { decide, getRegistration, listQueue } from './service.ts';

const action = 'verification.review';

export const verificationRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/verification',
    action,
    summary: "Registrations the registry did not confirm, in the verifier's countries, with their checks",
    query: verificationQueueQuerySchema,
    reply: verificationQueueSchema,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { query }) => ({ registrations: await listQueue(ctx, query) }),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/verification/:id',
    action,
    summary: 'One registration and every check made of it',
    params: physicianIdParamsSchema,
    reply: pendingRegistrationSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => getRegistration(ctx, params.id),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/verification/:id/decision',
    action,
    summary: 'Approves (access at once) or rejects (reason required) a registration; the physician is mailed',
    params: physicianIdParamsSchema,
    body: verificationDecisionSchema,
    reply: pendingRegistrationSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => decide(ctx, params.id, body),
  }),
]);
