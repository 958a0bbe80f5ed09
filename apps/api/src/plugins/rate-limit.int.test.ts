import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';

describeEachDatabase('rate limiting', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp({ rateLimitPerMinute: 3 });
  });

  it('answers 429 with the envelope once an IP exceeds the API limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/public/countries' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/public/locations/states' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits unknown routes too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ method: 'GET', url: `/api/nothing-${i}` })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const post = await app.inject({ method: 'POST', url: '/not-a-route' });
    expect(post.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
  });

  it('counts callers of signed-in and Basic-auth routes before their guard answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/events'],
      ['POST', '/authenticator/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya'],
    ] as const) {
      const remoteAddress = `10.0.1.${url.length}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await app.inject({ method, url, remoteAddress })).statusCode);
      }
      expect(statuses, url).toEqual([401, 401, 401, 429]);
    }
  });

  it('counts each client address separately', async () => {
    const other = await app.inject({
      method: 'GET',
      url: '/api/public/countries',
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(200);
  });

  it('leaves probes and i18n assets alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/assets/i18n/es.json' })).statusCode).toBe(200);
    }
  });
});

// Several API processes behind a balancer must share one limit: with REDIS_URL the counters live in Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('rate limiting shared through Redis', () => {
  describeEachDatabase('two app instances', (ctx) => {
    let first: App;
    let second: App;
    const client = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    beforeAll(async () => {
      first = await ctx.buildApp({ rateLimitPerMinute: 4, redisUrl });
      second = await ctx.buildApp({ rateLimitPerMinute: 4, redisUrl });
    });

    it('counts requests to either instance against the same limit', async () => {
      const statuses: number[] = [];
      for (const app of [first, second, first, second, first]) {
        const url = `/api/public/countries?probe=${randomUUID()}`;
        statuses.push((await app.inject({ method: 'GET', url, remoteAddress: client })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
});
