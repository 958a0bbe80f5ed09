import type { ContentItem } from '@portal/contracts';
import { eq, users } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { addContent, contentFixture, DAY, emptyCatalogue } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { contentStore } from '../../demo-seed.ts';

const DECK = Buffer.from('%PDF-1.4 speaker deck, for invited speakers only');
const LESSON = Buffer.from(Array.from({ length: 500 }, (_, i) => i % 253));
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

// Issue 11, item 4: the speaker-training deck downloaded without a session. Restricted media are now
// served only through the signed links that the content answer gives viewers its rules allow.
describeEachDatabase('restricted media', (ctx) => {
  let app: App;
  let speaker: string;
  let doctorWithoutFlag: string;
  let start: Date;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await seededApp(ctx);
    start = app.clock.now();
    await emptyCatalogue(app.db);
    await app.mediaStore.put('restricted/tests/deck.pdf', DECK);
    await app.mediaStore.put('restricted/tests/lesson.webm', LESSON);
    await app.mediaStore.put('tests/thumb.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const since = new Date(start.getTime() - DAY);
    await addContent(
      app.db,
      contentFixture('deck-item', {
        mainCluster: 'to_training',
        isSpeakerTraining: true,
        speakerTrainingSlideDeck: '/media/restricted/tests/deck.pdf',
        lessons: [
          {
            title: 'Lesson 1',
            media: { url: '/media/restricted/tests/lesson.webm', type: 'video', mimeType: 'video/webm' },
          },
        ],
        thumbnails: [{ type: 'cluster', url: '/media/tests/thumb.svg' }],
        publications: [
          { country: 'BR', publishedAt: since },
          { country: 'MX', publishedAt: since },
        ],
      }),
    );
    speaker = await signIn(app, 'doctor.br@example.com');
    // A physician (CRM) without canAcessSpeakTraining, in a country where the item is published too.
    doctorWithoutFlag = await signIn(app, 'doctor.mx@example.com');
  });

  const speakerItem = async () => {
    const response = await get('/api/contents/deck-item', bearer(speaker));
    expect(response.statusCode).toBe(200);
    return response.json() as ContentItem;
  };

  it('refuses the deck to an anonymous visitor and to a signed-in doctor without the speaker flag', async () => {
    expect((await get('/media/restricted/tests/deck.pdf')).statusCode).toBe(403);
    expect((await get('/media/restricted/tests/deck.pdf', bearer(doctorWithoutFlag))).statusCode).toBe(403);
    // The content rules give the doctor without the flag no item, so no signed link either.
    const detail = await get('/api/contents/deck-item', bearer(doctorWithoutFlag));
    expect(detail.statusCode).toBe(403);
    expect(detail.body).not.toContain('sig=');
  });

  it('gives the invited speaker signed links that download, privately cached, with ranges', async () => {
    const item = await speakerItem();
    expect(item.speakerTrainingSlideDeck).toMatch(
      /^\/media\/restricted\/tests\/deck\.pdf\?expires=\d+&sub=[\w-]+&sig=[\w-]+$/,
    );
    const deck = await get(String(item.speakerTrainingSlideDeck));
    expect(deck.statusCode).toBe(200);
    expect(deck.rawPayload.equals(DECK)).toBe(true);
    expect(deck.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(deck.headers['content-type']).toBe('application/pdf');

    const lessonUrl = String(item.lessons[0]?.media?.url);
    expect(lessonUrl).toContain('sig=');
    const part = await get(lessonUrl, { range: 'bytes=100-149' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(LESSON.subarray(100, 150))).toBe(true);

    // Public media stay public and publicly cached; their URLs are not signed.
    expect(item.thumbnail[0]?.url).toBe('/media/tests/thumb.svg');
    const thumb = await get('/media/tests/thumb.svg');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses a link that was altered: another file, another viewer, another expiry or no signature', async () => {
    const deckUrl = new URL(String((await speakerItem()).speakerTrainingSlideDeck), 'http://portal');
    const withParam = (name: string, value: string) => {
      const copy = new URL(deckUrl);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    expect((await get(`/media/restricted/tests/lesson.webm${deckUrl.search}`)).statusCode).toBe(403);
    expect((await get(withParam('sub', 'someone-else'))).statusCode).toBe(403);
    const later = String(Number(deckUrl.searchParams.get('expires')) + 3600);
    expect((await get(withParam('expires', later))).statusCode).toBe(403);
    expect((await get(withParam('sig', 'x'.repeat(43)))).statusCode).toBe(403);
    expect((await get(`${deckUrl.pathname}?expires=${deckUrl.searchParams.get('expires')}`)).statusCode).toBe(
      403,
    );
  });

  it('refuses an expired link: a lesson after hours, the slide deck after minutes', async () => {
    const item = await speakerItem();
    const deckUrl = String(item.speakerTrainingSlideDeck);
    const lessonUrl = String(item.lessons[0]?.media?.url);
    setClock(app, new Date(start.getTime() + 9 * MINUTE));
    expect((await get(deckUrl)).statusCode).toBe(200);
    setClock(app, new Date(start.getTime() + 12 * MINUTE));
    const expired = await get(deckUrl);
    expect(expired.statusCode).toBe(403);
    expect(expired.rawPayload.equals(DECK)).toBe(false);
    setClock(app, new Date(start.getTime() + HOUR));
    expect((await get(lessonUrl)).statusCode).toBe(200);
    setClock(app, new Date(start.getTime() + 3 * HOUR));
    expect((await get(lessonUrl)).statusCode).toBe(403);
    setClock(app, start);
  });

  it("carries an opaque viewer reference, never the user's id", async () => {
    const me = await get('/api/users/me', bearer(speaker));
    const userId = String((me.json() as { id?: string; UID?: string }).id ?? '');
    const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
    const item = await speakerItem();
    for (const url of [String(item.speakerTrainingSlideDeck), String(item.lessons[0]?.media?.url)]) {
      expect(url).not.toContain(doctor?.id ?? '?');
      if (userId) expect(url).not.toContain(userId);
      expect(new URL(url, 'http://portal').searchParams.get('sub')).toMatch(/^[\w-]{22}$/);
    }
    // The same viewer keeps one reference, so the browser's private cache can reuse the link.
    expect(new URL(String((await speakerItem()).speakerTrainingSlideDeck), 'http://portal').search).toBe(
      new URL(String(item.speakerTrainingSlideDeck), 'http://portal').search,
    );
  });

  it('keeps speaker-training files out of public media when content is written', async () => {
    await expect(
      contentStore.insertContentItem(
        app.db,
        contentFixture('leaky', {
          isSpeakerTraining: true,
          speakerTrainingSlideDeck: '/media/demo/deck.pdf',
        }),
      ),
    ).rejects.toThrow(/must be under \/media\/restricted\//);
  });
});
