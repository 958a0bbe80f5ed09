import { countryList } from '@portal/countries';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '#test/config.ts';
import { countryPlugin } from './country.ts';

describe('request.country', () => {
  const app = Fastify();
  beforeAll(async () => {
    await app.register(countryPlugin, {
      config: testConfig({ hostMap: { 'portal.example.pe': 'PE', 'mx.localhost': 'MX' } }),
    });
    app.get('/country', async (request) => ({ country: request.country }));
    await app.ready();
  });
  afterAll(() => app.close());

  const countryFor = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/country', headers })).json().country;

  it('comes from a known x-api-key first, whatever the host', async () => {
    const chile = countryList.find((c) => c.code === 'CL');
    expect(await countryFor({ 'x-api-key': chile?.apiKey ?? '', host: 'mx.localhost' })).toBe('CL');
  });

  it('falls back to the host (with or without port) through the configured map', async () => {
    expect(await countryFor({ 'x-api-key': 'unknown-key', host: 'mx.localhost:3000' })).toBe('MX');
    expect(await countryFor({ host: 'portal.example.pe' })).toBe('PE');
    expect(await countryFor({ host: 'co.localhost' })).toBe('CO');
  });

  it('defaults to Brazil', async () => {
    expect(await countryFor({ host: 'example.org' })).toBe('BR');
  });
});
