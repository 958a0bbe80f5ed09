import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../app.ts';

describeEachDatabase('HTTP caching', (ctx) => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await seededApp(ctx);
    token = await signIn(app, 'doctor.br@example.com');
  });

  for (const url of ['/api/public/countries', '/api/public/locations/states', '/assets/i18n/pt-br.json']) {
    it(`answers ${url} with an ETag and 304 to a matching If-None-Match, compressed or not`, async () => {
      const first = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect(first.headers['cache-control']).toMatch(/public/);
      const again = await app.inject({
        url,
        headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await app.inject({ url, headers: { 'if-none-match': 'W/"other"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });
  }

  it('revalidates a certificate verification page every time (a certificate can be revoked)', async () => {
    const url = '/api/public/certificates/ZZZZZZZZZZZZ';
    const first = await app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ url, headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('marks personal answers private, no-store', async () => {
    for (const url of ['/api/clusters/home', '/api/users/profile', '/api/search?q=cardio']) {
      const response = await app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });
});
