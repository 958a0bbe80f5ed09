import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { escapeHtml } from '@portal/contracts/html-text';
import { isNoIndexPath, NO_INDEX_ROBOTS } from '@portal/contracts/robots';
import { type CountryCode, countryList, resolveCountry } from '@portal/countries';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { isServerPath, pathOf } from '../http-paths.ts';
import { contentSecurityPolicy, reportOnlyPolicy } from './security-headers.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HEAD_PLACEHOLDER = '<!--portal-head-->';
const ADMIN_FILE = 'admin.html';
const PORTAL_CONFIG_TAG = '<script id="portal-config" type="application/json"';
/** The id of the JSON block of a server-rendered page's answers (the web's entry-server.tsx writes it). */
const SERVER_DATA_ID = 'portal-data';
const SERVER_DATA_TAG = `<script id="${SERVER_DATA_ID}" type="application/json"`;

/** A stylesheet link as Vite writes it into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*?) href="(\/assets\/[^"]+\.css)"([^>]*)>/g;

/**
 * The page's first stylesheets inlined into its head, so the first paint waits for the HTML alone: two
 * render-blocking requests cost a public page about 0.2 s of its first paint on Lighthouse's mobile
 * network (issue 38). The links stay, for print only: Vite's loader finds them there and does not add
 * the same sheets again (after a lazy route's own styles, where they would win over them).
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | null): string {
  return html.replace(STYLESHEET_LINK, (link, before: string, href: string, after: string) => {
    const css = readCss(href);
    if (css === null) return link;
    const style = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    return `${style}<link rel="stylesheet"${before} href="${href}"${after.replace(/\s*\/$/, '')} media="print">`;
  });
}

/**
 * A server-rendered page paints from its HTML; its scripts only make it interactive. Fetched at low
 * priority they leave the network to the HTML, its images and the dictionary first (issue 38).
 */
export function scriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module"(?! fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"(?! fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A server-rendered page paints once its whole markup is parsed (`blocking="render"` until the element
 * after the root, the answers' block, is in the document). Chrome otherwise painted a page mid-parse now
 * and then, and the cookie notice, fixed at the bottom and first in the markup, grew upwards as the rest
 * of it arrived: a layout shift of 0.08 on a phone (issue 38). The markup is one small response, so the
 * wait is that of parsing it.
 */
export function paintWhenParsed(html: string): string {
  return html.replace(/<\/head>/i, `<link rel="expect" href="#${SERVER_DATA_ID}" blocking="render"></head>`);
}

/** The runtime configuration the SPA reads from `<script id="portal-config">`. */
export interface PortalRuntimeConfig {
  brand: string;
  brandLabel: string;
  production: boolean;
  hostMap: Record<string, CountryCode>;
  countryCode: CountryCode;
  identityProvider: 'embedded' | 'sap-cdc';
  docfinderApiUrl: string;
  /** Vimeo id and link hash of the doctor-finder landing's banner video, or null. */
  docfinderBannerVideo: { id: string; token: string | null } | null;
}

/**
 * A public page's own head (modules/page-head): its title and tags, 'missing' when the page names a
 * record that is not there (answered 404, kept out of search engines), or null for a page without one.
 */
export type PageHeadHook = (
  request: FastifyRequest,
  path: string,
) => Promise<{ title: string; tags: string } | 'missing' | null>;

/**
 * The server-rendered body of a public page (modules/page-render): the root's markup and the JSON block
 * of its answers, or null when the page is left to the browser.
 */
export type PageBodyHook = (
  request: FastifyRequest,
  page: { code: CountryCode; runtimeConfig: PortalRuntimeConfig },
) => Promise<{ html: string; data: string } | null>;

interface IndexVariant {
  html: string;
  etag: string;
}

/** The served page with robots noindex in its head, for the pages kept out of search engines. */
function withNoIndex(html: string): string {
  return html.replace(/<\/head>/i, `<meta name="robots" content="${NO_INDEX_ROBOTS}"></head>`);
}

function variantOf(html: string): IndexVariant {
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
}

/** JSON that cannot close its <script> element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ROOT_ELEMENT = /<div id="root"><\/div>/;

/**
 * What the page paints before its scripts run: the header's frame with the brand and the country's app
 * name (data, not text of the UI), in the classes of the real header, so the first paint comes with the
 * HTML and the stylesheet instead of after the scripts and the dictionary. React replaces it on its first
 * render; hidden from assistive technology, which gets the real header a moment later.
 */
export function firstPaintShell(brandLabel: string, appName: string): string {
  const mark =
    '<svg class="brand__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">' +
    '<circle cx="20" cy="20" r="18"></circle><path d="M12 20h16M20 12v16"></path></svg>';
  return (
    '<div class="boot-shell" aria-hidden="true"><div class="country-bar"></div>' +
    '<header class="site-header"><div class="container site-header__inner"><span class="brand">' +
    `${mark}<span class="brand__text"><span class="brand__company">${escapeHtml(brandLabel)}</span>` +
    `<span class="brand__app">${escapeHtml(appName)}</span></span></span></div></header></div>`
  );
}

/** The runtime configuration of the pages of `code`. */
export function runtimeConfigOf(config: AppConfig, code: CountryCode): PortalRuntimeConfig {
  return {
    brand: config.brand,
    brandLabel: config.brandLabel,
    production: config.production,
    hostMap: { ...config.hostMap },
    countryCode: code,
    identityProvider: config.identityProvider,
    docfinderApiUrl: config.docfinderApiUrl,
    docfinderBannerVideo: config.docfinderBannerVideo,
  };
}

/** The root element as index.html carries it for `code`: the first-paint shell inside. */
function shellRoot(config: AppConfig, code: CountryCode): string {
  const country = countryList.find((c) => c.code === code);
  return `<div id="root">${firstPaintShell(config.brandLabel, country?.appName ?? '')}</div>`;
}

/** index.html as the given country must receive it: lang, title, verification meta, runtime config, shell. */
export function renderIndexHtml(template: string, config: AppConfig, code: CountryCode): string {
  const country = countryList.find((c) => c.code === code);
  if (!country) throw new Error(`Unknown country ${code}`);
  const runtime = runtimeConfigOf(config, code);
  const head =
    `<meta name="google-site-verification" content="${escapeHtml(country.siteVerificationKey)}">` +
    // The country's installable app (modules/web-app), named for the country this page is.
    `<link rel="manifest" href="/manifest.webmanifest?loc=${code.toLowerCase()}">` +
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">' +
    // The page renders nothing before its dictionary: fetched with the scripts, not after them.
    `<link rel="preload" href="/assets/i18n/${country.language}.json" as="fetch" crossorigin="anonymous">` +
    `<script id="portal-config" type="application/json">${jsonForScript(runtime)}</script>`;
  const title = `<title>${escapeHtml(`${config.brandLabel} | ${country.appName}`)}</title>`;
  return template
    .replace(/<html\b([^>]*)>/i, (_match, attributes: string) => {
      const rest = attributes.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]*)/i, '');
      return `<html lang="${country.pageLanguage}"${rest}>`;
    })
    .replace(/<title>[\s\S]*?<\/title>/i, title)
    .replace(HEAD_PLACEHOLDER, head)
    .replace(ROOT_ELEMENT, shellRoot(config, code));
}

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(root, full);
    return entry.isFile() ? [relative(root, full).split(sep).join('/')] : [];
  });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** `/admin` and everything under it (and the built page's own name): the console's SPA. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path === `/${ADMIN_FILE}`;
}

function wantsHtml(request: FastifyRequest, path: string): boolean {
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // A missing '/logo.png' is a 404, not the app; an extension-less path is a client route.
  const hasExtension = /\.[a-z0-9]+$/i.test(path);
  return !hasExtension && (accept === '' || accept.includes('*/*'));
}

/**
 * Serves the built SPA: hashed /assets forever-cached, other files revalidated, and index.html
 * (rendered for the request's country) for every other GET that asks for a page.
 */
export const staticWebPlugin = fp<{ config: AppConfig; pageHead?: PageHeadHook; pageBody?: PageBodyHook }>(
  async (app, { config, pageHead, pageBody }) => {
    const root = config.webDistDir;
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.info({ root }, 'web app not built: static files are not served');
      return;
    }
    // Built once at start: the build is immutable while the server runs.
    const files = new Set(listFiles(root).filter((file) => file !== 'index.html' && file !== ADMIN_FILE));
    // The operator console's page (docs/decisions/011): the same for every host, no runtime config.
    const adminFile = join(root, ADMIN_FILE);
    const adminPage = existsSync(adminFile) ? variantOf(readFileSync(adminFile, 'utf8')) : null;
    const readCss = (href: string) => {
      const file = join(root, href);
      return existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    const template = inlineStylesheets(readFileSync(indexFile, 'utf8'), readCss);
    const variants = new Map<CountryCode, { indexed: IndexVariant; noIndex: IndexVariant }>(
      countryList.map((country) => {
        const html = renderIndexHtml(template, config, country.code);
        return [country.code, { indexed: variantOf(html), noIndex: variantOf(withNoIndex(html)) }];
      }),
    );

    await app.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false });

    /**
     * The country's page with a public page's own head, or robots noindex for every other page; and the
     * public pages' body rendered by the server (the signed-in SPA and a missing profile keep the shell).
     */
    const pageFor = async (request: FastifyRequest, path: string, code: CountryCode) => {
      const both = variants.get(code);
      if (!both) return null;
      const page = await headOf(request, path, both);
      if (!pageBody || page.status !== 200) return page;
      const body = await pageBody(request, { code, runtimeConfig: runtimeConfigOf(config, code) });
      if (!body) return page;
      const root = `<div id="root" data-server-rendered="${code}">${body.html}</div>${body.data}`;
      const html = paintWhenParsed(
        scriptsAtLowPriority(page.variant.html.replace(shellRoot(config, code), () => root)),
      );
      return { ...page, variant: variantOf(html) };
    };

    const headOf = async (
      request: FastifyRequest,
      path: string,
      both: { indexed: IndexVariant; noIndex: IndexVariant },
    ) => {
      const kept = { variant: both.noIndex, status: 200 };
      if (isNoIndexPath(path)) return kept;
      const head = pageHead ? await pageHead(request, path) : null;
      if (head === 'missing') return { ...kept, status: 404 };
      if (!head) return { variant: both.indexed, status: 200 };
      const html = both.indexed.html
        .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`)
        .replace(/<\/head>/i, () => `${head.tags}</head>`);
      return { variant: variantOf(html), status: 200 };
    };

    const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const query = request.query as Record<string, unknown>;
      const override = typeof query.loc === 'string' ? query.loc : null;
      const code = resolveCountry({ host: request.host, override, hostMap: config.hostMap });
      const page = await pageFor(request, safeDecode(path), code);
      if (!page) return reply.callNotFound();
      const { variant, status } = page;
      if (variant.html.includes(`content="${NO_INDEX_ROBOTS}"`))
        reply.header('x-robots-tag', NO_INDEX_ROBOTS);
      reply.header('cache-control', 'no-cache').header('etag', variant.etag).header('vary', 'host');
      if (status === 200 && request.headers['if-none-match'] === variant.etag) {
        // The cached page keeps the policy it came with (its nonce): a 304 must not replace it.
        reply.raw.removeHeader('content-security-policy');
        return reply.code(304).send();
      }
      // A fresh nonce per page: the tag-manager loader gives it to the one script it creates.
      const nonce = randomBytes(16).toString('base64');
      reply.raw.setHeader('content-security-policy', contentSecurityPolicy(config, nonce));
      const reportOnly = reportOnlyPolicy(config);
      if (reportOnly) reply.raw.setHeader('content-security-policy-report-only', reportOnly);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(
          variant.html
            .replace(PORTAL_CONFIG_TAG, `${PORTAL_CONFIG_TAG} nonce="${nonce}"`)
            .replace(SERVER_DATA_TAG, `${SERVER_DATA_TAG} nonce="${nonce}"`),
        );
    };

    const serve = (request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request.url);
      if (isServerPath(path)) return reply.callNotFound();
      const file = safeDecode(path).replace(/^\/+/, '');
      if (files.has(file)) {
        reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
        return reply.sendFile(file);
      }
      if (adminPage && isAdminPath(path) && wantsHtml(request, path)) {
        reply
          .header('cache-control', 'no-cache')
          .header('etag', adminPage.etag)
          .header('x-robots-tag', NO_INDEX_ROBOTS);
        if (request.headers['if-none-match'] === adminPage.etag) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(adminPage.html);
      }
      if (wantsHtml(request, path)) return sendIndex(request, reply, path);
      return reply.callNotFound();
    };

    app.get('/*', { schema: { hide: true }, config: { rateLimit: false } }, serve);
    // The doctor-finder's pages query the listings on every render (a profile twice, the search once):
    // limited per address like the doctor-finder's public API, against scraping.
    const docfinderLimit = {
      rateLimit: { max: config.docfinderSearchRateLimitPerMinute, timeWindow: '1 minute' },
    };
    for (const path of ['/buscador-medico', '/buscador-medico/:slug'])
      app.get(path, { schema: { hide: true }, config: docfinderLimit }, serve);
  },
  { name: 'static-web' },
);
