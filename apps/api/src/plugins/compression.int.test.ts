import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';

describeEachDatabase('response compression', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it('compresses JSON with brotli for a client that accepts it, and the body is intact', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/public/countries' });
    const compressed = await app.inject({
      method: 'GET',
      url: '/api/public/countries',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends plain bodies to clients that do not ask for compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/countries' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
