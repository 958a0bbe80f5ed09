// Captions and transcripts of learning media (issue 35, WCAG 2.2 1.2.1 and 1.2.2) on both databases: a
// WebVTT upload is validated (signature line, cue timings, text) and refused with 415/400/413 and its
// reason; an accepted file is stored beside its media and served as text/vtt; the content API lists the
// tracks and transcripts with the media of the item and of its lessons; the console lists published
// items whose media have no captions; only editors write.
import type { CaptionsMissing, ContentItem, MediaText } from '@portal/contracts';
import { beforeAll, expect, it } from 'vitest';
import { addStaffMember, MX_ADMIN, staffSignIn } from '#test/console.ts';
import { addContent, contentFixture } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import { FILES } from '#test/upload-samples.ts';
import type { App } from '../../app.ts';

const VIDEO = '/media/tests/captions/lecture.webm';
const LESSON_VIDEO = '/media/tests/captions/lesson.webm';
const GOOD =
  'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nBem-vindo à aula de cardiologia.\n\n00:02.500 --> 00:05.000 align:start\nRisco cardiovascular\n';

describeEachDatabase('captions and transcripts of media', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};

  const uploadVtt = (body: string | Buffer, query: string, who = 'editor') =>
    app.inject({
      method: 'PUT',
      url: `/api/admin/media/captions?${query}`,
      headers: { ...bearer(tokens[who] ?? who), 'content-type': 'text/vtt' },
      payload: body,
    });
  const forVideo = (language = 'pt-BR', media = VIDEO) =>
    `media=${encodeURIComponent(media)}&language=${language}`;

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date());
    await app.mediaStore.put(VIDEO.slice('/media/'.length), FILES.webm);
    await app.mediaStore.put(LESSON_VIDEO.slice('/media/'.length), FILES.webm);
    const media = (url: string) => ({ url, type: 'video' as const, mimeType: 'video/webm' });
    await addContent(
      app.db,
      contentFixture('cap-course', {
        mainCluster: 'to_training',
        media: media(VIDEO),
        lessons: [{ id: 'cap-lesson-1', title: 'Aula 1', media: media(LESSON_VIDEO) }],
      }),
    );
    tokens.editor = await staffSignIn(app, 'editor@example.com');
    tokens.reviewer = await staffSignIn(app, 'reviewer@example.com');
    await addStaffMember(app, { ...MX_ADMIN, email: 'editor.mx@example.com', roles: ['editor'] });
    tokens.editorMx = await staffSignIn(app, 'editor.mx@example.com', MX_ADMIN.totpSecret);
    tokens.doctor = await signIn(app, 'doctor.br@example.com');
  });

  it('lists the published item whose media have no captions, until each has a track', async () => {
    const missing = async () =>
      (
        (
          await app.inject({
            url: '/api/admin/media/captions-missing',
            headers: bearer(tokens.reviewer ?? ''),
          })
        ).json() as CaptionsMissing
      ).items.find((item) => item.contentId === 'cap-course')?.mediaUrls ?? [];
    expect(await missing()).toEqual([LESSON_VIDEO, VIDEO].sort());
    expect((await uploadVtt(GOOD, forVideo('es', LESSON_VIDEO))).statusCode).toBe(200);
    expect(await missing()).toEqual([VIDEO]);
  });

  it('stores a valid WebVTT file beside its media, served as text/vtt, and lists it with the media', async () => {
    const answer = await uploadVtt(GOOD, forVideo());
    expect(answer.statusCode).toBe(200);
    const track = (answer.json() as MediaText).tracks.find((t) => t.language === 'pt-BR');
    expect(track?.captionsUrl).toMatch(/^\/media\/tests\/captions\/captions\/[0-9a-f]{16}\.pt-BR\.vtt$/);
    const served = await app.inject({ url: track?.captionsUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('text/vtt');
    expect(served.body).toBe(GOOD);

    const transcript = 'Bem-vindo à aula de cardiologia. Risco cardiovascular.';
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/media/transcript',
      headers: bearer(tokens.editor ?? ''),
      payload: { media: VIDEO, language: 'pt-BR', transcript },
    });
    expect(saved.statusCode).toBe(200);

    const item = (
      await app.inject({ url: '/api/contents/cap-course', headers: bearer(tokens.doctor ?? '') })
    ).json() as ContentItem;
    expect(item.media?.captions).toEqual([{ language: 'pt-BR', url: track?.captionsUrl }]);
    expect(item.media?.transcripts).toEqual([{ language: 'pt-BR', text: transcript }]);
    expect(item.lessons[0]?.media?.captions.map((c) => c.language)).toEqual(['es']);
  });

  it('refuses what is not WebVTT with 415, broken cues with 400 and the reason, and oversized files', async () => {
    const refused = async (body: string | Buffer, status: number, reason?: RegExp) => {
      const response = await uploadVtt(body, forVideo('es'));
      expect(response.statusCode, String(body).slice(0, 40)).toBe(status);
      if (reason) expect(JSON.stringify(response.json())).toMatch(reason);
    };
    await refused('1\n00:00:00.000 --> 00:00:01.000\nSem cabeçalho\n', 415, /WEBVTT/);
    await refused('WEBVTTX\n\n00:00.000 --> 00:01.000\nx\n', 415, /WEBVTT/);
    await refused(Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe, 0x00]), 415, /UTF-8/);
    await refused('WEBVTT\n\n00:00:00,000 --> 00:00:01,000\nvírgula\n', 400, /Line 3.*hh:mm:ss\.ttt/);
    await refused('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nao contrário\n', 400, /Line 3.*end after/);
    await refused('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n', 400, /Line 4.*text/);
    await refused('WEBVTT\n\nNOTE só uma nota\n', 400, /no cue/);
    await refused(`WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${'x'.repeat(1024 * 1024)}\n`, 413);
    // Nothing was stored for Spanish.
    const text = (
      await app.inject({
        url: `/api/admin/media/captions?media=${encodeURIComponent(VIDEO)}`,
        headers: bearer(tokens.editor ?? ''),
      })
    ).json() as MediaText;
    expect(text.tracks.map((t) => t.language)).toEqual(['pt-BR']);
  });

  it('refuses an unknown language or media file with 400, and writers other than editors', async () => {
    expect((await uploadVtt(GOOD, forVideo('fr'))).statusCode).toBe(400);
    expect((await uploadVtt(GOOD, forVideo('es', '/media/tests/none.webm'))).statusCode).toBe(400);
    expect((await uploadVtt(GOOD, forVideo('es', '/media/../secret.webm'))).statusCode).toBe(400);
    expect((await uploadVtt(GOOD, forVideo(), 'reviewer')).statusCode).toBe(403);
    expect((await uploadVtt(GOOD, forVideo(), 'doctor')).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: `/api/admin/media/captions?${forVideo()}` })).statusCode,
    ).toBe(401);
  });
});
