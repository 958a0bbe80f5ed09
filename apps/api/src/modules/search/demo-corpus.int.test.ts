// The demo corpus seeded through seedDemo, as the server does: searchable and filling the home.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentHome, SearchResponse } from '@portal/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { seedDemo } from '../../demo-seed.ts';

describeEachDatabase('demo corpus', (ctx) => {
  let app: App;
  let doctorBr: string;
  let doctorMx: string;
  const mediaDir = mkdtempSync(join(tmpdir(), 'portal-demo-media-'));

  beforeAll(async () => {
    app = await ctx.buildApp();
    await seedDemo(app.database, { content: { mediaDir } });
    // A second start neither duplicates nor fails.
    await seedDemo(app.database, { content: { mediaDir } });
    doctorBr = await signIn(app, 'doctor.br@example.com');
    doctorMx = await signIn(app, 'doctor.mx@example.com');
  });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  async function get<T>(token: string, url: string): Promise<T> {
    const response = await app.inject({ url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }

  it('is found with and without accents and with a typo, in each language', async () => {
    for (const [token, language] of [
      [doctorBr, 'pt'],
      [doctorMx, 'es'],
    ] as const) {
      for (const q of ['cardíaca', 'cardiaca', 'cardiologai']) {
        const result = await get<SearchResponse>(token, `/api/search?q=${encodeURIComponent(q)}`);
        expect(result.total, q).toBeGreaterThan(0);
        expect(result.items.every((item) => item.language === language && item.demo)).toBe(true);
        expect(result.items[0]?.highlight.title, q).toContain('<mark>');
      }
    }
  });

  it('offers "did you mean" for a misspelling that finds nothing, in each language', async () => {
    for (const token of [doctorBr, doctorMx]) {
      const result = await get<SearchResponse>(token, '/api/search?q=dyslipdemia');
      expect(result).toMatchObject({ total: 0, suggestion: 'dislipidemia' });
      const fixed = await get<SearchResponse>(token, '/api/search?q=dislipidemia');
      expect(fixed.total).toBeGreaterThan(0);
    }
  });

  it('fills every list of the home', async () => {
    const home = await get<ContentHome>(doctorBr, '/api/clusters/home');
    expect(home.outdoor).not.toBeNull();
    for (const cluster of home.clusters) expect(cluster.items.length, cluster.id).toBeGreaterThan(0);
    expect(home.clusters.map((c) => c.id)).toContain('speakertraining');
  });

  it('answers the home in at most 40 KB: cards carry only what a card shows', async () => {
    const response = await app.inject({ url: '/api/clusters/home', headers: bearer(doctorBr) });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(40 * 1024);
    const home = response.json() as ContentHome;
    const card = home.clusters[0]?.items[0] as Record<string, unknown> | undefined;
    expect(card).toBeDefined();
    // The body of a list item (exam texts, synopsis) loads with the detail, not with the card.
    expect(card).not.toHaveProperty('synopsis');
    expect(card).not.toHaveProperty('examInstructions');
    expect(home.outdoor).toHaveProperty('synopsis');
  });

  it('writes its media files', () => {
    for (const file of ['clip.webm', 'tone.wav', 'leaflet.pdf', 'thumbnails/pt-cardio-01/top10.svg']) {
      expect(existsSync(join(mediaDir, 'demo', file)), file).toBe(true);
    }
  });
});
