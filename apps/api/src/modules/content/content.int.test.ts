import type { Cluster, ContentHome, ContentItem, Product } from '@portal/contracts';
import { and, contentAccessLog, eq } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addContent, contentFixture, DAY, emptyCatalogue } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { flushAccessLog } from './access-log.ts';

const SIGNED_IN_ENDPOINTS = [
  { method: 'GET', url: '/api/clusters/home' },
  { method: 'GET', url: '/api/clusters/novelty' },
  { method: 'GET', url: '/api/contents/plain' },
  { method: 'POST', url: '/api/contents/plain/save' },
  { method: 'DELETE', url: '/api/contents/plain/save' },
  { method: 'GET', url: '/api/products/prod-a' },
] as const;

const XSS_BODY = [
  '<p>Safe <strong>text</strong></p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<p style="background:url(javascript:alert(4))" onclick="alert(5)">styled</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="https://example.com/ok">ok</a>',
].join('');

describeEachDatabase('content API', (ctx) => {
  let app: App;
  let doctor: string;
  let nurse: string;
  let doctorMx: string;

  const get = <T>(url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: bearer(token) }).then((r) => ({
      status: r.statusCode,
      body: r.json() as T,
    }));

  beforeAll(async () => {
    app = await seededApp(ctx);
    await emptyCatalogue(app.db);
    const past = new Date(Date.now() - 2 * DAY);
    const novelties = Array.from({ length: 15 }, (_, i) =>
      contentFixture(`nov-${String(i).padStart(2, '0')}`, {
        clusters: [{ id: 'novelty', position: i }],
        publishDate: past,
      }),
    );
    await addContent(
      app.db,
      ...novelties,
      contentFixture('plain', { clusters: ['explore', 'outdoor'] }),
      contentFixture('onco', { specialties: ['oncology'], clusters: ['explore'] }),
      contentFixture('speaker', { isSpeakerTraining: true, clusters: [{ id: 'novelty', position: 99 }] }),
      contentFixture('mx-only', {
        language: 'es',
        publications: [{ country: 'MX', approvalCode: 'MX-APP-1', publishedAt: past }],
        clusters: ['novelty'],
      }),
      contentFixture('expired', {
        publications: [{ country: 'BR', publishedAt: past, expiresAt: new Date(Date.now() - DAY) }],
        clusters: ['novelty'],
      }),
      contentFixture('future', {
        publications: [{ country: 'BR', publishedAt: new Date(Date.now() + DAY) }],
        clusters: ['novelty'],
      }),
      contentFixture('series', {
        mainCluster: 'to_see',
        media: { url: '/media/video/series.mp4', type: 'video', mimeType: 'video/mp4' },
        episodes: [
          { title: 'Pilot', duration: 60, thumbnails: [{ type: 'episode', url: '/media/t/e1.svg' }] },
        ],
        lessons: [{ title: 'Lesson 1' }, { title: 'Lesson 2' }],
        seasons: [
          { title: 'Season 1', episodes: [{ title: 'S1E1' }, { title: 'S1E2' }] },
          { title: 'Season 2', episodes: [{ title: 'S2E1' }] },
        ],
        products: [
          {
            id: 'prod-a',
            name: 'Xarelto',
            countries: ['BR'],
            description: '<p>About</p><script>x()</script>',
          },
        ],
        medicineInsert: 'https://example.com/bula.pdf',
        additionalInformation: '<p>More</p>',
      }),
      contentFixture('xss', {
        content: XSS_BODY,
        synopsis: '<b onmouseover="x()">bold</b><script>s()</script>',
      }),
    );
    doctor = await signIn(app, 'doctor.br@example.com');
    nurse = await signIn(app, 'nurse.br@example.com');
    doctorMx = await signIn(app, 'doctor.mx@example.com');
  });

  it('answers 401 on every signed-in content endpoint without a valid token', async () => {
    for (const endpoint of SIGNED_IN_ENDPOINTS) {
      const anonymous = await app.inject(endpoint);
      expect(anonymous.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      const bad = await app.inject({ ...endpoint, headers: bearer('nope') });
      expect(bad.statusCode, `${endpoint.method} ${endpoint.url} (bad token)`).toBe(401);
    }
  });

  describe('clusters', () => {
    it('pages a cluster with an opaque next cursor and honours count', async () => {
      const first = await get<Cluster>('/api/clusters/novelty', doctor);
      expect(first.status).toBe(200);
      expect(first.body.id).toBe('novelty');
      expect(first.body.label).toBe('Novidades');
      expect(first.body.items).toHaveLength(12);
      expect(first.body.next).toEqual(expect.any(String));
      const second = await get<Cluster>(`/api/clusters/novelty?next=${first.body.next}`, doctor);
      const ids = [...first.body.items, ...second.body.items].map((i) => i.id);
      // 15 novelties + the speaker item (the BR doctor has the flag); not mx-only, expired or future.
      expect(second.body.next).toBeNull();
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(
        [...Array.from({ length: 15 }, (_, i) => `nov-${String(i).padStart(2, '0')}`), 'speaker'].sort(),
      );

      const counted = await get<Cluster>('/api/clusters/novelty?count=5', doctor);
      expect(counted.body.items.map((i) => i.id)).toEqual(['nov-00', 'nov-01', 'nov-02', 'nov-03', 'nov-04']);
      const bad = await get('/api/clusters/novelty?next=garbage', doctor);
      expect(bad.status).toBe(400);
      expect((await get('/api/clusters/nonsense', doctor)).status).toBe(400);
    });

    it('filters lists to the country, publication window and speaker flag', async () => {
      const nurseList = await get<Cluster>('/api/clusters/novelty?count=50', nurse);
      const nurseIds = nurseList.body.items.map((i) => i.id);
      expect(nurseIds).not.toContain('speaker');
      expect(nurseIds).not.toContain('mx-only');
      expect(nurseIds).not.toContain('expired');
      expect(nurseIds).not.toContain('future');
      expect(nurseIds).toHaveLength(15);

      const mx = await get<Cluster>('/api/clusters/novelty', doctorMx);
      expect(mx.body.items.map((i) => i.id)).toEqual(['mx-only']);
      expect(mx.body.items[0]?.cfApprovalCode).toBe('MX-APP-1');
      expect(mx.body.label).toBe('Novedades');
    });

    it('builds the home with outdoor and the subclusters, speakertraining only with the flag', async () => {
      const home = await get<ContentHome>('/api/clusters/home', doctor);
      expect(home.status).toBe(200);
      expect(home.body.id).toBe('home');
      expect(home.body.outdoor?.id).toBe('plain');
      expect(home.body.outdoors.map((i) => i.id)).toEqual(['plain']);
      // Removed from the contract (docs/decisions/007-home-without-plus-service-call.md).
      expect(home.body).not.toHaveProperty('plusServiceCall');
      // Spec section 9's subcluster list, in its order.
      expect(home.body.clusters.map((c) => c.id).join(', ')).toBe(
        'top10, novelty, moreyou, explore, unbranded, products, training, speakertraining',
      );
      const speaker = home.body.clusters.find((c) => c.id === 'speakertraining');
      expect(speaker?.items.map((i) => i.id)).toEqual(['speaker']);
      const products = home.body.clusters.find((c) => c.id === 'products');
      expect(products?.items.map((i) => [i.id, i.mainCluster])).toEqual([['prod-a', 'to_product']]);

      const nurseHome = await get<ContentHome>(
        '/api/clusters/home?subclusters=moreyou,speakertraining',
        nurse,
      );
      expect(nurseHome.body.clusters.map((c) => c.id)).toEqual(['moreyou']);
      // The nurse prefers oncology: only the oncology item is "more for you".
      expect(nurseHome.body.clusters[0]?.items.map((i) => i.id)).toEqual(['onco']);
      expect((await get('/api/clusters/speakertraining', nurse)).status).toBe(403);
    });
  });

  describe('content detail', () => {
    it('answers the full item with structure, thumbnails, products and approval code', async () => {
      const { status, body } = await get<ContentItem>('/api/contents/series', doctor);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: 'series',
        mainCluster: 'to_see',
        cfApprovalCode: 'BR-series',
        media: { url: '/media/video/series.mp4', type: 'video', mimeType: 'video/mp4' },
        medicineInsert: 'https://example.com/bula.pdf',
        additionalInformation: '<p>More</p>',
        products: ['prod-a'],
        isSaved: false,
        demo: false,
      });
      expect(body.episodes.map((e) => [e.title, e.duration])).toEqual([['Pilot', 60]]);
      expect(body.episodes[0]?.thumbnail[0]).toMatchObject({ type: 'episode', url: '/media/t/e1.svg' });
      expect(body.lessons.map((l) => l.title)).toEqual(['Lesson 1', 'Lesson 2']);
      expect(body.seasons?.map((s) => [s.title, s.episodes.map((e) => e.title)])).toEqual([
        ['Season 1', ['S1E1', 'S1E2']],
        ['Season 2', ['S2E1']],
      ]);
      expect(body.thumbnail).toEqual([
        {
          id: 'series-cluster-0',
          url: '/media/thumbs/series-cluster.svg',
          expires: null,
          type: 'cluster',
          urlPdf: null,
        },
      ]);
    });

    it('answers 404 for unknown, unpublished in the country and expired items', async () => {
      for (const id of ['nothing-here', 'mx-only', 'expired', 'future']) {
        const response = await get<{ code: string }>(`/api/contents/${id}`, doctor);
        expect(response.status, id).toBe(404);
        expect(response.body.code).toBe('NOT_FOUND');
      }
      expect((await get('/api/contents/mx-only', doctorMx)).status).toBe(200);
    });

    it('answers 403 on a speaker-training item for a user without the flag', async () => {
      expect((await get('/api/contents/speaker', nurse)).status).toBe(403);
      expect((await get('/api/contents/speaker', doctor)).status).toBe(200);
    });

    it('logs the access unless logContentAccess=false', async () => {
      const logged = async () => {
        // The log is written in batches: write what is buffered before reading it.
        await flushAccessLog(app.db);
        return app.db
          .select()
          .from(contentAccessLog)
          .where(and(eq(contentAccessLog.contentId, 'onco'), eq(contentAccessLog.via, 'signed_in')));
      };
      expect(await logged()).toHaveLength(0);
      await get('/api/contents/onco?logContentAccess=false', nurse);
      expect(await logged()).toHaveLength(0);
      await get('/api/contents/onco', nurse);
      const rows = await logged();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ country: 'BR', contentId: 'onco' });
      expect(rows[0]?.userId).toEqual(expect.any(String));
    });

    it('serves a stored script payload inert', async () => {
      const { body } = await get<ContentItem>('/api/contents/xss', doctor);
      const html = `${body.content} ${body.synopsis}`;
      expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|style=|<iframe/i);
      expect(body.content).toContain('<p>Safe <strong>text</strong></p>');
      expect(body.content).toContain('<a href="https://example.com/ok" rel="noopener noreferrer">ok</a>');
      expect(body.synopsis).toBe('bold');
    });
  });

  describe('home cache', () => {
    const homeOf = async (token: string) =>
      (await get<ContentHome>('/api/clusters/home?count=50', token)).body;
    const explore = (home: ContentHome) => home.clusters.find((c) => c.id === 'explore')?.items ?? [];

    it('keeps the saved flags per user and per request', async () => {
      await homeOf(doctor);
      await app.inject({ method: 'POST', url: '/api/contents/plain/save', headers: bearer(doctor) });
      const saved = explore(await homeOf(doctor)).find((i) => i.id === 'plain');
      expect(saved?.isSaved).toBe(true);
      // Same country, other user: the shared part is cached, the flag is not.
      expect(explore(await homeOf(nurse)).find((i) => i.id === 'plain')?.isSaved).toBe(false);
      await app.inject({ method: 'DELETE', url: '/api/contents/plain/save', headers: bearer(doctor) });
      expect(explore(await homeOf(doctor)).find((i) => i.id === 'plain')?.isSaved).toBe(false);
    });

    it('shows a scheduled item and drops an expiring one at their instant, within the cache lifetime', async () => {
      const t0 = new Date();
      setClock(app, t0);
      await addContent(
        app.db,
        contentFixture('soon', {
          clusters: ['explore'],
          publications: [{ country: 'BR', publishedAt: new Date(t0.getTime() + 10_000) }],
        }),
        contentFixture('ending', {
          clusters: ['explore'],
          publications: [
            {
              country: 'BR',
              publishedAt: new Date(t0.getTime() - DAY),
              expiresAt: new Date(t0.getTime() + 20_000),
            },
          ],
        }),
      );
      const before = explore(await homeOf(doctor)).map((i) => i.id);
      expect(before).toContain('ending');
      expect(before).not.toContain('soon');
      setClock(app, new Date(t0.getTime() + 25_000));
      const after = explore(await homeOf(doctor)).map((i) => i.id);
      expect(after).toContain('soon');
      expect(after).not.toContain('ending');
      // Other countries never see them.
      expect(explore(await homeOf(doctorMx)).map((i) => i.id)).not.toContain('soon');
    });
  });

  describe('saved items', () => {
    it('saves, lists with isSaved, and removes', async () => {
      const save = await app.inject({
        method: 'POST',
        url: '/api/contents/plain/save',
        headers: bearer(nurse),
      });
      expect(save.statusCode).toBe(200);
      expect(save.json()).toEqual({ isSaved: true });
      const saved = await get<Cluster>('/api/clusters/saved', nurse);
      expect(saved.body.items.map((i) => [i.id, i.isSaved])).toEqual([['plain', true]]);
      expect((await get<ContentItem>('/api/contents/plain?logContentAccess=false', nurse)).body.isSaved).toBe(
        true,
      );
      // Another user's list stays apart.
      expect((await get<Cluster>('/api/clusters/saved', doctor)).body.items).toEqual([]);

      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/contents/plain/save',
        headers: bearer(nurse),
      });
      expect(removed.json()).toEqual({ isSaved: false });
      expect((await get<Cluster>('/api/clusters/saved', nurse)).body.items).toEqual([]);
    });

    it('cannot save what the user may not read', async () => {
      const speaker = await app.inject({
        method: 'POST',
        url: '/api/contents/speaker/save',
        headers: bearer(nurse),
      });
      expect(speaker.statusCode).toBe(403);
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/contents/nope/save',
        headers: bearer(nurse),
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('products', () => {
    it('answers a product of the country with its items and sanitised description', async () => {
      const { status, body } = await get<Product>('/api/products/prod-a', doctor);
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: 'prod-a', name: 'Xarelto', description: '<p>About</p>' });
      expect(body.contents.map((c) => c.id)).toEqual(['series']);
      expect((await get('/api/products/prod-a', doctorMx)).status).toBe(404);
      expect((await get('/api/products/unknown', doctor)).status).toBe(404);
    });
  });
});
