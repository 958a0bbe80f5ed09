import type { ContentItem } from '@portal/contracts';
import { and, contentAccessLog, eq, issueContentToken, termsAcceptances } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { flushAccessLog } from '../content/access-log.ts';
import { addContent, contentFixture, DAY, emptyCatalogue } from '../content/test-fixtures.ts';
import { seededApp } from '../users/test-support.ts';

const VISITOR = { name: 'Ana Souza', registerNumber: '123.456-SP' };

describeEachDatabase('public access by token', (ctx) => {
  let app: App;
  let token: string;
  let expiredToken: string;
  let otherToken: string;

  const read = (id: string, query: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/public/contents/${id}`, query });
  const access = (query: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/public/userAccess', query }).then((r) => r.json());
  const accept = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/public/acceptTerms', payload });

  beforeAll(async () => {
    app = await seededApp(ctx);
    await emptyCatalogue(app.db);
    await addContent(app.db, contentFixture('open'), contentFixture('other'), contentFixture('old'));
    token = await issueContentToken(app.db, { contentId: 'open', vidKey: 'vid-1', audience: 'hcp' });
    otherToken = await issueContentToken(app.db, { contentId: 'other', vidKey: 'vid-2' });
    expiredToken = await issueContentToken(app.db, {
      contentId: 'old',
      vidKey: 'vid-3',
      expiresAt: new Date(Date.now() - DAY),
    });
  });

  it('answers 404 for an unknown item and 401 for a missing, wrong, foreign or expired token', async () => {
    expect((await read('nothing', { token, ...VISITOR })).statusCode).toBe(404);
    expect((await read('open', VISITOR)).statusCode).toBe(400);
    for (const bad of ['wrong-token', otherToken]) {
      const response = await read('open', { token: bad, ...VISITOR });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    expect((await read('old', { token: expiredToken, ...VISITOR })).statusCode).toBe(401);
    expect(await access({ contentId: 'open', token: 'wrong-token' })).toEqual({
      allowed: false,
      termsAccepted: false,
    });
  });

  it('answers 403 until the visitor accepts the terms, then the item', async () => {
    const before = await read('open', { token, ...VISITOR, vidKey: 'vid-1' });
    expect(before.statusCode).toBe(403);
    expect(await access({ contentId: 'open', token, registerNumber: VISITOR.registerNumber })).toEqual({
      allowed: true,
      termsAccepted: false,
    });

    // A link that does not exist, or a token that is not the link's, cannot record an acceptance.
    expect((await accept({ contentId: 'open', vidKey: 'vid-x', ...VISITOR })).statusCode).toBe(401);
    expect(
      (await accept({ contentId: 'open', vidKey: 'vid-1', token: otherToken, ...VISITOR })).statusCode,
    ).toBe(401);
    const accepted = await accept({ contentId: 'open', vidKey: 'vid-1', audience: 'hcp', ...VISITOR });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ accepted: true });
    // The acceptance keeps the request's country (exports are per country).
    const [stored] = await app.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.contentId, 'open'));
    expect(stored).toMatchObject({ country: 'BR', registerNumber: '123456SP' });

    // The register number is compared without punctuation or case.
    const after = await read('open', { token, name: VISITOR.name, registerNumber: '123456sp' });
    expect(after.statusCode).toBe(200);
    expect((after.json() as ContentItem).id).toBe('open');
    expect(await access({ contentId: 'open', token, registerNumber: '123456-SP' })).toEqual({
      allowed: true,
      termsAccepted: true,
    });
    // Another visitor on the same link has not accepted.
    expect((await read('open', { token, name: 'Bruno', registerNumber: '999' })).statusCode).toBe(403);
  });

  it('logs public reads unless logContentAccess=false', async () => {
    const logged = async () => {
      // The log is written in batches: write what is buffered before reading it.
      await flushAccessLog(app.db);
      return app.db
        .select()
        .from(contentAccessLog)
        .where(and(eq(contentAccessLog.contentId, 'other'), eq(contentAccessLog.via, 'public')));
    };
    await accept({ contentId: 'other', vidKey: 'vid-2', token: otherToken, ...VISITOR });
    expect(
      (await read('other', { token: otherToken, ...VISITOR, logContentAccess: 'false' })).statusCode,
    ).toBe(200);
    expect(await logged()).toHaveLength(0);
    expect((await read('other', { token: otherToken, ...VISITOR })).statusCode).toBe(200);
    const rows = await logged();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: null,
      visitorName: VISITOR.name,
      visitorRegisterNumber: '123456SP',
      country: 'BR',
    });
  });

  it('validates the acceptTerms body', async () => {
    const response = await accept({ contentId: 'open', vidKey: 'vid-1', name: '', registerNumber: '1' });
    expect(response.statusCode).toBe(400);
  });
});
