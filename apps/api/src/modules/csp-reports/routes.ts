// Where browsers report Content-Security-Policy violations (the Trusted Types policy is report-only until
// every third-party script is known to pass it, decision 014). Public by nature: browsers post reports
// without credentials. So each report is small, bounded field by field, rate-limited per address, and
// only logged (never stored): the log is where an operator reads what would break under enforcement.
import { cspReportBodySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { CSP_REPORT_PATH } from '../../plugins/security-headers.ts';

/** A report is a few hundred bytes; anything near this is not a browser's. */
export const CSP_REPORT_BODY_LIMIT = 8 * 1024;

/** The page a report came from, without its query and fragment (they may carry tokens). */
export function withoutQuery(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.origin}${url.pathname}`;
  } catch {
    return uri.split(/[?#]/, 1)[0] ?? '';
  }
}

export const cspReportsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Browsers send `application/csp-report` (report-uri); JSON within. Scoped to this plugin.
  app.addContentTypeParser('application/csp-report', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 });
      done(error, undefined);
    }
  });

  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT,
      config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['security'],
        summary: 'Receive a Content-Security-Policy violation report from a browser (logged, not stored)',
        body: cspReportBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const report = request.body['csp-report'];
      request.log.warn(
        {
          cspReport: {
            documentUri: withoutQuery(report['document-uri']),
            directive: report['effective-directive'] ?? report['violated-directive'],
            blockedUri: report['blocked-uri'] ? withoutQuery(report['blocked-uri']) : undefined,
            sourceFile: report['source-file'] ? withoutQuery(report['source-file']) : undefined,
            line: report['line-number'],
            column: report['column-number'],
            sample: report['script-sample'],
            disposition: report.disposition,
          },
        },
        'content security policy violation',
      );
      return reply.code(204).send(null);
    },
  );
};
