import { publicCountriesResponseSchema } from '@portal/contracts';
import { COUNTRY_CODES, countryList } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

describeEachDatabase('GET /api/public/countries', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp();
  });

  it("lists the seven countries' public configuration", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/countries' });
    expect(response.statusCode).toBe(200);
    const countries = publicCountriesResponseSchema.parse(response.json());
    expect(countries.map((c) => c.code)).toEqual([...COUNTRY_CODES]);

    const brazil = countries.find((c) => c.code === 'BR');
    expect(brazil?.region).toBe('BRASIL');
    expect(brazil?.pageLanguage).toBe('pt');
    expect(brazil?.apiKey).toBe(countryList.find((c) => c.code === 'BR')?.apiKey);
    expect(countries.find((c) => c.code === 'MX')?.language).toBe('es-MX');
    expect(countries.find((c) => c.code === 'AR')?.region).toBe('CONOSUR');
  });

  it('carries no secrets or integration keys beyond the public site key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/public/countries' });
    const text = response.body;
    for (const key of ['secret', 'password', 'consentKey', 'siteVerificationKey', 'analyticsContainer']) {
      expect(text).not.toContain(key);
    }
    const mexico = countryList.find((c) => c.code === 'MX');
    expect(text).not.toContain(mexico?.siteVerificationKey);
  });
});
