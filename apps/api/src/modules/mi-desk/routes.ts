// The medical-information desk and the PV queue of the console (/api/admin/mi, /api/admin/pv; issue 16).
// Staff tokens only: the console's staff guard (admin/staff-route.ts) runs before the body is read and
// enforces each route's action (`mi.desk` for MI officers, `pv.desk` for PV officers); the services
// scope every request to the member's countries.
import {
  miAnswerBodySchema,
  miAnswerPreviewBodySchema,
  miAnswerPreviewSchema,
  miAssignSchema,
  miAttachmentResponseSchema,
  miDraftBodySchema,
  miDraftSavedSchema,
  miKeyParamsSchema,
  miNoteBodySchema,
  miOfficerListSchema,
  miRequestDetailSchema,
  miRequestListSchema,
  miRequestQuerySchema,
  miScreeningBodySchema,
  miStatusChangeSchema,
  pvAcknowledgeSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.ts';
import { requestOrigin } from '../../http-paths.ts';
import {
  contextOf,
  declareStaffRoutes,
  STAFF_ERRORS,
  staffRouteOf,
  staffRoutes,
} from '../console-kernel/index.ts';
import { createMediaSigner } from '../media/service.ts';
import * as pv from './pv-service.ts';
import * as desk from './service.ts';

/** Raw PDF bodies: the desk's limit and a little room for the check to answer 400, not 413. */
const ATTACHMENT_BODY_LIMIT = desk.ATTACHMENT_MAX_BYTES + 1024;

const route = staffRouteOf<desk.DeskContext>();
/** A route on one request (by its key) that answers the request's detail. */
const mi = { action: 'mi.desk', params: miKeyParamsSchema, reply: miRequestDetailSchema } as const;
const pvDesk = { ...mi, action: 'pv.desk' } as const;

const entries = [
  route({
    method: 'GET',
    url: '/api/admin/mi/requests',
    action: 'mi.desk',
    summary: "Medical-information requests of the member's countries, open ones soonest due first",
    query: miRequestQuerySchema,
    reply: miRequestListSchema,
    errors: STAFF_ERRORS.input,
    handler: (ctx, { query }) => desk.listDesk(ctx, query),
  }),
  route({
    method: 'GET',
    url: '/api/admin/mi/officers',
    action: 'mi.desk',
    summary: "Medical-information officers of the member's countries (to assign requests)",
    reply: miOfficerListSchema,
    errors: STAFF_ERRORS.plain,
    handler: (ctx) => desk.listOfficers(ctx),
  }),
  route({
    ...mi,
    method: 'GET',
    url: '/api/admin/mi/requests/:key',
    summary: 'A request with its notes, answer and PV state',
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => desk.getDesk(ctx, params.key),
  }),
  route({
    ...mi,
    method: 'PUT',
    url: '/api/admin/mi/requests/:key/assignee',
    summary: 'Assigns the request to an MI officer of its country (or nobody)',
    body: miAssignSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => desk.assign(ctx, params.key, body),
  }),
  route({
    ...mi,
    method: 'POST',
    url: '/api/admin/mi/requests/:key/notes',
    summary: 'Adds an internal note (never shown to the physician)',
    body: miNoteBodySchema,
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params, body }) => desk.addNote(ctx, params.key, body.body),
  }),
  route({
    ...mi,
    method: 'POST',
    url: '/api/admin/mi/requests/:key/status',
    summary: 'Starts work on a received request, or closes an answered one (PV first when flagged)',
    body: miStatusChangeSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => desk.changeStatus(ctx, params.key, body),
  }),
  route({
    ...mi,
    method: 'POST',
    url: '/api/admin/mi/requests/:key/adverse-event',
    summary: 'Flags the request as a possible adverse event: it goes to PV with a 24-hour clock',
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params }) => desk.flagAdverseEvent(ctx, params.key),
  }),
  route({
    ...mi,
    method: 'POST',
    url: '/api/admin/mi/requests/:key/screening',
    summary: 'Records the safety screening (once): no safety information, or sent to PV',
    body: miScreeningBodySchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => desk.screen(ctx, params.key, body),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/mi/requests/:key/draft',
    action: 'mi.desk',
    params: miKeyParamsSchema,
    summary: 'Saves the answer being written (sanitised), while the request is open',
    body: miDraftBodySchema,
    reply: miDraftSavedSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => desk.saveDraft(ctx, params.key, body.html),
  }),
  route({
    method: 'POST',
    url: '/api/admin/mi/requests/:key/answer/preview',
    action: 'mi.desk',
    params: miKeyParamsSchema,
    summary: 'What the physician will receive (recipient, subject, mail) and the digest the send must quote',
    body: miAnswerPreviewBodySchema,
    reply: miAnswerPreviewSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => desk.previewAnswer(ctx, params.key, body),
  }),
  route({
    ...mi,
    method: 'POST',
    url: '/api/admin/mi/requests/:key/answer',
    summary:
      "Sends the answer as previewed (the preview's digest): stored, mailed and pushed to the physician",
    body: miAnswerBodySchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => desk.answer(ctx, params.key, body),
  }),
  route({
    method: 'PUT',
    url: '/api/admin/mi/attachments',
    action: 'mi.desk',
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    summary: 'Uploads an answer PDF (type from the bytes; 20 MB) to the restricted media store',
    reply: miAttachmentResponseSchema,
    status: 201,
    errors: [400, 401, 403, 413, 415],
    handler: (ctx, { body }) => {
      if (!Buffer.isBuffer(body)) throw badRequest('Send the file as the raw body');
      return desk.uploadAttachment(ctx, body);
    },
  }),
  route({
    method: 'GET',
    url: '/api/admin/pv/cases',
    action: 'pv.desk',
    summary: "Requests flagged as possible adverse events in the member's countries, waiting ones first",
    reply: miRequestListSchema,
    errors: STAFF_ERRORS.plain,
    handler: (ctx) => pv.listPv(ctx),
  }),
  route({
    ...pvDesk,
    method: 'GET',
    url: '/api/admin/pv/cases/:key',
    summary: 'A flagged request as PV reads it',
    errors: STAFF_ERRORS.item,
    handler: (ctx, { params }) => pv.getPv(ctx, params.key),
  }),
  route({
    ...pvDesk,
    method: 'POST',
    url: '/api/admin/pv/cases/:key/acknowledgement',
    summary: "PV's acknowledgement: the safety database's case reference and the outcome",
    body: pvAcknowledgeSchema,
    errors: STAFF_ERRORS.change,
    handler: (ctx, { params, body }) => pv.acknowledge(ctx, params.key, body),
  }),
];

export const miDeskRoutes: FastifyPluginAsyncZod = staffRoutes(async (app) => {
  app.addContentTypeParser(
    ['application/pdf', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: ATTACHMENT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const media = createMediaSigner(app.config.idpPartnerSecret);
  // The desk signs attachment links and mails the physician: the staff context and what that needs.
  declareStaffRoutes(app, entries, (request) => ({
    ...contextOf(request),
    levels: app.config.miServiceLevels,
    media,
    mediaStore: app.mediaStore,
    portalOrigin: requestOrigin(app.config, request),
  }));
});
