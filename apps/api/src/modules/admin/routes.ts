// The operator console's API (/api/admin, issue 15, docs/decisions/011). Only staff tokens: every route
// but the password step is guarded by `authenticateStaff` (staff-route.ts; onRequest, before the body),
// which also enforces the route's policy action (policy.ts). A physician's token is never looked up here.
import {
  adminContentListSchema,
  adminContentSchema,
  auditListSchema,
  auditQuerySchema,
  contentChangesSchema,
  contentDraftSchema,
  contentIdParamsSchema,
  contentPreviewSchema,
  contentProductOptionsSchema,
  previewQuerySchema,
  publishSchema,
  reviewDecisionSchema,
  type StaffSignInResponse,
  staffMeSchema,
  staffSessionResponseSchema,
  staffSignInResponseSchema,
  staffSignInSchema,
  totpCodeSchema,
  totpEnrolmentSchema,
  withdrawSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors.ts';
import { DEVICE_COOKIES, deviceCookieHeader, readCookie } from '../identity-provider/known-devices.ts';
import { listAuditEntries } from './audit-service.ts';
import {
  meOf,
  type StaffDevice,
  signInWithPassword,
  signOut,
  staffDeviceToken,
  startEnrolment,
  verifySecondFactor,
} from './auth-service.ts';
import { authoringEntries } from './authoring-routes.ts';
import { contentChanges } from './content-changes.ts';
import { contentProductOptions } from './content-fields.ts';
import { contentService } from './content-service.ts';
import {
  contextOf,
  declareStaffRoutes,
  STAFF_ERRORS,
  staffAuthOf,
  staffRoute,
  staffRoutes,
} from './staff-route.ts';

/** The browser's known-device cookie for the console's sign-in. */
function staffDeviceOf(request: FastifyRequest): StaffDevice {
  return {
    partnerSecret: request.server.config.idpPartnerSecret,
    token: readCookie(request.headers.cookie, DEVICE_COOKIES.staff.name),
  };
}

/** The second-factor step and the session itself: a password-only session may use them. */
const sessionEntries = [
  staffRoute({
    method: 'POST',
    url: '/api/admin/session/totp/enrolment',
    mfaStep: true,
    summary: 'Starts TOTP enrolment: a new secret, its otpauth URL and QR code',
    reply: totpEnrolmentSchema,
    errors: STAFF_ERRORS.plain,
    handler: (ctx, { request }) => startEnrolment(ctx.db, staffAuthOf(request)),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/session/totp',
    mfaStep: true,
    summary:
      'The second factor (TOTP or a recovery code): completes the session, and marks the browser as a known device',
    body: totpCodeSchema,
    reply: staffSessionResponseSchema,
    errors: [...STAFF_ERRORS.input, 429],
    // A code guesser's form limit, per address (the account-wide delay is in the service).
    config: {
      rateLimit: { max: (request) => request.server.config.formRateLimitPerMinute, timeWindow: '1 minute' },
    },
    handler: async (ctx, { body, request, reply }) => {
      const member = staffAuthOf(request).member;
      const answer = await verifySecondFactor(
        ctx.db,
        staffAuthOf(request),
        body.code,
        request.ip,
        ctx.now,
        staffDeviceOf(request),
      );
      reply.header(
        'set-cookie',
        deviceCookieHeader(
          DEVICE_COOKIES.staff,
          staffDeviceToken(request.server.config.idpPartnerSecret, member.email, ctx.now),
          request.protocol === 'https',
        ),
      );
      return answer;
    },
  }),
  staffRoute({
    method: 'DELETE',
    url: '/api/admin/session',
    mfaStep: true,
    summary: 'Signs out of the console',
    reply: z.null(),
    status: 204,
    errors: [401],
    handler: (ctx, { request }) => signOut(ctx.db, staffAuthOf(request), ctx.now),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/me',
    summary: 'The signed-in staff member',
    reply: staffMeSchema,
    errors: [401],
    handler: (_ctx, { request }) => meOf(staffAuthOf(request).member),
  }),
];

/** A route on one content item (by id) that answers the item. */
const item = { params: contentIdParamsSchema, reply: adminContentSchema } as const;

const contentEntries = [
  staffRoute({
    method: 'GET',
    url: '/api/admin/content-products',
    action: 'content.read',
    summary:
      "Products an item may name (the editor picks, the reviewer reads): those of the member's countries",
    reply: contentProductOptionsSchema,
    errors: STAFF_ERRORS.plain,
    handler: (ctx) => contentProductOptions(ctx),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/content',
    action: 'content.read',
    summary: "Content items of the member's countries, latest version each",
    reply: adminContentListSchema,
    errors: STAFF_ERRORS.plain,
    handler: async (ctx) => ({ items: await contentService.list(ctx) }),
  }),
  staffRoute({
    method: 'POST',
    url: '/api/admin/content',
    action: 'content.write',
    summary: 'Creates a content item (version 1, draft)',
    body: contentDraftSchema,
    reply: adminContentSchema,
    status: 201,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { body }) => contentService.create(ctx, body),
  }),
  staffRoute({
    ...item,
    method: 'GET',
    url: '/api/admin/content/:id',
    action: 'content.read',
    summary: 'A content item: latest version and publications',
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => contentService.get(ctx, params.id),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/content/:id/preview',
    action: 'content.read',
    summary: 'The latest version as a physician of a country would read it',
    params: contentIdParamsSchema,
    query: previewQuerySchema,
    reply: contentPreviewSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params, query }) => contentService.preview(ctx, params.id, query.country),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/content/:id/changes',
    action: 'content.read',
    summary: 'What changed in the latest version since the last approved one, field by field',
    params: contentIdParamsSchema,
    reply: contentChangesSchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => contentChanges(ctx, params.id),
  }),
  staffRoute({
    ...item,
    method: 'PUT',
    url: '/api/admin/content/:id',
    action: 'content.write',
    summary: 'Edits the draft, or starts a new version of approved content',
    body: contentDraftSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => contentService.edit(ctx, params.id, body),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/submit',
    action: 'content.write',
    summary: 'Submits the draft for MLR review',
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => contentService.submit(ctx, params.id),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/review',
    action: 'content.review',
    summary: 'MLR decision: approve (code and expiry) or reject (comment)',
    body: reviewDecisionSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => contentService.review(ctx, params.id, body),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/publish',
    action: 'content.publish',
    summary: 'Publishes the approved version in a country from a date',
    body: publishSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => contentService.publish(ctx, params.id, body),
  }),
  staffRoute({
    ...item,
    method: 'POST',
    url: '/api/admin/content/:id/withdraw',
    action: 'content.publish',
    summary: 'Withdraws the item from a country',
    body: withdrawSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => contentService.withdraw(ctx, params.id, body.country),
  }),
  staffRoute({
    method: 'GET',
    url: '/api/admin/audit',
    action: 'audit.read',
    summary:
      "The audit trail of the member's countries, newest first, filtered by staff e-mail, action or entity",
    query: auditQuerySchema,
    reply: auditListSchema,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { query }) => ({ entries: await listAuditEntries(ctx, query) }),
  }),
];

const guardedAdminRoutes = staffRoutes(async (app) => {
  // Events, public links and home rows (decision 019) under the same guard. Uploads: media-upload-routes.ts.
  declareStaffRoutes(app, [...sessionEntries, ...contentEntries, ...authoringEntries], contextOf);
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/session',
    {
      // A password guesser's form limit, per address (the account-wide delay is in the service).
      config: { rateLimit: { max: app.config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Console sign-in, first step (password): a token for the second factor',
        body: staffSignInSchema,
        response: { 200: staffSignInResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request): Promise<StaffSignInResponse> =>
      signInWithPassword(app.db, {
        ...request.body,
        address: request.ip,
        now: app.clock.now(),
        device: staffDeviceOf(request),
      }),
  );

  await app.register(guardedAdminRoutes);
};
