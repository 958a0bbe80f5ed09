import { z } from 'zod';

// What a browser posts to the policy's report-uri (`application/csp-report`). Only the fields worth
// logging are kept, each bounded: the endpoint is public, so its input is an attacker's as much as a
// browser's.
const text = (max: number) => z.string().max(max).optional();

export const cspReportBodySchema = z.object({
  'csp-report': z.object({
    'document-uri': z.string().min(1).max(2048),
    'violated-directive': text(200),
    'effective-directive': text(200),
    'blocked-uri': text(2048),
    'source-file': text(2048),
    'line-number': z.number().int().nonnegative().optional(),
    'column-number': z.number().int().nonnegative().optional(),
    'script-sample': text(200),
    disposition: z.enum(['enforce', 'report']).optional(),
  }),
});
export type CspReportBody = z.infer<typeof cspReportBodySchema>;
