// Public pages as a client without JavaScript reads them (issue 38): the server renders the body with
// the web's own components (its source's entry-server.tsx here, the build's in production), in the
// host's language or the `?loc` one, with the page's head, and for a profile, its search results and a
// certificate the answers the page hydrates with. The doctor-finder's pages are rate-limited.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALIZED_PAGE_PATHS } from '@portal/countries';
import { type Database, docfinderAddresses, docfinderListings } from '@portal/db';
import { type Dictionary, dictionaries, interpolate } from '@portal/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import type { PageRenderer } from './renderer.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>placeholder</title><!--portal-head--></head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`;

function makeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log("app");');
  return dist;
}

/** The web's server entry from its source (vitest transforms it as Vite builds it). */
async function sourceRenderer(): Promise<PageRenderer> {
  const entry = fileURLToPath(new URL('../../../../web/src/entry-server.tsx', import.meta.url));
  const module = (await import(/* @vite-ignore */ entry)) as { renderPage: PageRenderer };
  return module.renderPage;
}

async function listPhysician(
  db: Database,
  listing: { slug: string; name: string; country: 'BR' | 'MX'; specialties: string[] },
  city: string,
): Promise<void> {
  const [row] = await db
    .insert(docfinderListings)
    .values({
      country: listing.country,
      slug: listing.slug,
      displayName: listing.name,
      searchName: listing.name.toLowerCase(),
      registerNumber: '123456',
      registerUf: listing.country === 'BR' ? 'SP' : '',
      specialties: listing.specialties,
      consentVersion: '1',
      consentedAt: new Date('2026-11-01T12:00:00Z'),
    })
    .returning({ id: docfinderListings.id });
  if (!row) throw new Error('no listing');
  await db.insert(docfinderAddresses).values({
    listingId: row.id,
    postalCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    district: 'Bela Vista',
    state: listing.country === 'BR' ? 'SP' : 'MX-JAL',
    searchState: 'sp',
    city,
    searchCity: city.toLowerCase(),
  });
}

const page = (app: App, url: string, host: string) =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

/** The text of the page's first heading, tags stripped. */
function headingOf(html: string): string | undefined {
  return html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
}

/** What is inside the server-rendered root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root" data-server-rendered=');
  return start < 0 ? '' : html.slice(start, html.indexOf('</main>', start));
}

const pt = dictionaries['pt-br'];
const mx = dictionaries['es-MX'];

/** A text as the page shows it: the country's app name and the brand filled in. */
const shown = (text: string, appName: string, countryName: string) =>
  interpolate(text, { appName, brand: 'Bayer', countryName });
const inBrazil = (text: string) => shown(text, 'Universo Médico', 'Brasil');
const inMexico = (text: string) => shown(text, 'DocUniverse', 'México');

/** Each public page, the heading it shows and one more text of it, in a dictionary. */
const PAGES: { url: string; heading: (d: Dictionary) => string; text: (d: Dictionary) => string }[] = [
  { url: '/', heading: (d) => d.legal.landing.heroTitle, text: (d) => d.legal.landing.heroSubtitle },
  { url: '/signin', heading: (d) => d.identity.signIn.heading, text: (d) => d.common.skipToContent },
  { url: '/cadastro', heading: (d) => d.identity.register.heading, text: (d) => d.common.skipToContent },
  { url: '/imprint', heading: (d) => d.legal.imprint.title, text: (d) => d.legal.imprint.intro },
  {
    url: '/buscador-medico',
    heading: (d) => d.legal.doctorFinder.title,
    text: (d) => d.docfinder.search.lead,
  },
  {
    url: '/certificados/verificar',
    heading: (d) => d.training.verify.title,
    text: (d) => d.training.verify.lead,
  },
  {
    url: '/aceite-teste/some-content?token=abc',
    heading: (d) => d.legal.acceptanceTest.title,
    text: (d) => d.legal.acceptanceTest.intro,
  },
];

describeEachDatabase('server-rendered public pages', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp(
      { webDistDir: makeDist(), docfinderSearchRateLimitPerMinute: 1000 },
      { pageRenderer: await sourceRenderer() },
    );
    await listPhysician(
      app.db,
      { slug: 'dra-ana-souza-sp-123456', name: 'Dra. Ana Souza', country: 'BR', specialties: ['cardiology'] },
      'São Paulo',
    );
    await listPhysician(
      app.db,
      { slug: 'dr-luis-perez-jal', name: 'Dr. Luis Pérez', country: 'MX', specialties: ['cardiology'] },
      'Guadalajara',
    );
    // Transforming the web's source takes a while on a busy machine.
  }, 180_000);

  it('renders each public page in Portuguese on the Brazilian host', async () => {
    for (const { url, heading, text } of PAGES) {
      const response = await page(app, url, 'br.localhost:3000');
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-server-rendered="BR">');
      expect(headingOf(response.body), url).toBe(inBrazil(heading(pt)));
      expect(rootOf(response.body), url).toContain(inBrazil(text(pt)));
    }
    // The first renders load (and here transform) each page's lazy screen.
  }, 120_000);

  it('renders each public page in Mexican Spanish on the Mexican host', async () => {
    for (const { url, heading, text } of PAGES) {
      const response = await page(app, url, 'mx.localhost:3000');
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root" data-server-rendered="MX">');
      expect(headingOf(response.body), url).toBe(inMexico(heading(mx)));
      expect(rootOf(response.body), url).toContain(inMexico(text(mx)));
    }
  }, 120_000);

  it('renders the legal pages at their country’s address', async () => {
    const terms = await page(app, LOCALIZED_PAGE_PATHS.terms.pt, 'br.localhost');
    expect(headingOf(terms.body)).toBe(pt.legal.terms.title);
    const privacy = await page(app, LOCALIZED_PAGE_PATHS.privacy.es, 'mx.localhost');
    expect(headingOf(privacy.body)).toBe(mx.legal.privacy.title);
  });

  it('sends no password form the browser could submit before React owns it', async () => {
    // Submitted natively, a form without a method is a GET: the password would land in the URL.
    for (const url of ['/signin', '/cadastro']) {
      const body = rootOf((await page(app, url, 'br.localhost:3000')).body);
      const form = body.match(/<form [^>]*data-testid="[a-z-]+-form"[^>]*>/)?.[0] ?? '';
      expect(form, url).toContain('method="post"');
      const submit = body.match(/<button type="submit"[^>]*>/)?.[0] ?? '';
      expect(submit, url).toMatch(/ disabled=""/);
    }
  });

  it('keeps the certificate check from sending natively before React owns it (the code would be lost)', async () => {
    const body = rootOf((await page(app, '/certificados/verificar', 'br.localhost:3000')).body);
    expect(body.match(/<button type="submit"[^>]*>/)?.[0]).toMatch(/ disabled=""/);
  });

  it('honours ?loc: the Brazilian host renders the Mexican page', async () => {
    const response = await page(app, '/signin?loc=mx', 'br.localhost:3000');
    expect(response.body).toContain('<div id="root" data-server-rendered="MX">');
    expect(headingOf(response.body)).toBe(inMexico(mx.identity.signIn.heading));
    expect(response.body).toContain('<html lang="es-MX"');
  });

  it('renders a profile with its name, head, JSON-LD and the answer it hydrates with', async () => {
    const response = await page(app, '/buscador-medico/dra-ana-souza-sp-123456', 'br.localhost:3000');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(headingOf(html)).toBe('Dra. Ana Souza');
    expect(rootOf(html)).toContain('Cardiologia');
    expect(rootOf(html)).toContain('São Paulo');
    expect(html).toContain('<title>Bayer | Dra. Ana Souza — Cardiologia</title>');
    expect(html).toMatch(/<meta property="og:title" content="Bayer \| Dra. Ana Souza — Cardiologia"/);
    const jsonLd = html.match(
      /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Physician', name: 'Dra. Ana Souza' });
    // The answer travels in a JSON block carrying the page's CSP nonce.
    const nonce = response.headers['content-security-policy']?.toString().match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const data = html.match(
      /<script id="portal-data" type="application\/json" nonce="([^"]+)">([\s\S]*?)<\/script>/,
    );
    expect(data?.[1]).toBe(nonce);
    const state = JSON.parse(data?.[2] ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    expect(state.queries[0]?.queryKey).toEqual(['docfinder', 'physician', 'dra-ana-souza-sp-123456']);
    expect(state.queries[0]?.state.data).toMatchObject({ name: 'Dra. Ana Souza' });
  });

  it('renders the search results of the filters in the address', async () => {
    const br = await page(app, '/buscador-medico?specialty=cardiology', 'br.localhost');
    expect(rootOf(br.body)).toContain('Dra. Ana Souza');
    expect(rootOf(br.body)).not.toContain('Dr. Luis Pérez');
    const none = await page(app, '/buscador-medico?name=ninguem', 'br.localhost');
    expect(rootOf(none.body)).toContain(pt.docfinder.search.noResults);
    const mexico = await page(app, '/buscador-medico', 'mx.localhost');
    expect(rootOf(mexico.body)).toContain('Dr. Luis Pérez');
  });

  it('renders the certificate check of a code with its answer', async () => {
    const response = await page(app, '/certificados/verificar/ABCDEFGHJK', 'br.localhost');
    expect(headingOf(response.body)).toBe(pt.training.verify.title);
    expect(rootOf(response.body)).toContain(pt.training.verify.invalid);
    expect(rootOf(response.body)).toContain('data-valid="false"');
  });

  it('leaves the signed-in screens and a missing profile to the browser', async () => {
    for (const url of ['/home', '/buscador-medico/nobody-here']) {
      const response = await page(app, url, 'br.localhost');
      expect(response.body, url).not.toContain('data-server-rendered');
      expect(response.body, url).toContain('<div id="root"><div class="boot-shell"');
      // Without the server's markup the page needs its scripts to show anything: normal priority.
      expect(response.body, url).toContain('<script type="module" src="/assets/index-abc123.js">');
    }
  });

  it('fetches a server-rendered page’s scripts at low priority: the page paints without them', async () => {
    for (const url of ['/', '/signin', '/buscador-medico/dra-ana-souza-sp-123456']) {
      const body = (await page(app, url, 'br.localhost:3000')).body;
      expect(body, url).toContain('<script type="module" fetchpriority="low" src="/assets/index-abc123.js">');
    }
  });

  it('paints a server-rendered page once its whole markup is parsed, not half of it', async () => {
    const expectLink = '<link rel="expect" href="#portal-data" blocking="render">';
    for (const url of ['/', '/signin', '/buscador-medico/dra-ana-souza-sp-123456']) {
      const body = (await page(app, url, 'br.localhost:3000')).body;
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head, url).toContain(expectLink);
      // The element it waits for comes right after the server's markup.
      expect(body.indexOf('<script id="portal-data"'), url).toBeGreaterThan(
        body.indexOf('data-server-rendered'),
      );
    }
    // A page the browser renders has no such element: nothing to wait for.
    expect((await page(app, '/home', 'br.localhost')).body).not.toContain('rel="expect"');
  });
});

describeEachDatabase('doctor-finder pages are rate-limited', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp(
      { webDistDir: makeDist(), docfinderSearchRateLimitPerMinute: 2 },
      { pageRenderer: await sourceRenderer() },
    );
  }, 180_000);

  it('answers 429 once an address asked for too many profiles', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await page(app, `/buscador-medico/someone-${i}`, 'br.localhost')).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
    // Other public pages are not counted against it.
    expect((await page(app, '/signin', 'br.localhost')).statusCode).toBe(200);
  });
});

describe('page-render test harness', () => {
  it('loads the web’s server entry from source', async () => {
    expect(typeof (await sourceRenderer())).toBe('function');
  });
});
