import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countryList } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>placeholder</title><!--portal-head-->
  <link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`;

const STYLES = '.page{color:#123}';

const ADMIN = `<!doctype html><html lang="pt-BR"><head><title>Console</title></head>
<body><div id="root"></div><script type="module" src="/assets/admin-def456.js"></script></body></html>`;

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'admin.html'), ADMIN);
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets/index-abc123.css'), STYLES);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'ngsw-worker.js'), 'self.addEventListener("push", () => {});');
  return dist;
}

const country = (code: string) => {
  const found = countryList.find((c) => c.code === code);
  if (!found) throw new Error(code);
  return found;
};

function portalConfig(html: string): Record<string, unknown> {
  const match = html.match(/<script id="portal-config" type="application\/json"[^>]*>([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error('no portal-config block');
  return JSON.parse(match[1]);
}

const page = (app: App, url: string, host: string) =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describeEachDatabase('static web app', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp({
      webDistDir: makeDist(),
      hostMap: { 'br.localhost': 'BR', 'mx.localhost': 'MX', 'portal.example.com': 'CL', '</script>x': 'PE' },
    });
  });

  it('serves the service worker at /ngsw-worker.js, revalidated on every check (never long-cached)', async () => {
    const response = await app.inject({ method: 'GET', url: '/ngsw-worker.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('carries its first stylesheet inline; the link stays for print only, so it does not block the paint', async () => {
    const html = (await page(app, '/', 'br.localhost:3000')).body;
    expect(html).toContain(`<style>${STYLES}</style>`);
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" media="print">',
    );
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toHaveLength(1);
  });

  it('links the country’s web app manifest from the page', async () => {
    const html = (await page(app, '/', 'mx.localhost:3000')).body;
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?loc=mx">');
  });

  it('preloads the country’s dictionary with the scripts (the first render waits for it)', async () => {
    expect((await page(app, '/', 'mx.localhost:3000')).body).toContain(
      '<link rel="preload" href="/assets/i18n/es-MX.json" as="fetch" crossorigin="anonymous">',
    );
    expect((await page(app, '/signin', 'br.localhost:3000')).body).toContain(
      '<link rel="preload" href="/assets/i18n/pt-br.json" as="fetch" crossorigin="anonymous">',
    );
  });

  it('renders index.html for the host country: lang, title, verification meta, runtime config', async () => {
    const response = await page(app, '/', 'mx.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain(`<title>Bayer | ${country('MX').appName}</title>`);
    expect(html).toContain(
      `<meta name="google-site-verification" content="${country('MX').siteVerificationKey}">`,
    );
    expect(html).not.toContain('<!--portal-head-->');
    expect(portalConfig(html)).toEqual({
      brand: 'bayer',
      brandLabel: 'Bayer',
      production: false,
      hostMap: { 'br.localhost': 'BR', 'mx.localhost': 'MX', 'portal.example.com': 'CL', '</script>x': 'PE' },
      countryCode: 'MX',
      identityProvider: 'embedded',
      docfinderApiUrl: '/docfinder-api',
      docfinderBannerVideo: null,
    });
  });

  it('paints the header frame with the brand and the country’s app name before any script runs', async () => {
    const html = (await page(app, '/signin', 'mx.localhost:3000')).body;
    const root = html.match(/<div id="root">([\s\S]*?)<\/div><script/)?.[1] ?? '';
    expect(root).toContain('<div class="boot-shell" aria-hidden="true">');
    expect(root).toContain('<span class="brand__company">Bayer</span>');
    expect(root).toContain(`<span class="brand__app">${country('MX').appName}</span>`);
    // Only the frame: no link or control a keyboard could reach before the app replaces it.
    expect(root).not.toMatch(/<(a|button|input)\b/);
  });

  it('escapes the runtime config so it cannot close its script element', async () => {
    const html = (await page(app, '/', 'br.localhost')).body;
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('\\u003c/script\\u003ex');
  });

  it('follows the configured host map, ?loc= overrides, and defaults to Brazil', async () => {
    const chile = (await page(app, '/condiciones-de-uso', 'portal.example.com')).body;
    expect(portalConfig(chile).countryCode).toBe('CL');
    expect(chile).toContain('<html lang="es">');

    const override = (await page(app, '/?loc=ar', 'br.localhost')).body;
    expect(portalConfig(override).countryCode).toBe('AR');
    expect(override).toContain(`<title>Bayer | ${country('AR').appName}</title>`);

    const other = (await page(app, '/', 'unknown.example.org')).body;
    expect(portalConfig(other).countryCode).toBe('BR');
    expect(other).toContain('<html lang="pt">');
  });

  it('falls back to index.html for client routes and unknown paths', async () => {
    for (const url of ['/signin', '/aceite-teste/42', '/no/such/page']) {
      const response = await page(app, url, 'br.localhost');
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('id="portal-config"');
    }
  });

  it('serves the console page for /admin and its client routes, never the portal page, kept out of search', async () => {
    for (const url of ['/admin', '/admin/', '/admin/content/x-1', '/admin.html']) {
      const response = await page(app, url, 'br.localhost');
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('/assets/admin-def456.js');
      expect(response.body, url).not.toContain('portal-config');
      expect(response.headers['x-robots-tag'], url).toContain('noindex');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    // The portal's pages never get the console.
    expect((await page(app, '/administration', 'br.localhost')).body).toContain('portal-config');
    // The console's API paths are the API's, not pages.
    expect((await page(app, '/api/admin/me', 'br.localhost')).statusCode).toBe(401);
  });

  it('keeps the es-co page out of search engines in the served HTML and with X-Robots-Tag', async () => {
    for (const url of ['/es-co', '/es-co/', '/ES-CO?x=1']) {
      const response = await page(app, url, 'co.localhost');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow"></head>');
    }
    const other = await page(app, '/', 'co.localhost');
    expect(other.headers['x-robots-tag']).toBeUndefined();
    expect(other.body).not.toContain('name="robots"');
    expect(other.headers.etag).not.toBe((await page(app, '/es-co', 'co.localhost')).headers.etag);
  });

  it('revalidates index.html with an ETag per country', async () => {
    const first = await page(app, '/', 'mx.localhost');
    const etag = String(first.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'mx.localhost', accept: 'text/html', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await page(app, '/', 'br.localhost')).headers.etag).not.toBe(etag);
  });

  it('gives each page a fresh script nonce, the same in its CSP and on its config block; a 304 keeps the cached policy', async () => {
    const nonceOf = (html: string) => html.match(/<script id="portal-config"[^>]* nonce="([^"]+)"/)?.[1];
    const cspNonce = (header: unknown) => String(header).match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
    const first = await page(app, '/', 'mx.localhost');
    const second = await page(app, '/', 'mx.localhost');
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(cspNonce(first.headers['content-security-policy'])).toBe(nonce);
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(cspNonce(second.headers['content-security-policy'])).toBe(nonceOf(second.body));
    // The tag manager is allowed only through the nonce, never by its host.
    expect(String(first.headers['content-security-policy'])).not.toContain('googletagmanager');
    const revalidated = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'mx.localhost', accept: 'text/html', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    // JSON answers carry the strict policy without any nonce.
    const api = await app.inject({ method: 'GET', url: '/api/public/countries' });
    expect(String(api.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('asks pages for Trusted Types in report-only mode by default, and in the policy itself when enforced', async () => {
    const reported = await page(app, '/', 'br.localhost');
    expect(reported.headers['content-security-policy-report-only']).toBe(
      "require-trusted-types-for 'script'; trusted-types portal; report-uri /api/public/csp-reports",
    );
    expect(String(reported.headers['content-security-policy'])).not.toContain('trusted-types');
    const strict = await ctx.buildApp({ webDistDir: makeDist(), trustedTypes: 'enforce' });
    const enforced = await page(strict, '/', 'br.localhost');
    expect(enforced.headers['content-security-policy-report-only']).toBeUndefined();
    expect(String(enforced.headers['content-security-policy'])).toContain(
      "require-trusted-types-for 'script'; trusted-types portal",
    );
  });

  it('gives the web the banner video and lets Vimeo frame it only when one is configured', async () => {
    expect(String((await page(app, '/', 'br.localhost')).headers['content-security-policy'])).not.toContain(
      'player.vimeo.com',
    );
    const withVideo = await ctx.buildApp({
      webDistDir: makeDist(),
      docfinderBannerVideo: { id: '76979871', token: '8272103f6e' },
    });
    const response = await page(withVideo, '/buscador-medico', 'br.localhost');
    expect(portalConfig(response.body).docfinderBannerVideo).toEqual({ id: '76979871', token: '8272103f6e' });
    expect(String(response.headers['content-security-policy'])).toMatch(
      /frame-src [^;]*https:\/\/player\.vimeo\.com/,
    );
    expect(String(response.headers['content-security-policy'])).not.toMatch(/script-src [^;]*vimeo/);
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe('console.log("app");');

    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for missing files and never serves the app on server paths', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/assets/missing-999.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');

    for (const url of ['/api/nothing', '/idp/nothing', '/docfinder-api/x', '/sendmail', '/authenticator/x']) {
      const response = await page(app, url, 'br.localhost');
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
    expect((await page(app, '/healthz', 'br.localhost')).json()).toEqual({ status: 'ok' });
  });

  it('does not serve files outside the build', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('sends the strict CSP with the page', async () => {
    const response = await page(app, '/', 'br.localhost');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describeEachDatabase('static web app without a build', (ctx) => {
  it('starts and answers 404 envelopes for pages', async () => {
    const app = await ctx.buildApp({ webDistDir: join(tmpdir(), 'portal-no-such-dist') });
    const response = await page(app, '/', 'br.localhost');
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
