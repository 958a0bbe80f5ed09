// The physicians' administration API (/api/admin/physicians, issue 16): staff tokens only; reading needs
// `physicians.read`, changes `physicians.write`, export and anonymisation `physicians.privacy` (admins);
// only accounts of the admin's countries.
import {
  type AnonymiseRequest,
  anonymiseRequestSchema,
  anonymiseResponseSchema,
  type DataExport,
  dataExportSchema,
  type PhysicianDetail,
  type PhysicianList,
  physicianDetailSchema,
  physicianIdParamsSchema,
  physicianListSchema,
  physicianSearchQuerySchema,
  physicianUpdateSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors.ts';
import { contextOf, staffRoutes } from '../admin/routes.ts';
import { exportFileName } from '../data-subject/export.ts';
import {
  anonymisePhysician,
  exportPhysician,
  getPhysician,
  searchPhysicians,
  setDisabled,
  updatePhysician,
} from './service.ts';

const tags = ['admin'];

export const physicianAdminRoutes: FastifyPluginAsyncZod = staffRoutes(async (app) => {
  app.get(
    '/api/admin/physicians',
    {
      config: { adminAction: 'physicians.read' },
      schema: {
        tags,
        summary:
          "Physicians of the admin's countries by name, e-mail or register number, or who asked for erasure",
        querystring: physicianSearchQuerySchema,
        response: { 200: physicianListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<PhysicianList> => ({
      physicians: await searchPhysicians(
        contextOf(request),
        request.query.q,
        request.query.deletionRequested === 'true',
      ),
    }),
  );

  app.get(
    '/api/admin/physicians/:id',
    {
      config: { adminAction: 'physicians.read' },
      schema: {
        tags,
        summary: "A physician's account",
        params: physicianIdParamsSchema,
        response: { 200: physicianDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<PhysicianDetail> => getPhysician(contextOf(request), request.params.id),
  );

  app.patch(
    '/api/admin/physicians/:id',
    {
      config: { adminAction: 'physicians.write' },
      schema: {
        tags,
        summary: 'Grants or revokes speaker training; sets the veevaID',
        params: physicianIdParamsSchema,
        body: physicianUpdateSchema,
        response: { 200: physicianDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<PhysicianDetail> =>
      updatePhysician(contextOf(request), request.params.id, request.body),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/admin/physicians/:id/${verb}`,
      {
        config: { adminAction: 'physicians.write' },
        schema: {
          tags,
          summary: disabled
            ? 'Disables the account: its sessions end at once, sign-in is refused'
            : 'Enables a disabled account',
          params: physicianIdParamsSchema,
          response: { 200: physicianDetailSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request): Promise<PhysicianDetail> =>
        setDisabled(contextOf(request), request.params.id, disabled),
    );
  }

  app.get(
    '/api/admin/physicians/:id/export',
    {
      config: { adminAction: 'physicians.privacy' },
      schema: {
        tags,
        summary: "A physician's data as JSON (data-subject access request)",
        params: physicianIdParamsSchema,
        response: { 200: dataExportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<DataExport> => {
      const ctx = contextOf(request);
      const data = await exportPhysician(ctx, request.params.id);
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="${exportFileName({ id: request.params.id }, ctx.now)}"`,
      );
      return data;
    },
  );

  app.post(
    '/api/admin/physicians/:id/anonymise',
    {
      config: { adminAction: 'physicians.privacy' },
      schema: {
        tags,
        summary: 'Anonymises the account on the data subject’s request (decision 017); cannot be undone',
        params: physicianIdParamsSchema,
        body: anonymiseRequestSchema,
        response: { 200: anonymiseResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      anonymisePhysician(contextOf(request), request.params.id, request.body as AnonymiseRequest),
  );
});
