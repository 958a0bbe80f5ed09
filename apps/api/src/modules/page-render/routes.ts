// The body of a public page from the server: the static web plugin asks this hook for the root's markup
// (PageBodyHook, so plugins import no module); the web's render fetches its queries' answers through
// the API itself, as the visitor (their address, their rate limit), in the host's country.
import { getCountry } from '@portal/countries';
import type { FastifyInstance } from 'fastify';
import type { PageBodyHook } from '../../plugins/static-web.ts';
import { textsOf } from '../i18n/service.ts';
import type { PageRenderer } from './renderer.ts';

export function pageBodyHook(app: FastifyInstance, render: PageRenderer): PageBodyHook {
  return async (request, { code, runtimeConfig }) => {
    const country = getCountry(code);
    const fetchJson = async (url: string): Promise<unknown> => {
      const response = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          host: request.host,
          accept: 'application/json',
          'x-api-key': country.apiKey,
          'x-region': country.umRegion,
          'locale-id': country.localeId,
        },
      });
      if (response.statusCode !== 200) return null;
      try {
        return response.json();
      } catch {
        return null;
      }
    };
    try {
      return await render({
        url: request.url,
        countryCode: code,
        runtimeConfig,
        dictionary: textsOf(country),
        fetchJson,
      });
    } catch (error) {
      // The client-rendered page is still a page: a render that fails costs the visitor the early paint.
      request.log.error({ err: error }, 'server render failed');
      return null;
    }
  };
}
