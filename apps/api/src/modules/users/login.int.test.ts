import { createHash } from 'node:crypto';
import { eq, sessions, users } from '@portal/db';
import { demoUid } from '@portal/demo-data';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signedLogin, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { signUid } from '../identity-provider/signature.ts';
import { forgetUser } from '../sessions/cache.ts';
import { disableUser } from './profile-service.ts';

const LOGIN = '/api/users/login';
const DOCTOR = 'doctor.br@example.com';
const NURSE = 'nurse.br@example.com';

describeEachDatabase('POST /api/users/login and the session token', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });
  // Each test starts a day later: a CDC signature is per second, and a test moves the clock hours on.
  let day = 0;
  beforeEach(() => setClock(app, new Date(Date.now() + ++day * 86_400_000)));

  const login = (payload: unknown) => app.inject({ method: 'POST', url: LOGIN, payload: payload as object });
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });

  it('answers a random token for a fresh signature of a registered user, stored only as a hash', async () => {
    const response = await login(signedLogin(app, demoUid(DOCTOR)));
    expect(response.statusCode).toBe(200);
    const { token } = response.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    const stored = await app.db.select().from(sessions);
    expect(stored.map((row) => row.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect((await profile(token)).json()).toMatchObject({ email: DOCTOR });
  });

  it('refuses a tampered signature with 401 {statusCode, internalExceptionMessage}', async () => {
    const signed = signedLogin(app, demoUid(DOCTOR));
    const first = signed.UIDSignature[0] === 'A' ? 'B' : 'A';
    const tampered = { ...signed, UIDSignature: first + signed.UIDSignature.slice(1) };
    const response = await login(tampered);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, internalExceptionMessage: 'INVALID LOGIN SIGNATURE' });
    // Someone else's UID under a valid signature of another account.
    const swapped = { ...signedLogin(app, demoUid(DOCTOR)), UID: demoUid(NURSE) };
    expect((await login(swapped)).statusCode).toBe(401);
    // Signed with another secret.
    const foreign = signUid(demoUid(DOCTOR), Buffer.alloc(32, 7).toString('base64'), app.clock.now());
    expect((await login(foreign)).statusCode).toBe(401);
  });

  it('refuses a signature older than 180 s, or more than 180 s in the future', async () => {
    const now = app.clock.now().getTime();
    const old = signUid(demoUid(DOCTOR), app.config.idpPartnerSecret, new Date(now - 181_000));
    const response = await login(old);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, internalExceptionMessage: 'EXPIRED LOGIN SIGNATURE' });
    const future = signUid(demoUid(DOCTOR), app.config.idpPartnerSecret, new Date(now + 181_000));
    expect((await login(future)).statusCode).toBe(401);
    const recent = signUid(demoUid(DOCTOR), app.config.idpPartnerSecret, new Date(now - 170_000));
    expect((await login(recent)).statusCode).toBe(200);
  });

  it('refuses a replay of a signature already exchanged for a token', async () => {
    const signed = signedLogin(app, demoUid(DOCTOR));
    expect((await login(signed)).statusCode).toBe(200);
    const replay = await login(signed);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      statusCode: 401,
      internalExceptionMessage: 'LOGIN SIGNATURE ALREADY USED',
    });
  });

  it('answers 400 ERROR READING GIGYA LOGIN DATA when a field is missing', async () => {
    const { UIDSignature: _omitted, ...partial } = signedLogin(app, demoUid(DOCTOR));
    for (const payload of [partial, {}, { ...partial, UIDSignature: '' }]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        internalExceptionMessage: 'ERROR READING GIGYA LOGIN DATA',
      });
    }
    const noBody = await app.inject({ method: 'POST', url: LOGIN });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ internalExceptionMessage: 'ERROR READING GIGYA LOGIN DATA' });
  });

  it('answers 404 USER NOT REGISTERED for an account without a portal user', async () => {
    const response = await login(signedLogin(app, 'uid-without-portal-user'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, internalExceptionMessage: 'USER NOT REGISTERED' });
  });

  it('answers 403 DENTIST ACCOUNT for a CRO user, and opens no session', async () => {
    // Seeded as a legacy CRO account.
    const dentist = 'dentist.br@example.com';
    const before = (await app.db.select().from(sessions)).length;
    const response = await login(signedLogin(app, demoUid(dentist)));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, internalExceptionMessage: 'DENTIST ACCOUNT' });
    expect((await app.db.select().from(sessions)).length).toBe(before);
  });

  it('stops a token after logout (204), and logout needs the token', async () => {
    const token = await signIn(app, DOCTOR);
    expect((await profile(token)).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
  });

  it('expires a token left idle for 30 minutes', async () => {
    const start = app.clock.now().getTime();
    const token = await signIn(app, DOCTOR);
    setClock(app, new Date(start + 29 * 60_000));
    expect((await profile(token)).statusCode).toBe(200); // use keeps it alive...
    setClock(app, new Date(start + (29 + 29) * 60_000));
    expect((await profile(token)).statusCode).toBe(200);
    setClock(app, new Date(start + (29 + 29 + 30) * 60_000));
    expect((await profile(token)).statusCode).toBe(401); // ...idleness ends it
  });

  it('expires a token after 12 hours however often it is used', async () => {
    const start = app.clock.now().getTime();
    const token = await signIn(app, DOCTOR);
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      setClock(app, new Date(start + minutes * 60_000));
      expect((await profile(token)).statusCode).toBe(200);
    }
    setClock(app, new Date(start + 12 * 60 * 60_000));
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('takes its limits from the configuration', async () => {
    const short = await seededApp(ctx, { sessionIdleMinutes: 2, sessionAbsoluteHours: 1 });
    const start = Date.now();
    setClock(short, new Date(start));
    const token = await signIn(short, DOCTOR);
    setClock(short, new Date(start + 2 * 60_000));
    const response = await short.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('rejects unknown, malformed and non-Bearer tokens', async () => {
    for (const authorization of ['Bearer x', 'Bearer ', `Basic ${'a'.repeat(43)}`, 'Bearer a b']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  describe('a disabled user', () => {
    it('loses the open sessions and cannot sign in again (403 ACCOUNT DISABLED)', async () => {
      const token = await signIn(app, NURSE);
      const [nurse] = await app.db.select().from(users).where(eq(users.email, NURSE));
      if (!nurse) throw new Error('nurse not seeded');
      await disableUser(app.db, nurse.id, app.clock.now());
      expect((await profile(token)).statusCode).toBe(401);
      const response = await login(signedLogin(app, demoUid(NURSE)));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, internalExceptionMessage: 'ACCOUNT DISABLED' });
    });

    it('is refused even when disabled directly in the database', async () => {
      const token = await signIn(app, 'doctor.mx@example.com');
      const [disabled] = await app.db
        .update(users)
        .set({ disabledAt: new Date() })
        .where(eq(users.email, 'doctor.mx@example.com'))
        .returning({ id: users.id });
      // A write outside the repositories forgets the user in the session cache itself, as they do.
      await forgetUser(app.db, disabled?.id);
      expect((await profile(token)).statusCode).toBe(401);
      const [row] = await app.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hash(token)));
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });
  });
});

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
