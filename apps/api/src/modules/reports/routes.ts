// Reports and CSV exports of the operator console (issue 16, item 5; docs/decisions/018). Staff tokens
// only, through the console's guard: each route names its policy action, checked before anything is read.
import {
  contentViewsReportSchema,
  examsReportSchema,
  exportParamsSchema,
  medicalRequestsReportSchema,
  registrationsReportSchema,
  reportRangeSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { STAFF_ERRORS, staffRoute, staffRouteTable } from '../console-kernel/index.ts';
import { startExport } from './export-service.ts';
import { contentViewsReport, examsReport, medicalRequestsReport, registrationsReport } from './service.ts';

const report = {
  method: 'GET',
  action: 'reports.read',
  query: reportRangeSchema,
  errors: STAFF_ERRORS.input,
} as const;

export const reportsRoutes = staffRouteTable([
  staffRoute({
    ...report,
    url: '/api/admin/reports/content-views',
    summary: 'Content views per UTC day and per country',
    reply: contentViewsReportSchema,
    handler: (ctx, { query }) => contentViewsReport(ctx, query),
  }),
  staffRoute({
    ...report,
    url: '/api/admin/reports/exams',
    summary: 'Finished exam attempts and pass rate per course',
    reply: examsReportSchema,
    handler: (ctx, { query }) => examsReport(ctx, query),
  }),
  staffRoute({
    ...report,
    url: '/api/admin/reports/medical-requests',
    summary: 'Medical-information requests received, by status',
    reply: medicalRequestsReportSchema,
    handler: (ctx, { query, request }) =>
      medicalRequestsReport(ctx, query, request.server.config.miServiceLevels),
  }),
  staffRoute({
    ...report,
    url: '/api/admin/reports/registrations',
    summary: 'Registrations per UTC day and their professional status',
    reply: registrationsReportSchema,
    handler: (ctx, { query }) => registrationsReport(ctx, query),
  }),
  staffRoute({
    ...report,
    url: '/api/admin/exports/:kind',
    action: 'reports.export',
    summary:
      'A CSV export (streamed) of consents, terms acceptances, content access, attendance or certificates',
    description:
      'text/csv; charset=utf-8 with a byte-order mark, CRLF lines, formula-like cells escaped. Audited.',
    params: exportParamsSchema,
    reply: z.string().describe('The CSV file (text/csv), sent as it is read'),
    handler: async (ctx, { params, query, reply }) => {
      const file = await startExport(ctx, params.kind, query);
      // A stream is piped as it is, never serialised.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  }),
]);
