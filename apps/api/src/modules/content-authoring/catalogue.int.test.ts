// The console's lists and record states (issue 36) on both databases: every item of the member's
// countries is found (the demo corpus, live without a console version, included), with search, filters,
// sorting and pages; the state per country is told right and publishing is refused where it makes no
// sense; an item live without a version is opened for editing from what is live.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminContent, AdminContentList, AdminEventList, AdminProductList } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffMember, consoleCaller, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { setClock } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { seedDemo } from '../../demo-seed.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const SERIES = 'Casos clínicos em cardiologia: a série';

const draft = (title: string, countries: string[]) => ({
  title,
  synopsis: 'Resumo',
  body: '<p>Corpo</p>',
  duration: 300,
  language: 'pt',
  specialties: ['cardiology'],
  mediaUrl: null,
  thumbnailUrl: null,
  countries,
});

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

describeEachDatabase('console lists and record states', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const { call } = consoleCaller(() => app, tokens);
  const list = async (query: string, who = 'editor') => {
    const answer = await call('GET', `/api/admin/content?${query}`, who);
    expect(answer.statusCode).toBe(200);
    return answer.json() as AdminContentList;
  };

  /** A new item, approved with an expiry `days` ahead (code `code`). */
  async function approvedItem(title: string, countries: string[], days = 90): Promise<string> {
    const created = await call('POST', '/api/admin/content', 'editor', draft(title, countries));
    const id = (created.json() as AdminContent).latest.contentId;
    await call('POST', `/api/admin/content/${id}/submit`, 'editor');
    const approved = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
      decision: 'approve',
      approvalCode: `PP-${id.slice(0, 8)}`,
      expiresAt: new Date(NOW.getTime() + days * DAY).toISOString(),
    });
    expect(approved.statusCode).toBe(200);
    return id;
  }

  const mediaDir = mkdtempSync(join(tmpdir(), 'portal-console-lists-'));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  beforeAll(async () => {
    app = await ctx.buildApp({ formRateLimitPerMinute: 1000 });
    // The corpus as the server seeds it: live for physicians, without any console version.
    await seedDemo(app.database, { content: { mediaDir, now: NOW } });
    setClock(app, NOW);
    for (const role of ['editor', 'reviewer', 'admin'])
      tokens[role] = await staffSignIn(app, `${role}@example.com`);
    await addStaffMember(app, {
      email: 'mx.editor@example.com',
      name: 'MX',
      roles: ['editor'],
      countries: ['MX'],
      totpSecret: 'MEXICOEDITORSECRETPORTALCONSOLEX',
    });
    tokens.editorMx = await staffSignIn(app, 'mx.editor@example.com', 'MEXICOEDITORSECRETPORTALCONSOLEX');
    // Seeding the whole corpus (its media and thumbnails too) takes a while on PGlite.
  }, 300_000);

  describe('finding', () => {
    it('lists the demo corpus, live without console versions, one page at a time', async () => {
      const first = await list('pageSize=20&sort=title&dir=asc');
      expect(first.total).toBeGreaterThan(60);
      expect(first.items).toHaveLength(20);
      expect(first).toMatchObject({ page: 1, pageSize: 20 });
      const second = await list('pageSize=20&page=2&sort=title&dir=asc');
      expect(second.total).toBe(first.total);
      const ids = new Set(first.items.map((i) => i.latest.contentId));
      expect(second.items.some((i) => ids.has(i.latest.contentId))).toBe(false);
      const beyond = await list(`pageSize=20&page=${Math.ceil(first.total / 20) + 1}`);
      expect(beyond.items).toEqual([]);
    });

    it('finds a demo item never edited in the console by words of its title, accents aside', async () => {
      const found = await list('q=casos%20clinicos%20SERIE');
      const series = found.items.find((i) => i.latest.title === SERIES);
      expect(series).toBeDefined();
      expect(series?.latest.version).toBe(0);
      expect(series?.state).toMatchObject({ unversioned: true, work: null, publishable: [] });
      expect(series?.state.countries).toEqual([
        expect.objectContaining({ country: 'BR', state: 'published', expiresAt: null }),
      ]);
      expect(series?.state.withdrawable).toEqual(['BR']);
      expect(found.items.every((i) => folded(i.latest.title).includes('serie'))).toBe(true);
      // Its page opens, live in Brazil with the demo approval code.
      const page = await call('GET', `/api/admin/content/${series?.latest.contentId}`, 'editor');
      expect(page.statusCode).toBe(200);
      expect((page.json() as AdminContent).publications[0]).toMatchObject({ country: 'BR' });
      // Not a country of a Mexico-only member: neither listed nor opened.
      expect(
        (await list('q=casos%20clinicos%20serie', 'editorMx')).items.map((i) => i.latest.title),
      ).not.toContain(SERIES);
      expect(
        (await call('GET', `/api/admin/content/${series?.latest.contentId}`, 'editorMx')).statusCode,
      ).toBe(404);
    });

    it('filters by kind, country, status and specialty', async () => {
      const kind = await list('kind=to_listen&pageSize=100');
      expect(kind.total).toBeGreaterThan(0);
      expect(kind.items.every((i) => i.latest.mainCluster === 'to_listen')).toBe(true);
      const mx = await list('country=MX&status=published&pageSize=100');
      expect(mx.total).toBeGreaterThan(0);
      expect(
        mx.items.every((i) => i.state.countries.some((c) => c.country === 'MX' && c.state === 'published')),
      ).toBe(true);
      const specialty = await list('specialty=oncology&pageSize=100');
      expect(specialty.total).toBeGreaterThan(0);
      expect(specialty.items.every((i) => i.latest.specialties.includes('oncology'))).toBe(true);
      const all = await list('pageSize=1');
      expect(specialty.total).toBeLessThan(all.total);
    });

    it('filters what expires within N days', async () => {
      const soon = await approvedItem('Aprovação que vence logo', ['BR'], 10);
      const later = await approvedItem('Aprovação que vence depois', ['BR'], 60);
      const within = (await list('expiringWithin=15&pageSize=100')).items.map((i) => i.latest.contentId);
      expect(within).toContain(soon);
      expect(within).not.toContain(later);
      const draftOnly = await list('status=approved&q=vence&sort=expires&dir=asc');
      expect(draftOnly.items.map((i) => i.latest.contentId)).toEqual([soon, later]);
    });

    it('sorts by title both ways', async () => {
      const asc = (await list('sort=title&dir=asc&pageSize=100')).items.map((i) => folded(i.latest.title));
      expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = (await list('sort=title&dir=desc&pageSize=5')).items.map((i) => folded(i.latest.title));
      expect(desc[0]! >= desc[4]!).toBe(true);
      expect(desc[0]! > asc[0]!).toBe(true);
    });

    it('answers 400 with the field for a query it cannot take', async () => {
      for (const query of [
        'pageSize=1000',
        'status=live',
        'sort=random',
        'page=0',
        'country=US',
        'kind=%3Cb%3E',
      ]) {
        const answer = await call('GET', `/api/admin/content?${query}`, 'editor');
        expect(answer.statusCode, query).toBe(400);
      }
    });

    it('lists the seeded products and events too, with their state', async () => {
      const products = (
        await call('GET', '/api/admin/products?pageSize=100', 'editor')
      ).json() as AdminProductList;
      expect(products.total).toBeGreaterThan(0);
      expect(
        products.items.some((p) => p.state.unversioned && p.state.countries[0]?.state === 'published'),
      ).toBe(true);
      const events = (await call('GET', '/api/admin/events?pageSize=100', 'editor')).json() as AdminEventList;
      expect(events.total).toBeGreaterThan(0);
      expect(events.items.some((e) => e.state.unversioned)).toBe(true);
      const one = events.items[0]!;
      expect((await call('GET', `/api/admin/events/${one.latest.eventId}`, 'editor')).statusCode).toBe(200);
    });
  });

  describe('state and the actions it allows', () => {
    it('tells approved, published in BR and MX, withdrawn in CO, and refuses what makes no sense', async () => {
      const created = await call(
        'POST',
        '/api/admin/content',
        'editor',
        draft('Estado verdadeiro', ['BR', 'MX', 'CO']),
      );
      const id = (created.json() as AdminContent).latest.contentId;
      expect((created.json() as AdminContent).state).toMatchObject({ work: 'draft', publishable: [] });
      const early = await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'BR' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/approved/i);

      await call('POST', `/api/admin/content/${id}/submit`, 'editor');
      await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
        decision: 'approve',
        approvalCode: 'PP-STATE-1',
        expiresAt: '2026-12-01T00:00:00Z',
      });
      const publish = (country: string) =>
        call('POST', `/api/admin/content/${id}/publish`, 'editor', { country });

      const br = (await publish('BR')).json() as AdminContent;
      expect(br.state.work).toBe('approved');
      expect(br.state.publishable).toEqual(['MX', 'CO']);
      expect(br.state.countries.map((c) => [c.country, c.state])).toEqual([
        ['BR', 'published'],
        ['CO', 'approved'],
        ['MX', 'approved'],
      ]);
      const again = await publish('BR');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already live in BR/);

      await publish('MX');
      const all = (await publish('CO')).json() as AdminContent;
      // Live wherever it may be: nothing says "approved" any more, nothing to publish.
      expect(all.state).toMatchObject({ work: null, publishable: [], withdrawable: ['BR', 'CO', 'MX'] });

      const withdrawn = await call('POST', `/api/admin/content/${id}/withdraw`, 'editor', { country: 'CO' });
      const state = (withdrawn.json() as AdminContent).state;
      expect(state.countries.map((c) => [c.country, c.state])).toEqual([
        ['BR', 'published'],
        ['CO', 'withdrawn'],
        ['MX', 'published'],
      ]);
      expect(state.publishable).toEqual(['CO']);
      expect(state.withdrawable).toEqual(['BR', 'MX']);
      expect(
        (await call('POST', `/api/admin/content/${id}/withdraw`, 'editor', { country: 'CO' })).statusCode,
      ).toBe(409);
      // The list says the same, and finds it by status in a country.
      const inCo = await list('country=CO&status=withdrawn&q=estado%20verdadeiro');
      expect(inCo.items.map((i) => i.latest.contentId)).toEqual([id]);
      // A country the item is not authored for stays a 400.
      expect((await publish('AR')).statusCode).toBe(400);
    });

    it('says expired once the approval passed, and refuses publishing it', async () => {
      const id = await approvedItem('Aprovação curta', ['BR'], 2);
      setClock(app, new Date(NOW.getTime() + 3 * DAY));
      try {
        // The sessions would have ended by then: sign in again at the later time.
        tokens.editorLater = await staffSignIn(app, 'editor@example.com');
        const item = (await call('GET', `/api/admin/content/${id}`, 'editorLater')).json() as AdminContent;
        expect(item.state).toMatchObject({ work: 'expired', publishable: [] });
        expect(item.state.countries[0]).toMatchObject({ country: 'BR', state: 'expired' });
        const refused = await call('POST', `/api/admin/content/${id}/publish`, 'editorLater', {
          country: 'BR',
        });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toMatch(/expired/);
      } finally {
        setClock(app, NOW);
      }
    });

    it('opens a demo item for editing by writing its first draft version from what is live', async () => {
      const series = (await list('q=casos%20clinicos%20serie')).items.find((i) => i.latest.title === SERIES)!;
      const id = series.latest.contentId;
      expect((await call('POST', `/api/admin/content/${id}/draft`, 'reviewer')).statusCode).toBe(403);
      const started = await call('POST', `/api/admin/content/${id}/draft`, 'editor');
      expect(started.statusCode).toBe(201);
      const item = started.json() as AdminContent;
      expect(item.latest).toMatchObject({ version: 1, status: 'draft', title: SERIES, countries: ['BR'] });
      expect(item.latest.seasons.length).toBeGreaterThan(0);
      expect(item.state).toMatchObject({ unversioned: false, work: 'draft' });
      expect(item.state.countries).toEqual([expect.objectContaining({ country: 'BR', state: 'published' })]);
      expect((await call('POST', `/api/admin/content/${id}/draft`, 'editor')).statusCode).toBe(409);
      const listed = (await list('q=casos%20clinicos%20serie')).items.filter(
        (i) => i.latest.contentId === id,
      );
      expect(listed).toHaveLength(1);
      expect(listed[0]?.latest.version).toBe(1);
    });
  });
});
