import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

describeEachDatabase('locations', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it("lists Brazil's 27 states, AC to TO", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/locations/states' });
    expect(response.statusCode).toBe(200);
    const states = response.json() as { code: string; name: string }[];
    expect(states).toHaveLength(27);
    const codes = states.map((s) => s.code);
    expect(codes).toContain('AC');
    expect(codes).toContain('TO');
    expect(states.find((s) => s.code === 'SP')?.name).toBe('São Paulo');
  });

  it("lists a state's cities, in any case", async () => {
    for (const uf of ['SP', 'sp']) {
      const response = await app.inject({ method: 'GET', url: `/api/public/locations/states/${uf}/cities` });
      expect(response.statusCode).toBe(200);
      const cities = response.json() as { name: string }[];
      expect(cities.length).toBeGreaterThan(600);
      expect(cities).toContainEqual({ name: 'São Paulo' });
      expect(cities).toContainEqual({ name: 'Campinas' });
    }
  });

  it('answers [] for an unknown two-letter state', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/locations/states/ZZ/cities' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 400 with field errors when the state is not two letters', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/locations/states/X1Y/cities' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toEqual([{ path: 'uf', message: expect.any(String) }]);
  });
});
