// Sessions end when they should: a password reset ends every session of the account, and the user can
// sign out everywhere.
import { getCountry } from '@portal/countries';
import { desc, eq, mailOutbox } from '@portal/db';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const profile = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });

describeEachDatabase('sessions end on a password reset and on "sign out everywhere"', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });
  beforeEach(() => setClock(app, new Date()));

  it('revokes every session of the account when its password is reset, and no other account', async () => {
    const email = 'doctor.cl@example.com';
    const first = await signIn(app, email);
    setClock(app, new Date(Date.now() + 2_000));
    const second = await signIn(app, email);
    const other = await signIn(app, 'doctor.pe@example.com');
    expect((await profile(app, first)).statusCode).toBe(200);

    const idp = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/idp/accounts.resetPassword',
        payload: { apiKey: getCountry('CL').apiKey, ...body },
      });
    expect((await idp({ loginID: email })).json()).toMatchObject({ errorCode: 0 });
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
    const token = /restablecer-contrasena\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const done = await idp({ passwordResetToken: token, newPassword: 'Otra-Clave-Segura-2026' });
    expect(done.json()).toMatchObject({ errorCode: 0 });

    expect((await profile(app, first)).statusCode).toBe(401);
    expect((await profile(app, second)).statusCode).toBe(401);
    expect((await profile(app, other)).statusCode).toBe(200);
  });

  it('signs the user out everywhere with POST /api/users/sessions/revoke-all', async () => {
    const email = 'doctor.cr@example.com';
    const phone = await signIn(app, email);
    setClock(app, new Date(Date.now() + 2_000));
    const laptop = await signIn(app, email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/sessions/revoke-all',
      headers: bearer(laptop),
    });
    expect(response.statusCode).toBe(204);
    expect((await profile(app, phone)).statusCode).toBe(401);
    expect((await profile(app, laptop)).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/users/sessions/revoke-all' });
    expect(again.statusCode).toBe(401);
  });
});
