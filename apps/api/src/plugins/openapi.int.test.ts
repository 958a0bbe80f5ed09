import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';

describeEachDatabase('OpenAPI', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it('describes the routes at /api/openapi.json, with schemas from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/healthz',
      '/readyz',
      '/api/public/countries',
      '/api/public/locations/states',
      '/api/public/locations/states/{uf}/cities',
      '/api/public/consents',
      '/assets/i18n/{file}',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths['/api/public/consents']?.post?.requestBody).toBeDefined();
    expect(JSON.stringify(document)).toContain('visitorId');
    expect(Object.keys(document.paths)).not.toContain('/*');
  });

  it('serves the viewer at /api/docs with its own CSP', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});
