import { type CountryCode, countryList, DEFAULT_COUNTRY, resolveCountry } from '@portal/countries';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The country the request is for: its `x-api-key`, else its host, else Brazil. */
    country: CountryCode;
  }
}

const COUNTRY_BY_API_KEY = new Map(countryList.map((country) => [country.apiKey, country.code]));

export const countryPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    app.decorateRequest('country', DEFAULT_COUNTRY);
    app.addHook('onRequest', async (request) => {
      const apiKey = request.headers['x-api-key'];
      const byKey = typeof apiKey === 'string' ? COUNTRY_BY_API_KEY.get(apiKey) : undefined;
      request.country = byKey ?? resolveCountry({ host: request.host, hostMap: config.hostMap });
    });
  },
  { name: 'country' },
);
