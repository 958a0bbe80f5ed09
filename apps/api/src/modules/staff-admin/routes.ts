// Staff and role management API (/api/admin/staff, issue 15): staff tokens only, every route the
// `staff.manage` action (admins). The set-password link's endpoint is the exception: the member has no
// session yet, the mailed token is the proof (throttled like a form).
import {
  staffCreateSchema,
  staffIdParamsSchema,
  staffInviteSchema,
  staffListQuerySchema,
  staffListSchema,
  staffMemberSchema,
  staffSetPasswordSchema,
  staffUpdateSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { requestOrigin } from '../../http-paths.ts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import {
  createStaffMember,
  getStaffMember,
  listStaff,
  resetStaffMfa,
  sendSetPasswordLink,
  setPasswordWithLink,
  setStaffActive,
  updateStaffMember,
} from './service.ts';

const action = 'staff.manage';
const params = staffIdParamsSchema;
const reply = staffMemberSchema;
/** Where the mailed link points: the console on the host the admin used. */
const origin = (request: FastifyRequest) => requestOrigin(request.server.config, request);

type Options = { config: AppConfig };

const guarded = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/staff',
    action,
    summary: "Staff members within the admin's countries, by role, country and state",
    query: staffListQuerySchema,
    reply: staffListSchema,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { query }) => ({ members: await listStaff(ctx, query) }),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/staff',
    action,
    summary: 'Invites a member: roles, countries, and a one-time set-password link by mail',
    body: staffCreateSchema,
    reply,
    status: 201,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { body, request }) => createStaffMember(ctx, body, origin(request)),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/staff/:id',
    action,
    summary: 'A staff member',
    params,
    reply,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => getStaffMember(ctx, params.id),
  }),
  staffRoute({
    method: 'PATCH',
    url: '/api/admin/staff/:id',
    action,
    summary: "Changes a member's roles and countries (never one's own; an active admin remains)",
    params,
    body: staffUpdateSchema,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => updateStaffMember(ctx, params.id, body),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/staff/:id/deactivate',
    action,
    summary: 'Deactivates a member: their console sessions end at once, on every process',
    params,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => setStaffActive(ctx, params.id, false),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/staff/:id/reactivate',
    action,
    summary: 'Reactivates a member (they sign in again)',
    params,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => setStaffActive(ctx, params.id, true),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/staff/:id/reset-mfa',
    action,
    summary: 'Forgets the authenticator and recovery codes: the member enrols again at sign-in',
    params,
    reply,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => resetStaffMfa(ctx, params.id),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/staff/:id/invite',
    action,
    summary: 'Mails the member a new one-time set-password link (earlier links stop working)',
    params,
    body: staffInviteSchema,
    reply,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body, request }) =>
      sendSetPasswordLink(ctx, params.id, body.language, origin(request)),
  }),
]);

export const staffAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { config }) => {
  app.post(
    '/api/admin/staff/password',
    {
      config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: "A member's password, set through their one-time mailed link",
        body: staffSetPasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await setPasswordWithLink(app.db, request.body, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  await app.register(guarded);
};
