// The reviewer's diff on both databases: the first version is all new; after an approval, the next
// version's changes name only the fields that differ, rich text as words added and removed (markup
// aside), lists as codes added and removed. Bad ids are a 400, no console session a 401, another
// country's member a 404, a physician's token a 401.
import type { ContentChanges, FieldChange } from '@portal/contracts';
import { beforeAll, expect, it } from 'vitest';
import { addStaffMember, callAs, MX_ADMIN, staffSignIn } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const draft = {
  title: 'Hipertensão resistente na prática',
  synopsis: null,
  body: '<p>O tratamento começa pela <strong>adesão</strong>.</p><ul><li>Meça a pressão</li></ul>',
  duration: 600,
  language: 'pt',
  specialties: ['cardiology'],
  mediaUrl: '/media/console/aula.mp4',
  thumbnailUrl: null,
  countries: ['BR'],
};

const byField = (changes: ContentChanges, field: FieldChange['field']) =>
  changes.changes.find((c) => c.field === field);

describeEachDatabase('content changes since the last approval', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = callAs(() => app, tokens);
  let id = '';

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    await addStaffMember(app, MX_ADMIN);
    tokens.editor = await staffSignIn(app, 'editor@example.com');
    tokens.reviewer = await staffSignIn(app, 'reviewer@example.com');
    tokens.adminMx = await staffSignIn(app, MX_ADMIN.email, MX_ADMIN.totpSecret);
    tokens.doctor = await signIn(app, 'doctor.br@example.com');
    const created = await call('POST', '/api/admin/content', 'editor', draft);
    expect(created.statusCode).toBe(201);
    id = (created.json() as { latest: { contentId: string } }).latest.contentId;
  });

  it('compares the first version with nothing: every filled field is new', async () => {
    const response = await call('GET', `/api/admin/content/${id}/changes`, 'reviewer');
    expect(response.statusCode).toBe(200);
    const changes = response.json() as ContentChanges;
    expect(changes).toMatchObject({ fromVersion: null, toVersion: 1 });
    expect(byField(changes, 'body')).toEqual({
      kind: 'text',
      field: 'body',
      segments: [{ op: 'added', text: 'O tratamento começa pela adesão.\nMeça a pressão' }],
    });
    expect(byField(changes, 'specialties')).toEqual({
      kind: 'list',
      field: 'specialties',
      added: ['cardiology'],
      removed: [],
    });
    expect(byField(changes, 'synopsis')).toBeUndefined();
  });

  it('after an approval, names only what the next version changed', async () => {
    expect((await call('POST', `/api/admin/content/${id}/submit`, 'editor')).statusCode).toBe(200);
    const approved = await call('POST', `/api/admin/content/${id}/review`, 'reviewer', {
      decision: 'approve',
      approvalCode: 'PP-BR-0036',
      expiresAt: '2026-12-01T00:00:00Z',
    });
    expect(approved.statusCode).toBe(200);
    const edited = await call('PUT', `/api/admin/content/${id}`, 'editor', {
      ...draft,
      body: '<p>O tratamento começa pela <em>adesão</em> e pela dieta.</p><ul><li>Meça a pressão</li></ul>',
      specialties: ['oncology'],
      duration: 720,
    });
    expect(edited.statusCode).toBe(200);

    const changes = (
      await call('GET', `/api/admin/content/${id}/changes`, 'reviewer')
    ).json() as ContentChanges;
    expect(changes).toMatchObject({ fromVersion: 1, toVersion: 2 });
    expect(changes.changes.map((c) => c.field)).toEqual(['body', 'duration', 'specialties']);
    const body = byField(changes, 'body');
    expect(body?.kind).toBe('text');
    const segments = body?.kind === 'text' ? body.segments : [];
    // Only the wording changed: the switch from bold to italic is markup, not a change of words.
    expect(segments.filter((s) => s.op !== 'same')).toEqual([{ op: 'added', text: 'e pela dieta' }]);
    expect(segments.map((s) => (s.op === 'removed' ? '' : s.text)).join('')).toBe(
      'O tratamento começa pela adesão e pela dieta.\nMeça a pressão',
    );
    expect(byField(changes, 'duration')).toEqual({
      kind: 'value',
      field: 'duration',
      before: '600',
      after: '720',
    });
    expect(byField(changes, 'specialties')).toEqual({
      kind: 'list',
      field: 'specialties',
      added: ['oncology'],
      removed: ['cardiology'],
    });
  });

  it('refuses bad ids (400), no or a physician token (401), and hides other countries (404)', async () => {
    expect((await call('GET', '/api/admin/content/NOT_AN_ID!/changes', 'reviewer')).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/admin/content/${id}/changes` })).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/content/${id}/changes`, 'doctor')).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/content/${id}/changes`, 'adminMx')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/content/no-such-item/changes', 'reviewer')).statusCode).toBe(404);
  });
});
