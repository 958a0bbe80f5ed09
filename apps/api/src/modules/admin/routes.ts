// The operator console's API (/api/admin, issue 15, docs/decisions/011). Only staff tokens: every route
// but the password step is guarded by `authenticateStaff` (onRequest, before the body), which also
// enforces the route's policy action (policy.ts). A physician's token is never looked up here.
import {
  type AdminContent,
  type AdminContentList,
  type AuditList,
  adminContentListSchema,
  adminContentSchema,
  auditListSchema,
  auditQuerySchema,
  type ContentPreview,
  contentDraftSchema,
  contentIdParamsSchema,
  contentPreviewSchema,
  previewQuerySchema,
  publishSchema,
  reviewDecisionSchema,
  type StaffMe,
  type StaffSessionResponse,
  type StaffSignInResponse,
  staffMeSchema,
  staffSessionResponseSchema,
  staffSignInResponseSchema,
  staffSignInSchema,
  type TotpEnrolment,
  totpCodeSchema,
  totpEnrolmentSchema,
  type UploadResponse,
  uploadResponseSchema,
  withdrawSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, errorResponses, forbidden, unauthenticated } from '../../errors.ts';
import { bearerToken, guardRoutes } from '../../plugins/auth.ts';
import { listAuditEntries, recordAudit } from './audit-service.ts';
import {
  authenticateStaffToken,
  meOf,
  type StaffAuth,
  signInWithPassword,
  signOut,
  startEnrolment,
  verifySecondFactor,
} from './auth-service.ts';
import { authoringRoutes } from './authoring-routes.ts';
import {
  createContent,
  editContent,
  getContent,
  listContent,
  previewContent,
  publishContent,
  reviewContent,
  type StaffContext,
  submitContent,
  withdrawContent,
} from './content-service.ts';
import { type AdminAction, can } from './policy.ts';
import { UPLOAD_BODY_LIMIT, uploadTarget } from './upload-service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy action a console route performs (policy.ts); checked before the body is read. */
    adminAction?: AdminAction;
    /** A console route of the second-factor step: a password-only session may use it. */
    staffMfaStep?: boolean;
  }
  interface FastifyRequest {
    staffAuth: StaffAuth | null;
  }
}

const tags = ['admin'];

function staffAuthOf(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw unauthenticated();
  return request.staffAuth;
}

export function contextOf(request: FastifyRequest): StaffContext {
  const { member } = staffAuthOf(request);
  return {
    db: request.server.db,
    staff: { id: member.id, email: member.email, roles: member.roles, countries: member.countries },
    now: request.server.clock.now(),
  };
}

/** onRequest: a live staff session of the stage the route needs, and the route's policy action. */
export async function authenticateStaff(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  const auth = await authenticateStaffToken(request.server.db, token, request.server.clock.now());
  if (!auth) throw unauthenticated('The console session is not valid or has expired');
  const config = request.routeOptions.config;
  const mfaStep = config.staffMfaStep === true;
  if (auth.session.stage !== 'full' && !mfaStep) throw unauthenticated('The second factor is missing');
  if (auth.session.stage === 'full' && mfaStep && request.method !== 'DELETE')
    throw forbidden('The session has its second factor already');
  request.staffAuth = auth;
  if (config.adminAction && !can(auth.member, config.adminAction)) {
    throw forbidden('Your role does not allow this');
  }
}

/**
 * Console routes of another module (issue 16's areas): the same staff guard and policy actions. Register
 * the result with `app.register`; each route names its `adminAction`.
 */
export function staffRoutes(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    if (!app.hasRequestDecorator('staffAuth')) app.decorateRequest('staffAuth', null);
    guardRoutes(app, 'bearerAuth', authenticateStaff);
    await routes(app, options);
  };
}

const guardedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'bearerAuth', authenticateStaff);

  // Raw image bytes for uploads (only inside this scope); the type is judged from the bytes.
  app.addContentTypeParser(
    ['application/octet-stream', 'image/png', 'image/jpeg', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/session/totp/enrolment',
    {
      config: { staffMfaStep: true },
      schema: {
        tags,
        summary: 'Starts TOTP enrolment: a new secret, its otpauth URL and QR code',
        response: { 200: totpEnrolmentSchema, ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<TotpEnrolment> => startEnrolment(app.db, staffAuthOf(request)),
  );

  app.post(
    '/api/admin/session/totp',
    {
      config: { staffMfaStep: true },
      schema: {
        tags,
        summary: 'The second factor (TOTP or a recovery code): completes the session',
        body: totpCodeSchema,
        response: { 200: staffSessionResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<StaffSessionResponse> =>
      verifySecondFactor(app.db, staffAuthOf(request), request.body.code, request.ip, app.clock.now()),
  );

  app.delete(
    '/api/admin/session',
    {
      config: { staffMfaStep: true },
      schema: {
        tags,
        summary: 'Signs out of the console',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await signOut(app.db, staffAuthOf(request), app.clock.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: staffMeSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<StaffMe> => meOf(staffAuthOf(request).member),
  );

  app.get(
    '/api/admin/content',
    {
      config: { adminAction: 'content.read' },
      schema: {
        tags,
        summary: "Content items of the member's countries, latest version each",
        response: { 200: adminContentListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request): Promise<AdminContentList> => ({ items: await listContent(contextOf(request)) }),
  );

  app.post(
    '/api/admin/content',
    {
      config: { adminAction: 'content.write' },
      schema: {
        tags,
        summary: 'Creates a content item (version 1, draft)',
        body: contentDraftSchema,
        response: { 201: adminContentSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createContent(contextOf(request), request.body)),
  );

  app.get(
    '/api/admin/content/:id',
    {
      config: { adminAction: 'content.read' },
      schema: {
        tags,
        summary: 'A content item: latest version and publications',
        params: contentIdParamsSchema,
        response: { 200: adminContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<AdminContent> => getContent(contextOf(request), request.params.id),
  );

  app.get(
    '/api/admin/content/:id/preview',
    {
      config: { adminAction: 'content.read' },
      schema: {
        tags,
        summary: 'The latest version as a physician of a country would read it',
        params: contentIdParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: contentPreviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<ContentPreview> =>
      previewContent(contextOf(request), request.params.id, request.query.country),
  );

  app.put(
    '/api/admin/content/:id',
    {
      config: { adminAction: 'content.write' },
      schema: {
        tags,
        summary: 'Edits the draft, or starts a new version of approved content',
        params: contentIdParamsSchema,
        body: contentDraftSchema,
        response: { 200: adminContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<AdminContent> =>
      editContent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/content/:id/submit',
    {
      config: { adminAction: 'content.write' },
      schema: {
        tags,
        summary: 'Submits the draft for MLR review',
        params: contentIdParamsSchema,
        response: { 200: adminContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<AdminContent> => submitContent(contextOf(request), request.params.id),
  );

  app.post(
    '/api/admin/content/:id/review',
    {
      config: { adminAction: 'content.review' },
      schema: {
        tags,
        summary: 'MLR decision: approve (code and expiry) or reject (comment)',
        params: contentIdParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: adminContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<AdminContent> =>
      reviewContent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/content/:id/publish',
    {
      config: { adminAction: 'content.publish' },
      schema: {
        tags,
        summary: 'Publishes the approved version in a country from a date',
        params: contentIdParamsSchema,
        body: publishSchema,
        response: { 200: adminContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<AdminContent> =>
      publishContent(contextOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/content/:id/withdraw',
    {
      config: { adminAction: 'content.publish' },
      schema: {
        tags,
        summary: 'Withdraws the item from a country',
        params: contentIdParamsSchema,
        body: withdrawSchema,
        response: { 200: adminContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request): Promise<AdminContent> =>
      withdrawContent(contextOf(request), request.params.id, request.body.country),
  );

  app.put(
    '/api/admin/media',
    {
      config: { adminAction: 'content.write' },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Uploads an image (PNG, JPEG, WebP; type from the bytes; 5 MB) to the media store',
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest('Send the file as the raw body');
      const target = uploadTarget(body);
      await app.mediaStore.put(target.path, body);
      const ctx = contextOf(request);
      await recordAudit(app.db, { id: ctx.staff.id, email: ctx.staff.email }, ctx.now, {
        action: 'media.upload',
        entityType: 'media',
        entityId: target.url,
        changes: {
          size: { before: null, after: body.length },
          type: { before: null, after: target.kind.mimeType },
        },
      });
      const answer: UploadResponse = { url: target.url };
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/admin/audit',
    {
      config: { adminAction: 'audit.read' },
      schema: {
        tags,
        summary: 'The audit trail, newest first, filtered by staff e-mail, action or entity',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<AuditList> => ({ entries: await listAuditEntries(app.db, request.query) }),
  );

  // Events and public links (decision 019), under the same guard.
  await app.register(authoringRoutes);
};

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('staffAuth', null);

  app.post(
    '/api/admin/session',
    {
      schema: {
        tags,
        summary: 'Console sign-in, first step (password): a token for the second factor',
        body: staffSignInSchema,
        response: { 200: staffSignInResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request): Promise<StaffSignInResponse> =>
      signInWithPassword(app.db, { ...request.body, address: request.ip, now: app.clock.now() }),
  );

  await app.register(guardedAdminRoutes);
};
