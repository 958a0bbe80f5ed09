// robots.txt and sitemap.xml of the request's country host, and the page head the static web plugin
// puts in public pages (static-web.ts calls pageHeadOf).
import { INDEXABLE_PAGE_PATHS, type IndexablePage } from '@portal/contracts/robots';
import { getCountry, resolveCountry } from '@portal/countries';
import type { Database } from '@portal/db';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { requestOrigin } from '../../http-paths.ts';
import type { PageHeadHook } from '../../plugins/static-web.ts';
import { publicProfilesOf } from '../docfinder/service.ts';
import { headTags } from './head-html.ts';
import { countryOrigins, type RequestOrigin } from './origins.ts';
import { pageHeadFor } from './service.ts';

function originOf(config: AppConfig, request: FastifyRequest): RequestOrigin {
  return {
    protocol: request.protocol === 'https' ? 'https' : 'http',
    host: request.host,
    href: requestOrigin(config, request),
  };
}

/**
 * The static web plugin's page-head hook: the title and tags of the public page at `path`, 'missing' for
 * a profile that is not public (a 404), or null for a page that has no head of its own.
 */
export function pageHeadHook(db: Database, config: AppConfig): PageHeadHook {
  return async (request, path) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const override = typeof query.loc === 'string' ? query.loc : null;
    const country = resolveCountry({ host: request.host, override, hostMap: config.hostMap });
    const result = await pageHeadFor(db, config, { path, query, country, origin: originOf(config, request) });
    if (!result) return null;
    if ('missing' in result) return 'missing';
    return { title: result.head.title, tags: headTags(result.head) };
  };
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SITEMAP_PAGES: readonly IndexablePage[] = [
  'landing',
  'doctorFinder',
  'register',
  'signIn',
  'terms',
  'privacy',
  'imprint',
];

export const pageHeadRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const own = (request: FastifyRequest) => {
    const origin = originOf(config, request);
    const code = resolveCountry({ host: request.host, override: null, hostMap: config.hostMap });
    return { code, href: countryOrigins(config.hostMap, origin).get(code) ?? origin.href };
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const { href } = own(request);
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /docfinder-api/',
      'Disallow: /docfinder/',
      'Disallow: /aceite-teste/',
      'Allow: /',
      `Sitemap: ${href}/sitemap.xml`,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'host')
      .send(body);
  });

  // Read on every request: a physician who leaves (or hides their listing) is gone from the next fetch.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { code, href } = own(request);
    const language = getCountry(code).contentLanguage;
    const pages = SITEMAP_PAGES.map(
      (page) => `<url><loc>${xml(`${href}${INDEXABLE_PAGE_PATHS[page][language]}`)}</loc></url>`,
    );
    const profiles = (await publicProfilesOf(app.db, code)).map(
      (profile) =>
        `<url><loc>${xml(`${href}/buscador-medico/${encodeURIComponent(profile.slug)}`)}</loc>` +
        `<lastmod>${profile.updatedAt.toISOString()}</lastmod></url>`,
    );
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      [...pages, ...profiles].join('') +
      '</urlset>\n';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'host')
      .send(body);
  });
};
