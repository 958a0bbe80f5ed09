// Every content field of the spec from the console, on both databases: an editor drafts an item with its
// cluster, media kind, participant, medicine insert, additional information, products, episodes (in a
// season and loose) and lessons; a reviewer approves it; once published, a Brazilian doctor's content API
// returns what was authored. Bad input is a 400 naming the field; script in the HTML never reaches him.
import type { AdminContent, AuditList, ContentItem, ContentProductOptions } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { contentStore } from '../../demo-seed.ts';

const BR_PRODUCT = 'cardiozen-br';
const ES_PRODUCT = 'cardiozen-mx';

const draft = {
  title: 'Série de insuficiência cardíaca',
  synopsis: '<p>Uma série</p>',
  body: null,
  duration: 1800,
  language: 'pt',
  specialties: ['cardiology'],
  mediaUrl: null,
  thumbnailUrl: '/media/console/main.png',
  countries: ['BR'],
  mainCluster: 'to_listen',
  mediaKind: 'audio',
  participant: 'Dra. Ana Ribeiro',
  medicineInsert: '/media/console/bula.pdf',
  additionalInformation: '<p>Referências</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  products: [BR_PRODUCT],
  seasons: [
    {
      title: 'Temporada 1',
      episodes: [{ title: 'Diagnóstico', mediaUrl: '/media/console/e1.mp3', duration: 600 }],
    },
  ],
  episodes: [
    {
      title: 'Extra: perguntas',
      synopsis: 'Respostas',
      mediaUrl: '/media/console/e2.mp3',
      thumbnailUrl: '/media/console/e2.png',
    },
  ],
  lessons: [{ title: 'Aula 1', mediaUrl: '/media/console/a1.mp3', duration: 900 }],
};

describeEachDatabase('content fields from the console', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callAs(() => app, tokens);

  beforeAll(async () => {
    app = await seededApp(ctx);
    await contentStore.upsertProduct(app.db, { id: BR_PRODUCT, name: 'Cardiozen', countries: ['BR'] });
    await contentStore.upsertProduct(app.db, { id: ES_PRODUCT, name: 'Cardiozen', countries: ['MX'] });
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    tokens.editor = await staffSignIn(app, 'editor@example.com');
    tokens.reviewer = await staffSignIn(app, 'reviewer@example.com');
    tokens.admin = await staffSignIn(app, 'admin@example.com');
    tokens.doctor = await signIn(app, 'doctor.br@example.com');
  });

  async function publish(id: string) {
    expect((await call('POST', `/api/admin/content/${id}/submit`, 'editor')).statusCode).toBe(200);
    const approved = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
      decision: 'approve',
      approvalCode: 'PP-BR-0077',
      expiresAt: '2026-09-01T00:00:00Z',
    });
    expect(approved.statusCode).toBe(200);
    const published = await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'BR' });
    expect(published.statusCode).toBe(200);
  }

  const read = async (id: string) => {
    const response = await call('GET', `/api/contents/${id}?logContentAccess=false`, 'doctor');
    expect(response.statusCode).toBe(200);
    return response.json() as ContentItem;
  };

  it('lists the products of the member’s countries to pick from', async () => {
    const response = await call('GET', '/api/admin/content-products', 'editor');
    expect(response.statusCode).toBe(200);
    const { products } = response.json() as ContentProductOptions;
    expect(products.find((p) => p.id === BR_PRODUCT)?.countries).toContain('BR');
    expect((await call('GET', '/api/admin/content-products', 'doctor')).statusCode).toBe(401);
  });

  it('publishes every authored field to the physician’s content page', async () => {
    const created = await call('POST', '/api/admin/content', 'editor', draft);
    expect(created.statusCode).toBe(201);
    const { latest } = created.json() as AdminContent;
    expect(latest.mainCluster).toBe('to_listen');
    expect(latest.products).toEqual([BR_PRODUCT]);
    // Every part got a key the next edit sends back.
    expect(latest.seasons[0]?.key).toMatch(/^[a-z0-9]{4,16}$/);
    expect(latest.episodes[0]?.synopsis).toBe('Respostas');
    const id = latest.contentId;
    // The trail records the new fields like the others.
    const trail = (await call('GET', `/api/admin/audit?entityId=${id}`, 'admin')).json() as AuditList;
    const creation = trail.entries.find((e) => e.action === 'content.create');
    expect(creation?.changes.products?.after).toEqual([BR_PRODUCT]);
    expect(creation?.changes.medicineInsert?.after).toBe('/media/console/bula.pdf');
    const preview = await call('GET', `/api/admin/content/${id}/preview?country=BR`, 'editor');
    expect(preview.json()).toMatchObject({
      additionalInformationHtml: expect.stringContaining('Referências'),
    });
    expect(preview.body).not.toMatch(/script|onerror/);
    await publish(id);

    const item = await read(id);
    expect(item.mainCluster).toBe('to_listen');
    expect(item.participant).toBe('Dra. Ana Ribeiro');
    expect(item.medicineInsert).toBe('/media/console/bula.pdf');
    expect(item.additionalInformation).toContain('Referências');
    expect(item.additionalInformation).not.toMatch(/script|onerror/);
    expect(item.products).toEqual([BR_PRODUCT]);
    expect(item.seasons?.map((s) => [s.title, s.episodes.map((e) => e.title)])).toEqual([
      ['Temporada 1', ['Diagnóstico']],
    ]);
    expect(item.episodes.map((e) => [e.title, e.synopsis])).toEqual([['Extra: perguntas', 'Respostas']]);
    expect(item.episodes[0]?.media).toMatchObject({ type: 'audio', mimeType: 'audio/mpeg' });
    expect(item.episodes[0]?.thumbnail.map((t) => t.type).sort()).toEqual(['episode', 'video']);
    expect(item.lessons.map((l) => [l.title, l.duration])).toEqual([['Aula 1', 900]]);
  });

  it('republishes the structure in its new order, keeping the parts that stay', async () => {
    const created = await call('POST', '/api/admin/content', 'editor', { ...draft, seasons: [] });
    const first = (created.json() as AdminContent).latest;
    await publish(first.contentId);
    const before = await read(first.contentId);

    const next = {
      ...draft,
      seasons: [],
      products: [],
      episodes: [{ title: 'Novo episódio' }],
      lessons: [{ title: 'Aula 0' }, ...first.lessons],
    };
    const edited = await call('PUT', `/api/admin/content/${first.contentId}`, 'editor', next);
    expect(edited.statusCode).toBe(200);
    await publish(first.contentId);
    const after = await read(first.contentId);
    expect(after.episodes.map((e) => e.title)).toEqual(['Novo episódio']);
    expect(after.lessons.map((l) => l.title)).toEqual(['Aula 0', 'Aula 1']);
    expect(after.lessons[1]?.id).toBe(before.lessons[0]?.id);
    expect(after.products).toEqual([]);
    expect(after.seasons).toBeUndefined();
  });

  describe('refuses', () => {
    const fieldsOf = async (payload: object) => {
      const response = await call('POST', '/api/admin/content', 'editor', payload);
      expect(response.statusCode).toBe(400);
      return (response.json() as { errors?: { path: string }[] }).errors?.map((e) => e.path) ?? [];
    };

    it('an unknown product, or one not shown in a country of the item', async () => {
      expect(await fieldsOf({ ...draft, products: ['no-such-product'] })).toEqual(['products.0']);
      expect(await fieldsOf({ ...draft, products: [BR_PRODUCT, ES_PRODUCT] })).toEqual(['products.1']);
    });

    it('a media kind the cluster contradicts, a bad medicine insert, an episode without title', async () => {
      expect(await fieldsOf({ ...draft, mediaKind: 'video' })).toContain('mediaKind');
      expect(await fieldsOf({ ...draft, medicineInsert: 'javascript:alert(1)' })).toContain('medicineInsert');
      expect(await fieldsOf({ ...draft, episodes: [{ title: '' }] })).toContain('episodes.0.title');
      expect(await fieldsOf({ ...draft, mainCluster: 'to_home' })).toContain('mainCluster');
    });
  });
});
