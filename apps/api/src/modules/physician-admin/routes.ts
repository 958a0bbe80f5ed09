// The physicians' administration API (/api/admin/physicians, issue 16): staff tokens only; reading needs
// `physicians.read`, changes `physicians.write`, export and anonymisation `physicians.privacy` (admins);
// only accounts of the admin's countries.
import {
  anonymiseRequestSchema,
  anonymiseResponseSchema,
  dataExportSchema,
  physicianDetailSchema,
  physicianIdParamsSchema,
  physicianListSchema,
  physicianSearchQuerySchema,
  physicianUpdateSchema,
} from '@portal/contracts';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { exportFileName } from '../data-subject/export.ts';
import {
  anonymisePhysician,
  exportPhysician,
  getPhysician,
  searchPhysicians,
  setDisabled,
  updatePhysician,
} from './service.ts';

const onePhysician = { params: physicianIdParamsSchema, errors: STAFF_ERRORS.item } as const;

/** Disabling and enabling: the same route but for the flag. */
const disabling = ([verb, disabled, summary]: readonly [string, boolean, string]) =>
  staffRoute({
    ...onePhysician,
    method: 'POST',
    url: `/api/admin/physicians/:id/${verb}`,
    action: 'physicians.write',
    summary,
    reply: physicianDetailSchema,
    handler: (ctx, { params }) => setDisabled(ctx, params.id, disabled),
  });

export const physicianAdminRoutes = staffRouteTable([
  staffRoute({
    method: 'GET',
    url: '/api/admin/physicians',
    action: 'physicians.read',
    summary:
      "Physicians of the admin's countries by name, e-mail or register number, or who asked for erasure",
    query: physicianSearchQuerySchema,
    reply: physicianListSchema,
    errors: STAFF_ERRORS.input,
    handler: async (ctx, { query }) => ({
      physicians: await searchPhysicians(ctx, query.q, query.deletionRequested === 'true'),
    }),
  }),
  staffRoute({
    ...onePhysician,
    method: 'GET',
    url: '/api/admin/physicians/:id',
    action: 'physicians.read',
    summary: "A physician's account",
    reply: physicianDetailSchema,
    handler: (ctx, { params }) => getPhysician(ctx, params.id),
  }),
  staffRoute({
    ...onePhysician,
    method: 'PATCH',
    url: '/api/admin/physicians/:id',
    action: 'physicians.write',
    summary: 'Grants or revokes speaker training; sets the veevaID',
    body: physicianUpdateSchema,
    reply: physicianDetailSchema,
    handler: (ctx, { params, body }) => updatePhysician(ctx, params.id, body),
  }),
  disabling(['disable', true, 'Disables the account: its sessions end at once, sign-in is refused']),
  disabling(['enable', false, 'Enables a disabled account']),
  staffRoute({
    ...onePhysician,
    method: 'GET',
    url: '/api/admin/physicians/:id/export',
    action: 'physicians.privacy',
    summary: "A physician's data as JSON (data-subject access request)",
    reply: dataExportSchema,
    handler: async (ctx, { params, reply }) => {
      const data = await exportPhysician(ctx, params.id);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${exportFileName(params, ctx.now)}"`);
      return data;
    },
  }),
  staffRoute({
    ...onePhysician,
    method: 'POST',
    url: '/api/admin/physicians/:id/anonymise',
    action: 'physicians.privacy',
    summary: 'Anonymises the account on the data subject’s request (decision 017); cannot be undone',
    body: anonymiseRequestSchema,
    reply: anonymiseResponseSchema,
    handler: (ctx, { params, body }) => anonymisePhysician(ctx, params.id, body),
  }),
]);
