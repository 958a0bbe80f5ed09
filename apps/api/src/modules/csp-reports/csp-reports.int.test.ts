import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

// What Chromium posts for a Trusted Types sink reached with a plain string (report-only policy).
const REPORT = {
  'csp-report': {
    'document-uri': 'http://br.localhost:3000/conteudos/1?token=secret#x',
    referrer: '',
    'violated-directive': 'require-trusted-types-for',
    'effective-directive': 'require-trusted-types-for',
    'original-policy': "require-trusted-types-for 'script'; trusted-types portal",
    disposition: 'report',
    'blocked-uri': 'trusted-types-sink',
    'line-number': 12,
    'column-number': 34,
    'source-file': 'https://cdn.example.com/tag.js?id=1',
    'status-code': 200,
    'script-sample': 'Element innerHTML|<b>x</b>',
  },
};

const post = (app: App, body: string, contentType = 'application/csp-report', ip = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/public/csp-reports',
    headers: { 'content-type': contentType },
    remoteAddress: ip,
    payload: body,
  });

describeEachDatabase('content security policy reports', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp({ formRateLimitPerMinute: 3 });
  });

  it("takes a browser's report without credentials and answers 204", async () => {
    const response = await post(app, JSON.stringify(REPORT));
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses what is not a report with field errors, and broken JSON with 400', async () => {
    const missing = await post(
      app,
      JSON.stringify({ 'csp-report': { 'blocked-uri': 'x' } }),
      undefined,
      '10.0.0.2',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining('document-uri') })]),
    );
    const long = structuredClone(REPORT);
    long['csp-report']['script-sample'] = 'x'.repeat(201);
    expect((await post(app, JSON.stringify(long), undefined, '10.0.0.2')).statusCode).toBe(400);
    expect((await post(app, '{', undefined, '10.0.0.2')).statusCode).toBe(400);
  });

  it('refuses large bodies and other media types', async () => {
    const big = structuredClone(REPORT);
    big['csp-report'].referrer = 'x'.repeat(9000);
    expect((await post(app, JSON.stringify(big), undefined, '10.0.0.3')).statusCode).toBe(413);
    expect((await post(app, 'a=b', 'application/x-www-form-urlencoded', '10.0.0.3')).statusCode).toBe(415);
  });

  it('limits each address to the form rate', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(app, JSON.stringify(REPORT), undefined, '10.0.0.4')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
  });
});
