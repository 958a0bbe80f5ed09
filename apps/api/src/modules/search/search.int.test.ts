import type { SearchResponse } from '@portal/contracts';
import type { ContentInput } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { contentStore } from '../../demo-seed.ts';
import { catalogueChanged } from '../content/service.ts';

const DAY = 86_400_000;
const SECOND = 1_000;
const past = (days: number) => new Date(Date.now() - days * DAY);

function item(id: string, fields: Partial<ContentInput> & { title: string }): ContentInput {
  return {
    id,
    mainCluster: 'to_read',
    language: 'pt',
    publications: [{ country: 'BR', publishedAt: past(2) }],
    ...fields,
  };
}

const ITEMS: ContentInput[] = [
  item('heart-failure', {
    title: 'Insuficiência cardíaca na prática',
    synopsis: '<p>Tratamento do paciente cardíaco</p>',
    content: '<p>Os quatro pilares do tratamento.</p>',
    publishDate: past(5),
  }),
  item('cardio-update', {
    title: 'Atualização em cardiologia clínica',
    content: '<p>Novidades do congresso.</p>',
  }),
  item('anticoag', { title: 'Anticoagulantes orais no idoso', content: '<p>Escolha da dose.</p>' }),
  item('ph-title', {
    title: 'Hipertensão pulmonar',
    content: '<p>Quando suspeitar.</p>',
    publishDate: past(30),
  }),
  item('ph-body', {
    title: 'Dispneia sem explicação',
    content: '<p>Pense em hipertensão pulmonar diante de dispneia.</p>',
    publishDate: past(1),
  }),
  item('retina-xss', {
    title: 'Retina <img src=x onerror=alert(1)> & mácula',
    content: '<p>Exame da retina &amp; <strong>mácula</strong><script>alert(1)</script></p>',
  }),
  item('expired-heart', {
    title: 'Coração cardíaco expirado',
    publications: [{ country: 'BR', publishedAt: past(10), expiresAt: past(1) }],
  }),
  item('future-heart', {
    title: 'Coração cardíaco futuro',
    publications: [{ country: 'BR', publishedAt: new Date(Date.now() + 10 * DAY) }],
  }),
  item('speaker-br', {
    title: 'Treinamento de palestrantes',
    isSpeakerTraining: true,
    mainCluster: 'to_training',
  }),
  item('mx-heart', {
    title: 'Insuficiencia cardíaca en México',
    language: 'es',
    synopsis: '<p>Tratamientos actuales</p>',
    publications: [{ country: 'MX', publishedAt: past(2) }],
  }),
  item('lipids', {
    title: 'Manejo das dislipidemias',
    content: '<p>Metas de LDL por risco.</p>',
    specialties: ['cardiology'],
  }),
  item('embolism', {
    title: 'Tromboembolismo venoso',
    content: `<h2>Quadro clínico</h2><p>${'Texto de abertura sem o termo. '.repeat(12)}A embolia pulmonar aguda pede anticoagulação imediata. ${'Texto de fecho sem o termo. '.repeat(12)}</p>`,
  }),
  item('embolism-short', {
    title: 'Nota breve',
    content: '<h3>Resumo clínico</h3><p>Embolia gordurosa após fratura.</p>',
  }),
  item('series', {
    title: 'Série de casos clínicos',
    mainCluster: 'to_watch',
    episodes: [
      { title: 'Episódio sobre sarcoidose cardíaca' },
      { title: 'Episódio dois', synopsis: 'Amiloidose transtirretina em debate' },
    ],
  }),
  item('course', {
    title: 'Curso de imagem',
    mainCluster: 'to_training',
    lessons: [{ title: 'Aula de ecocardiografia transesofágica' }],
  }),
  item('unpublished-series', {
    title: 'Série não publicada',
    publications: [{ country: 'BR', publishedAt: new Date(Date.now() + 10 * DAY) }],
    episodes: [{ title: 'Episódio sobre sarcoidose pulmonar' }],
  }),
  item('mx-series', {
    title: 'Serie mexicana',
    language: 'es',
    publications: [{ country: 'MX', publishedAt: past(2) }],
    episodes: [{ title: 'Episodio sobre sarcoidosis' }],
  }),
  ...Array.from({ length: 15 }, (_, i) =>
    item(`pneumo-${i + 1}`, { title: `Pneumologia módulo ${i + 1}`, publishDate: past(i + 1) }),
  ),
];

type Hits = SearchResponse;

describeEachDatabase('GET /api/search', (ctx) => {
  let app: App;
  let doctor: string;
  let nurse: string;
  let mexican: string;

  beforeAll(async () => {
    app = await seededApp(ctx);
    await contentStore.insertContentItems(app.db, ITEMS);
    [doctor, nurse, mexican] = await Promise.all([
      signIn(app, 'doctor.br@example.com'),
      signIn(app, 'nurse.br@example.com'),
      signIn(app, 'doctor.mx@example.com'),
    ]);
  });

  async function search(token: string, q: string, from?: number): Promise<Hits> {
    const query = new URLSearchParams({ q, ...(from === undefined ? {} : { from: String(from) }) });
    const response = await app.inject({ url: `/api/search?${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Hits;
  }
  const ids = (hits: Hits) => hits.items.map((h) => h.id);

  it('answers 401 without a session and 400 without a query', async () => {
    expect((await app.inject({ url: '/api/search?q=cardiaco' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/search?q=', headers: bearer(doctor) })).statusCode).toBe(400);
  });

  it('ignores accents and case', async () => {
    expect(ids(await search(doctor, 'cardiaco'))).toContain('heart-failure');
    expect(ids(await search(doctor, 'INSUFICIENCIA CARDIACA'))).toEqual(['heart-failure']);
    expect(ids(await search(doctor, 'Insuficiência Cardíaca'))).toEqual(['heart-failure']);
  });

  it('stems Portuguese and Spanish words', async () => {
    expect(ids(await search(doctor, 'anticoagulante oral'))).toEqual(['anticoag']);
    expect(ids(await search(mexican, 'tratamiento'))).toEqual(['mx-heart']);
  });

  it('finds a title despite a typo, with the similar word marked', async () => {
    const hits = await search(doctor, 'cardiologai');
    expect(ids(hits)[0]).toBe('cardio-update');
    expect(hits.items[0]?.highlight.title).toBe('Atualização em <mark>cardiologia</mark> clínica');
  });

  it('offers "did you mean" for a query without results but a close title word', async () => {
    const typo = await search(doctor, 'antcoaglants');
    expect(typo).toMatchObject({ total: 0, suggestion: 'anticoagulantes' });
    expect(ids(await search(doctor, typo.suggestion ?? ''))).toEqual(['anticoag']);
    // Nothing close: no suggestion; results: no suggestion either.
    expect((await search(doctor, 'xylofone quartzo')).suggestion).toBeNull();
    expect((await search(doctor, 'cardiaco')).suggestion).toBeNull();
    // A close word for each typo, but the corrected query (every word required) still finds nothing.
    expect(await search(doctor, 'antcoaglants xylofone')).toMatchObject({ total: 0, suggestion: null });
  });

  it('finds an episode or lesson by a word only in its title or synopsis, with its parent', async () => {
    const byTitle = await search(doctor, 'sarcoidose');
    expect(byTitle.items).toEqual([]);
    expect(byTitle.parts.map((p) => [p.id, p.kind, p.parent.id])).toEqual([
      ['series-e1', 'episode', 'series'],
    ]);
    expect(byTitle.parts[0]?.highlight.title).toBe('Episódio sobre <mark>sarcoidose</mark> cardíaca');
    expect(byTitle.suggestion).toBeNull();
    const bySynopsis = await search(doctor, 'amiloidose');
    expect(bySynopsis.parts.map((p) => p.id)).toEqual(['series-e2']);
    const lesson = await search(doctor, 'transesofágica');
    expect(lesson.parts.map((p) => [p.id, p.kind, p.parent.id])).toEqual([['course-l1', 'lesson', 'course']]);
    // The parts show with the first page only.
    expect((await search(doctor, 'sarcoidose', 12)).parts).toEqual([]);
  });

  it('never finds a part of an unpublished or other-country item', async () => {
    const br = await search(doctor, 'sarcoidose');
    expect(br.parts.map((p) => p.parent.id)).not.toContain('unpublished-series');
    expect(br.parts.map((p) => p.parent.id)).not.toContain('mx-series');
    expect((await search(mexican, 'sarcoidosis')).parts.map((p) => p.id)).toEqual(['mx-series-e1']);
  });

  it('ranks title matches above body matches', async () => {
    expect(ids(await search(doctor, 'hipertensão pulmonar'))).toEqual(['ph-title', 'ph-body']);
  });

  it('paginates with from and next', async () => {
    const first = await search(doctor, 'pneumologia');
    expect(first).toMatchObject({ total: 15, from: 0, next: 12 });
    expect(first.items).toHaveLength(12);
    const second = await search(doctor, 'pneumologia', 12);
    expect(second).toMatchObject({ total: 15, from: 12, next: null });
    expect(second.items).toHaveLength(3);
    const all = [...ids(first), ...ids(second)];
    expect(new Set(all).size).toBe(15);
    expect(all[0]).toBe('pneumo-1'); // equal rank: newest first
    // Past the end: nothing, but still the total (counted apart).
    expect(await search(doctor, 'pneumologia', 30)).toMatchObject({ items: [], total: 15 });
  });

  it('serves only items live in the user’s country', async () => {
    const br = ids(await search(doctor, 'cardiaca'));
    expect(br).toContain('heart-failure');
    expect(br).not.toContain('mx-heart');
    expect(br).not.toContain('expired-heart');
    expect(br).not.toContain('future-heart');
    expect(ids(await search(mexican, 'cardiaca'))).toEqual(['mx-heart']);
  });

  it('hides speaker training from users without the flag', async () => {
    expect(ids(await search(doctor, 'palestrantes'))).toEqual(['speaker-br']);
    expect(ids(await search(nurse, 'palestrantes'))).toEqual([]);
  });

  it('highlights with <mark> only and escapes everything else', async () => {
    const hits = await search(doctor, 'retina mácula');
    expect(ids(hits)).toEqual(['retina-xss']);
    const { title, snippet } = hits.items[0]?.highlight ?? { title: '', snippet: '' };
    expect(title).toContain('<mark>Retina</mark>');
    // The title is plain text: its markup-looking part is shown, escaped, never parsed.
    expect(title).toContain('&lt;img src=x onerror=alert(1)&gt; &amp;');
    expect(snippet).toContain('<mark>retina</mark>');
    expect(snippet).toContain('<mark>mácula</mark>');
    for (const html of [title, snippet]) {
      expect(html.match(/<[^>]*>/g)?.every((tag) => tag === '<mark>' || tag === '</mark>')).toBe(true);
      expect(html).not.toMatch(/<script|<img|<strong/i);
    }
  });

  it('finds the items of a specialty the query names, after the items whose text says it', async () => {
    expect(ids(await search(doctor, 'cardiologia')).slice(0, 2)).toEqual(['cardio-update', 'lipids']);
    // Only a whole specialty name counts: a typo stays a title match.
    expect(ids(await search(doctor, 'cardiologai'))).not.toContain('lipids');
  });

  it('cuts snippets at words with an ellipsis, and never runs a heading into them', async () => {
    const [long] = (await search(doctor, 'embolia')).items.filter((hit) => hit.id === 'embolism');
    const snippet = long?.highlight.snippet ?? '';
    expect(snippet).toMatch(/^… .*<mark>embolia<\/mark> pulmonar.* …$/);
    expect(snippet).not.toContain('Quadro clínico');
    const [short] = (await search(doctor, 'embolia')).items.filter((hit) => hit.id === 'embolism-short');
    // The whole text shows (ts_headline leaves out the final full stop): no ellipsis.
    expect(short?.highlight.snippet).toBe('<mark>Embolia</mark> gordurosa após fratura');
  });

  // What a query finds is cached per country and audience (a crowd searching a campaign's term); these
  // show that the cache never serves one user's flags to another nor outlives a catalogue change.
  it('keeps the saved flag the user’s own on a search another user made first', async () => {
    expect((await search(nurse, 'anticoagulantes')).items[0]).toMatchObject({
      id: 'anticoag',
      isSaved: false,
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/contents/anticoag/save',
      headers: bearer(doctor),
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect((await search(doctor, 'anticoagulantes')).items[0]).toMatchObject({
      id: 'anticoag',
      isSaved: true,
    });
    expect((await search(nurse, 'anticoagulantes')).items[0]).toMatchObject({
      id: 'anticoag',
      isSaved: false,
    });
  });

  it('finds an item published after the same search was answered, once the catalogue changes', async () => {
    expect((await search(doctor, 'ecografia')).total).toBe(0);
    await contentStore.insertContentItems(app.db, [
      item('ultrasound', { title: 'Ecografia pulmonar à beira do leito' }),
    ]);
    // What the console's publishing (and every process's `portal_catalogue` listener) calls.
    catalogueChanged(app.db);
    expect(ids(await search(doctor, 'ecografia'))).toEqual(['ultrasound']);
  });

  it('suggests a word of an item published after the vocabulary was read, once the catalogue changes', async () => {
    // Reads (and caches) the audience's title words: nothing close to this typo yet.
    expect((await search(doctor, 'esprmtria')).suggestion).toBeNull();
    await contentStore.insertContentItems(app.db, [item('spirometry', { title: 'Espirometria na asma' })]);
    catalogueChanged(app.db);
    expect(await search(doctor, 'esprmtria')).toMatchObject({ total: 0, suggestion: 'espirometria' });
  });

  it('drops an item from a cached search at its expiry', async () => {
    const now = new Date();
    await contentStore.insertContentItems(app.db, [
      item('leaving', {
        title: 'Broncoscopia flexível',
        publications: [
          { country: 'BR', publishedAt: past(2), expiresAt: new Date(now.getTime() + 10 * SECOND) },
        ],
      }),
    ]);
    catalogueChanged(app.db);
    try {
      setClock(app, now);
      expect(ids(await search(doctor, 'broncoscopia'))).toEqual(['leaving']);
      // Past the item's expiry, within the cache's 30 s: the entry ends at the country's next expiry.
      setClock(app, new Date(now.getTime() + 15 * SECOND));
      // The total too: the hits' summaries alone would already hide the item.
      expect(await search(doctor, 'broncoscopia')).toMatchObject({ total: 0, items: [] });
    } finally {
      app.clock.now = () => new Date();
    }
  });

  it('returns content summaries with their fields', async () => {
    const [hit] = (await search(doctor, 'insuficiencia')).items;
    expect(hit).toMatchObject({
      id: 'heart-failure',
      mainCluster: 'to_read',
      language: 'pt',
      isSaved: false,
    });
  });
});
