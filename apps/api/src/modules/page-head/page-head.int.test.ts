// Public pages as plain HTTP clients see them (search engines, WhatsApp's link preview): the head comes
// from the server in the host's language, profiles carry their Physician JSON-LD, every other page is kept
// out of search engines, and robots.txt and sitemap.xml list exactly the public profiles of the host.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, docfinderAddresses, docfinderListings, eq } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../../app.ts';

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

async function listPhysician(
  db: Database,
  listing: { slug: string; name: string; country: 'BR' | 'MX'; specialties: string[] },
  city: string | null,
): Promise<string> {
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
  if (city)
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
  return row.id;
}

const page = (app: App, url: string, host: string) =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

/** The content of `<meta name|property="key">` in `html`. */
function metaOf(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return tag?.[1];
}

describeEachDatabase('public page heads, robots.txt and sitemap.xml', (ctx) => {
  let app: App;
  let hiddenId: string;
  beforeAll(async () => {
    app = await ctx.buildApp({ webDistDir: makeDist() });
    await listPhysician(
      app.db,
      { slug: 'dra-ana-souza-sp-123456', name: 'Dra. Ana Souza', country: 'BR', specialties: ['cardiology'] },
      'São Paulo',
    );
    await listPhysician(
      app.db,
      {
        slug: 'dr-sem-consultorio-sp-1',
        name: 'Dr. Sem Consultório',
        country: 'BR',
        specialties: ['oncology'],
      },
      null,
    );
    hiddenId = await listPhysician(
      app.db,
      { slug: 'dr-que-saiu-sp-2', name: 'Dr. Que Saiu', country: 'BR', specialties: ['oncology'] },
      'Campinas',
    );
    await listPhysician(
      app.db,
      { slug: 'dr-luis-perez-jal', name: 'Dr. Luis Pérez', country: 'MX', specialties: ['cardiology'] },
      'Guadalajara',
    );
  });

  it('gives a profile its name, specialties and city in the head, with Physician JSON-LD', async () => {
    const response = await page(app, '/buscador-medico/dra-ana-souza-sp-123456', 'br.localhost:3000');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Bayer | Dra. Ana Souza — Cardiologia</title>');
    expect(metaOf(html, 'og:title')).toBe('Bayer | Dra. Ana Souza — Cardiologia');
    expect(metaOf(html, 'og:description')).toContain('São Paulo');
    expect(metaOf(html, 'og:type')).toBe('profile');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(html).toContain(
      '<link rel="canonical" href="http://br.localhost:3000/buscador-medico/dra-ana-souza-sp-123456" data-page-head>',
    );
    const jsonLd = html.match(
      /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/,
    )?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Physician',
      name: 'Dra. Ana Souza',
      medicalSpecialty: ['Cardiologia'],
      address: [{ addressLocality: 'São Paulo' }],
    });
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('answers 404, kept out of search engines, for a profile that is not public', async () => {
    for (const slug of ['dr-sem-consultorio-sp-1', 'nobody-here']) {
      const response = await page(app, `/buscador-medico/${slug}`, 'br.localhost');
      expect(response.statusCode, slug).toBe(404);
      expect(response.headers['x-robots-tag'], slug).toContain('noindex');
      expect(response.body, slug).not.toContain('application/ld+json');
    }
  });

  it('names the landing in the host’s language with hreflang to every country host', async () => {
    const br = (await page(app, '/', 'br.localhost:3000')).body;
    expect(br).toContain('<html lang="pt"');
    expect(metaOf(br, 'description')).toContain('profissionais de saúde');
    expect(metaOf(br, 'og:locale')).toBe('pt_BR');
    expect(br).toContain(
      '<link rel="alternate" hreflang="es-MX" href="http://mx.localhost:3000/" data-page-head>',
    );
    expect(br).toContain(
      '<link rel="alternate" hreflang="pt-BR" href="http://br.localhost:3000/" data-page-head>',
    );
    const mx = (await page(app, '/', 'mx.localhost:3000')).body;
    expect(metaOf(mx, 'description')).toContain('profesionales de la salud');
    expect(metaOf(mx, 'og:locale')).toBe('es_MX');
    // The terms live at each language's own address.
    const terms = (await page(app, '/termos-de-uso', 'br.localhost:3000')).body;
    expect(terms).toContain('hreflang="es-AR" href="http://ar.localhost:3000/condiciones-de-uso"');
  });

  it('titles doctor-finder results by their filters, with a canonical address that keeps them', async () => {
    const html = (await page(app, '/buscador-medico?specialty=cardiology&state=SP&utm=x', 'br.localhost'))
      .body;
    expect(html).toContain('<title>Bayer | Cardiologia, São Paulo — Buscador Médico</title>');
    expect(html).toContain('href="http://br.localhost/buscador-medico?specialty=cardiology&amp;state=SP"');
  });

  it('keeps signed-in routes, token links and es-co out of search engines', async () => {
    for (const url of ['/home', '/cursos-online/x', '/aceite-teste/1', '/es-co', '/docfinder']) {
      const response = await page(app, url, 'br.localhost');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.body, url).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.body, url).not.toContain('og:title');
    }
  });

  it('lists exactly the host country’s public profiles in its sitemap, and drops one that leaves at once', async () => {
    const robots = await app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'br.localhost:3000' },
    });
    expect(robots.body).toContain('Sitemap: http://br.localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = async (host: string) =>
      (await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } })).body;
    const br = await sitemap('br.localhost:3000');
    expect(br).toContain('<loc>http://br.localhost:3000/buscador-medico/dra-ana-souza-sp-123456</loc>');
    expect(br).toContain('<loc>http://br.localhost:3000/buscador-medico/dr-que-saiu-sp-2</loc>');
    expect(br).toContain('<loc>http://br.localhost:3000/termos-de-uso</loc>');
    expect(br).not.toContain('dr-sem-consultorio');
    expect(br).not.toContain('dr-luis-perez');
    const mx = await sitemap('mx.localhost:3000');
    expect(mx).toContain('<loc>http://mx.localhost:3000/buscador-medico/dr-luis-perez-jal</loc>');
    expect(mx).toContain('<loc>http://mx.localhost:3000/condiciones-de-uso</loc>');
    expect(mx).not.toContain('dra-ana-souza');

    await app.db.delete(docfinderListings).where(eq(docfinderListings.id, hiddenId));
    expect(await sitemap('br.localhost:3000')).not.toContain('dr-que-saiu');
  });

  it('never lets a forged Host header name another site', async () => {
    const response = await page(app, '/', 'evil.example');
    expect(response.body).not.toContain('evil.example');
  });
});
