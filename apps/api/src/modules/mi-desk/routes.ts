// The medical-information desk and the PV queue of the console (/api/admin/mi, /api/admin/pv; issue 16).
// Staff tokens only: the console's staff guard (admin/routes.ts) runs before the body is read and
// enforces each route's action (`mi.desk` for MI officers, `pv.desk` for PV officers); the services
// scope every request to the member's countries.
import {
  miAnswerBodySchema,
  miAssignSchema,
  miAttachmentResponseSchema,
  miKeyParamsSchema,
  miNoteBodySchema,
  miOfficerListSchema,
  miRequestDetailSchema,
  miRequestListSchema,
  miRequestQuerySchema,
  miStatusChangeSchema,
  pvAcknowledgeSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses } from '../../errors.ts';
import { requestOrigin } from '../../http-paths.ts';
import { contextOf, staffRoutes } from '../admin/routes.ts';
import { createMediaSigner } from '../media/service.ts';
import * as pv from './pv-service.ts';
import * as desk from './service.ts';

const tags = ['admin'];
const mi = { adminAction: 'mi.desk' } as const;
const pvDesk = { adminAction: 'pv.desk' } as const;
/** Raw PDF bodies: the desk's limit and a little room for the check to answer 400, not 413. */
const ATTACHMENT_BODY_LIMIT = desk.ATTACHMENT_MAX_BYTES + 1024;

export const miDeskRoutes: FastifyPluginAsyncZod = staffRoutes(async (app) => {
  app.addContentTypeParser(
    ['application/pdf', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: ATTACHMENT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const media = createMediaSigner(app.config.idpPartnerSecret);

  const ctx = (request: FastifyRequest): desk.DeskContext => ({
    ...contextOf(request),
    levels: app.config.miServiceLevels,
    media,
    mediaStore: app.mediaStore,
    portalOrigin: requestOrigin(app.config, request),
  });

  app.get(
    '/api/admin/mi/requests',
    {
      config: mi,
      schema: {
        tags,
        summary: "Medical-information requests of the member's countries, open ones soonest due first",
        querystring: miRequestQuerySchema,
        response: { 200: miRequestListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    (request) => desk.listDesk(ctx(request), request.query),
  );

  app.get(
    '/api/admin/mi/officers',
    {
      config: mi,
      schema: {
        tags,
        summary: "Medical-information officers of the member's countries (to assign requests)",
        response: { 200: miOfficerListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => desk.listOfficers(ctx(request)),
  );

  app.get(
    '/api/admin/mi/requests/:key',
    {
      config: mi,
      schema: {
        tags,
        summary: 'A request with its notes, answer and PV state',
        params: miKeyParamsSchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => desk.getDesk(ctx(request), request.params.key),
  );

  app.put(
    '/api/admin/mi/requests/:key/assignee',
    {
      config: mi,
      schema: {
        tags,
        summary: 'Assigns the request to an MI officer of its country (or nobody)',
        params: miKeyParamsSchema,
        body: miAssignSchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => desk.assign(ctx(request), request.params.key, request.body),
  );

  app.post(
    '/api/admin/mi/requests/:key/notes',
    {
      config: mi,
      schema: {
        tags,
        summary: 'Adds an internal note (never shown to the physician)',
        params: miKeyParamsSchema,
        body: miNoteBodySchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => desk.addNote(ctx(request), request.params.key, request.body.body),
  );

  app.post(
    '/api/admin/mi/requests/:key/status',
    {
      config: mi,
      schema: {
        tags,
        summary: 'Starts work on a received request, or closes an answered one (PV first when flagged)',
        params: miKeyParamsSchema,
        body: miStatusChangeSchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => desk.changeStatus(ctx(request), request.params.key, request.body),
  );

  app.post(
    '/api/admin/mi/requests/:key/adverse-event',
    {
      config: mi,
      schema: {
        tags,
        summary: 'Flags the request as a possible adverse event: it goes to PV with a 24-hour clock',
        params: miKeyParamsSchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => desk.flagAdverseEvent(ctx(request), request.params.key),
  );

  app.post(
    '/api/admin/mi/requests/:key/answer',
    {
      config: mi,
      schema: {
        tags,
        summary:
          'Answers the request (sanitised rich text, optional PDF): mailed and pushed to the physician',
        params: miKeyParamsSchema,
        body: miAnswerBodySchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => desk.answer(ctx(request), request.params.key, request.body),
  );

  app.put(
    '/api/admin/mi/attachments',
    {
      config: mi,
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Uploads an answer PDF (type from the bytes; 20 MB) to the restricted media store',
        response: { 201: miAttachmentResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('Send the file as the raw body');
      return reply.code(201).send(await desk.uploadAttachment(ctx(request), request.body));
    },
  );

  app.get(
    '/api/admin/pv/cases',
    {
      config: pvDesk,
      schema: {
        tags,
        summary: "Requests flagged as possible adverse events in the member's countries, waiting ones first",
        response: { 200: miRequestListSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => pv.listPv(ctx(request)),
  );

  app.get(
    '/api/admin/pv/cases/:key',
    {
      config: pvDesk,
      schema: {
        tags,
        summary: 'A flagged request as PV reads it',
        params: miKeyParamsSchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => pv.getPv(ctx(request), request.params.key),
  );

  app.post(
    '/api/admin/pv/cases/:key/acknowledgement',
    {
      config: pvDesk,
      schema: {
        tags,
        summary: "PV's acknowledgement: the safety database's case reference and the outcome",
        params: miKeyParamsSchema,
        body: pvAcknowledgeSchema,
        response: { 200: miRequestDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => pv.acknowledge(ctx(request), request.params.key, request.body),
  );
});
