import type { ContentItem } from '@portal/contracts';
import {
  and,
  contentAccessLog,
  contentTokens,
  eq,
  issueContentToken,
  termsAcceptances,
  users,
} from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { addContent, contentFixture, DAY, emptyCatalogue } from '#test/content-fixtures.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { flushAccessLog } from '../content/access-log.ts';

// A physician of the demo registry (CRM 246810/MG); doctor.br's 123456/SP is a demo account's.
const VISITOR = { name: 'Paulo Mendes Costa', registerNumber: '246.810-MG' };
const OTHER_VISITOR = { name: 'Beatriz Almeida Rocha', registerNumber: '135790' };

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
    const accepted = await accept({ contentId: 'open', vidKey: 'vid-1', audience: 'hcp', token, ...VISITOR });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ accepted: true });
    // The acceptance keeps the request's country (exports are per country).
    const [stored] = await app.db
      .select()
      .from(termsAcceptances)
      .where(eq(termsAcceptances.contentId, 'open'));
    expect(stored).toMatchObject({ country: 'BR', registerNumber: '246810MG', userId: null });

    // The register number is compared without punctuation or case.
    const after = await read('open', { token, name: VISITOR.name, registerNumber: '246810mg' });
    expect(after.statusCode).toBe(200);
    expect((after.json() as ContentItem).id).toBe('open');
    expect(await access({ contentId: 'open', token, registerNumber: '246810-MG' })).toEqual({
      allowed: true,
      termsAccepted: true,
    });
    // Another visitor on the same link has not accepted.
    expect((await read('open', { token, ...OTHER_VISITOR })).statusCode).toBe(403);
    // The acceptance of a number does not serve the item to another name typed with it.
    const otherName = await read('open', {
      token,
      name: 'Bruno Lima',
      registerNumber: VISITOR.registerNumber,
    });
    expect(otherName.statusCode).toBe(403);
    expect(otherName.json()).toMatchObject({ code: 'PROFESSIONAL_NOT_VERIFIED' });
  });

  it('refuses a name and number that are not in the registry of the link country', async () => {
    const link = { contentId: 'open', vidKey: 'vid-1', token };
    const refusals = [
      { name: 'Ana Souza Oliveira', registerNumber: '1' }, // any number used to pass
      { name: 'Bruno Lima', registerNumber: '999999-SP' },
      { name: 'Bruno Lima', registerNumber: VISITOR.registerNumber }, // a real number, another name
      { name: VISITOR.name, registerNumber: '246810-SP' }, // the number of another state
    ];
    for (const visitor of refusals) {
      const response = await accept({ ...link, ...visitor });
      expect(response.statusCode, visitor.registerNumber).toBe(403);
      expect(response.json()).toMatchObject({ code: 'PROFESSIONAL_NOT_VERIFIED' });
      expect(await access({ ...link, registerNumber: visitor.registerNumber })).toMatchObject({
        termsAccepted: visitor.registerNumber === VISITOR.registerNumber,
      });
    }
    // A Brazilian number is not in the registry of a link issued for Mexico.
    const mxToken = await issueContentToken(app.db, { contentId: 'open', vidKey: 'vid-mx' });
    await app.db.update(contentTokens).set({ country: 'MX' }).where(eq(contentTokens.vidKey, 'vid-mx'));
    const mx = await accept({ contentId: 'open', vidKey: 'vid-mx', token: mxToken, ...VISITOR });
    expect(mx.statusCode).toBe(403);
    const mexican = { name: 'Mariana Torres Ruiz', registerNumber: '87654321' };
    expect(
      (await accept({ contentId: 'open', vidKey: 'vid-mx', token: mxToken, ...mexican })).statusCode,
    ).toBe(201);
    // Registered: served (case, accents and word order of the name do not matter).
    expect(
      (await accept({ ...link, name: 'ROCHA Beatriz Almeida', registerNumber: '135.790' })).statusCode,
    ).toBe(201);
    const served = await read('open', { token, name: 'Beatriz Almeida Rocha', registerNumber: '135790' });
    expect(served.statusCode).toBe(200);
  });

  it("needs the link's token to accept, and never stores a userId sent by the caller", async () => {
    const noToken = await accept({ contentId: 'open', vidKey: 'vid-1', ...VISITOR });
    expect(noToken.statusCode).toBe(401);
    const forged = await accept({
      contentId: 'open',
      vidKey: 'vid-1',
      token,
      userId: 'someone-else-s-id',
      ...OTHER_VISITOR,
    });
    expect(forged.statusCode).toBe(201);
    const rows = await app.db
      .select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.contentId, 'open'), eq(termsAcceptances.registerNumber, '135790')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
    // A signed-in physician's acceptance carries their own id, whatever the body says.
    const session = await signIn(app, 'doctor.br@example.com');
    const own = await app.inject({
      method: 'POST',
      url: '/api/public/acceptTerms',
      headers: bearer(session),
      payload: {
        contentId: 'open',
        vidKey: 'vid-1',
        token,
        userId: 'someone-else-s-id',
        name: 'Ana Souza Oliveira',
        registerNumber: '123456-SP',
      },
    });
    expect(own.statusCode).toBe(201);
    const [doctor] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
    const [mine] = await app.db
      .select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.contentId, 'open'), eq(termsAcceptances.registerNumber, '123456SP')));
    expect(mine?.userId).toBe(doctor?.id);
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
    expect(
      (await accept({ contentId: 'other', vidKey: 'vid-2', token: otherToken, ...VISITOR })).statusCode,
    ).toBe(201);
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
      visitorRegisterNumber: '246810MG',
      country: 'BR',
    });
  });

  it('validates the acceptTerms body', async () => {
    const response = await accept({ contentId: 'open', vidKey: 'vid-1', name: '', registerNumber: '1' });
    expect(response.statusCode).toBe(400);
  });
});

describeEachDatabase('public access rate limit', (ctx) => {
  it('answers 429 past three times FORM_RATE_LIMIT_PER_MINUTE acceptances a minute from one address', async () => {
    const app = await ctx.buildApp({ formRateLimitPerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/acceptTerms',
        payload: { contentId: 'any', vidKey: 'v', token: 't', name: 'Ana Souza', registerNumber: `${i}` },
      });
      statuses.push(response.statusCode);
    }
    // Each answer says whether a name and number are registered: no harvesting the registry through it.
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});
