// Reports and CSV exports of the operator console (issue 16, item 5; docs/decisions/018). Staff tokens
// only, through the console's guard: each route names its policy action, checked before anything is read.
import {
  type ContentViewsReport,
  contentViewsReportSchema,
  type ExamsReport,
  examsReportSchema,
  exportParamsSchema,
  type MedicalRequestsReport,
  medicalRequestsReportSchema,
  type RegistrationsReport,
  registrationsReportSchema,
  reportRangeSchema,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../errors.ts';
import { guardRoutes } from '../../plugins/auth.ts';
import { authenticateStaff, contextOf } from '../admin/routes.ts';
import { startExport } from './export-service.ts';
import { contentViewsReport, examsReport, medicalRequestsReport, registrationsReport } from './service.ts';

const tags = ['admin'];
const reportErrors = errorResponses(400, 401, 403);

const guardedReportRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'bearerAuth', authenticateStaff);

  app.get(
    '/api/admin/reports/content-views',
    {
      config: { adminAction: 'reports.read' },
      schema: {
        tags,
        summary: 'Content views per UTC day and per country',
        querystring: reportRangeSchema,
        response: { 200: contentViewsReportSchema, ...reportErrors },
      },
    },
    async (request): Promise<ContentViewsReport> => contentViewsReport(contextOf(request), request.query),
  );

  app.get(
    '/api/admin/reports/exams',
    {
      config: { adminAction: 'reports.read' },
      schema: {
        tags,
        summary: 'Finished exam attempts and pass rate per course',
        querystring: reportRangeSchema,
        response: { 200: examsReportSchema, ...reportErrors },
      },
    },
    async (request): Promise<ExamsReport> => examsReport(contextOf(request), request.query),
  );

  app.get(
    '/api/admin/reports/medical-requests',
    {
      config: { adminAction: 'reports.read' },
      schema: {
        tags,
        summary: 'Medical-information requests received, by status',
        querystring: reportRangeSchema,
        response: { 200: medicalRequestsReportSchema, ...reportErrors },
      },
    },
    async (request): Promise<MedicalRequestsReport> =>
      medicalRequestsReport(contextOf(request), request.query, app.config.miServiceLevels),
  );

  app.get(
    '/api/admin/reports/registrations',
    {
      config: { adminAction: 'reports.read' },
      schema: {
        tags,
        summary: 'Registrations per UTC day and their professional status',
        querystring: reportRangeSchema,
        response: { 200: registrationsReportSchema, ...reportErrors },
      },
    },
    async (request): Promise<RegistrationsReport> => registrationsReport(contextOf(request), request.query),
  );

  app.get(
    '/api/admin/exports/:kind',
    {
      config: { adminAction: 'reports.export' },
      schema: {
        tags,
        summary:
          'A CSV export (streamed) of consents, terms acceptances, content access, attendance or certificates',
        description:
          'text/csv; charset=utf-8 with a byte-order mark, CRLF lines, formula-like cells escaped. Audited.',
        params: exportParamsSchema,
        querystring: reportRangeSchema,
        response: {
          200: z.string().describe('The CSV file (text/csv), sent as it is read'),
          ...reportErrors,
        },
      },
    },
    async (request, reply) => {
      const file = await startExport(contextOf(request), request.params.kind, request.query);
      // A stream is piped as it is, never serialised; the type provider only knows the schema's string.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admin module's decoration is encapsulated in its own scope.
  app.decorateRequest('staffAuth', null);
  await app.register(guardedReportRoutes);
};
