import { errorEnvelopeSchema } from '@portal/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';

describeEachDatabase('error envelope', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/public/countries'],
    ['DELETE', '/idp/accounts.nothing'],
  ] as const)('answers %s %s with a 404 envelope', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('never answers 5xx to bad input on the query string or path', async () => {
    const urls = [
      '/api/public/locations/states/%E0%A4%A/cities',
      '/api/public/locations/states/%00%00/cities',
      `/api/public/locations/states/${'A'.repeat(5000)}/cities`,
      '/assets/i18n/%2e%2e%2fpackage.json',
    ];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(errorEnvelopeSchema.safeParse(response.json()).success, url).toBe(true);
    }
  });
});
