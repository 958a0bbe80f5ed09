import { dictionaries } from '@portal/i18n';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

describeEachDatabase('GET /assets/i18n/{lang}.json', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it.each(['pt-br', 'es', 'es-MX'] as const)('serves the %s dictionary as cacheable JSON', async (lang) => {
    const response = await app.inject({ method: 'GET', url: `/assets/i18n/${lang}.json` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/max-age=\d{4,}/);
    expect(response.json()).toEqual(dictionaries[lang]);

    const etag = response.headers.etag as string;
    const again = await app.inject({
      method: 'GET',
      url: `/assets/i18n/${lang}.json`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves different dictionaries for different languages', async () => {
    const pt = await app.inject({ method: 'GET', url: '/assets/i18n/pt-br.json' });
    const es = await app.inject({ method: 'GET', url: '/assets/i18n/es.json' });
    expect(pt.body).not.toBe(es.body);
    expect(pt.headers.etag).not.toBe(es.headers.etag);
  });

  it.each(['fr.json', 'pt-br', 'PT-BR.json', 'es-mx.json'])('answers 404 for %s', async (file) => {
    const response = await app.inject({ method: 'GET', url: `/assets/i18n/${file}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
