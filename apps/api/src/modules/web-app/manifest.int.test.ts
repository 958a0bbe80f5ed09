import { COUNTRIES } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

describeEachDatabase('web app manifest per country', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it.each([
    ['br.localhost:3000', 'BR'],
    ['mx.localhost:3000', 'MX'],
    ['pe.localhost', 'PE'],
    ['unknown.example', 'BR'],
  ] as const)('on %s names the %s app', async (host, code) => {
    const answer = await app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = answer.json();
    expect(manifest).toMatchObject({
      name: COUNTRIES[code].appName,
      short_name: COUNTRIES[code].shortName,
      lang: COUNTRIES[code].pageLanguage,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b4f7c',
    });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('follows ?loc= as the pages do', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest?loc=mx',
      headers: { host: 'localhost' },
    });
    expect(answer.json()).toMatchObject({ name: COUNTRIES.MX.appName, lang: COUNTRIES.MX.pageLanguage });
  });
});
