// The 8 thumbnail types of the spec from the console, on both databases: an editor gives some types their
// own image, the rest take the main thumbnail; a bad path is a 400 with the field named; the published
// item carries one thumbnail per type to the physician's content detail, and its outdoor (hero) card
// shows the preview's.
import type { AdminContent, ContentItem } from '@portal/contracts';
import { THUMBNAIL_TYPES } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { callAs, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const draft = {
  title: 'Miniaturas por formato',
  synopsis: null,
  body: null,
  duration: 120,
  language: 'pt',
  specialties: ['cardiology'],
  mediaUrl: null,
  thumbnailUrl: '/media/console/main.png',
  thumbnailVariants: { top10: '/media/console/top10.png', preview: '/media/console/preview.png' },
  countries: ['BR'],
};

describeEachDatabase('content thumbnails per type', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callAs(() => app, tokens);

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    tokens.editor = await staffSignIn(app, 'editor@example.com');
    tokens.reviewer = await staffSignIn(app, 'reviewer@example.com');
    tokens.doctor = await signIn(app, 'doctor.br@example.com');
  });

  it('refuses a variant that is not a media path or an https address, naming the field', async () => {
    const response = await call('POST', '/api/admin/content', 'editor', {
      ...draft,
      thumbnailVariants: { top10: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('thumbnailVariants');
    const unknownType = await call('POST', '/api/admin/content', 'editor', {
      ...draft,
      thumbnailVariants: { poster: '/media/console/x.png' },
    });
    expect(unknownType.statusCode).toBe(400);
  });

  it('publishes one thumbnail per type: the given ones, and the main image for the others', async () => {
    const created = await call('POST', '/api/admin/content', 'editor', draft);
    expect(created.statusCode).toBe(201);
    const { latest } = created.json() as AdminContent;
    expect(latest.thumbnailVariants).toEqual(draft.thumbnailVariants);
    const id = latest.contentId;
    expect((await call('POST', `/api/admin/content/${id}/submit`, 'editor')).statusCode).toBe(200);
    const approved = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
      decision: 'approve',
      approvalCode: 'PP-BR-0042',
      expiresAt: '2026-09-01T00:00:00Z',
    });
    expect(approved.statusCode).toBe(200);
    expect(
      (await call('POST', `/api/admin/content/${id}/publish`, 'editor', { country: 'BR' })).statusCode,
    ).toBe(200);

    const detail = await call('GET', `/api/contents/${id}?logContentAccess=false`, 'doctor');
    expect(detail.statusCode).toBe(200);
    const thumbnails = (detail.json() as ContentItem).thumbnail;
    const byType = Object.fromEntries(thumbnails.map((t) => [t.type, t.url]));
    expect(Object.keys(byType).sort()).toEqual([...THUMBNAIL_TYPES].sort());
    expect(byType.top10).toContain('/media/console/top10.png');
    expect(byType.preview).toContain('/media/console/preview.png');
    for (const type of ['cluster', 'episode', 'outdoor', 'podcast', 'seeLater', 'video'])
      expect(byType[type]).toContain('/media/console/main.png');
  });
});
