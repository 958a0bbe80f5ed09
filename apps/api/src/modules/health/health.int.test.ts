import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

describeEachDatabase('health probes', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it('GET /healthz answers ok', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 200 while the database answers, 503 once it is closed', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    await app.database.close();
    const closed = await app.inject({ method: 'GET', url: '/readyz' });
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toEqual({ status: 'unavailable' });
    // /healthz is about the process only.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
