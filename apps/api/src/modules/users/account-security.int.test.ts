// Credential changes of a signed-in holder: password change and e-mail change, each after
// re-authentication; the e-mail change proves the new address with a link received over SMTP.
import { getCountry } from '@portal/countries';
import { and, eq, idpAccounts, mailOutbox, users } from '@portal/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import { mailText, startSmtpPeer } from '#test/smtp-peer.ts';
import type { App } from '../../app.ts';

const DEMO_PASSWORD = 'Demo-Portal-2026!';
const NEW_PASSWORD = 'Lua-Cheia-Sobre-Rio-7';
const HOST = 'br.localhost:3200';

describeEachDatabase('account security: password and e-mail changes', (ctx) => {
  let app: App;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    app = await seededApp(ctx, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(() => setClock(app, new Date()));

  const post = (url: string, token: string | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload, headers: { host: HOST, ...(token ? bearer(token) : {}) } });
  const profile = (token: string) =>
    app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const idpLogin = (email: string, password: string) =>
    app
      .inject({
        method: 'POST',
        url: '/idp/accounts.login',
        payload: { apiKey: getCountry('BR').apiKey, loginID: email, password },
      })
      .then((response) => response.json() as { errorCode: number });
  /** The mail received over SMTP for an address (mails of earlier tests may still be arriving). */
  async function mailTo(address: string) {
    for (let waited = 0; waited < 10_000; waited += 100) {
      const found = smtp.received.find((mail) => mail.to.includes(address));
      if (found) return mailText(found);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${address}`);
  }
  const later = (ms: number) => setClock(app, new Date(app.clock.now().getTime() + ms));

  describe('POST /api/users/password', () => {
    it('answers 401 without a session', async () => {
      const response = await post('/api/users/password', undefined, {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a wrong current password with 400 on currentPassword, and counts it as a failed sign-in', async () => {
      const token = await signIn(app, 'doctor.ar@example.com');
      const response = await post('/api/users/password', token, {
        currentPassword: 'Not-The-Password-1',
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The current password is not correct',
        errors: [{ path: 'currentPassword', message: 'The current password is not correct' }],
      });
      expect((await profile(token)).statusCode).toBe(200);
      // Guessing through a stolen session meets the sign-in throttle: after a few misses even the right
      // password is answered the same way until the delay passes.
      for (let i = 0; i < 3; i++) {
        await post('/api/users/password', token, {
          currentPassword: `Guess-${i}-abcdef`,
          newPassword: NEW_PASSWORD,
        });
      }
      const throttled = await post('/api/users/password', token, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Throttled-But-Strong-99',
      });
      expect(throttled.statusCode).toBe(400);
      expect(throttled.json()).toMatchObject({ errors: [{ path: 'currentPassword' }] });
    });

    it('refuses a weak new password with 400 field errors on newPassword (the e-mail and names count)', async () => {
      const token = await signIn(app, 'doctor.cl@example.com');
      for (const weak of ['short-1', 'senha12345678', 'doctor.cl-2026', 'benjamin12345']) {
        const response = await post('/api/users/password', token, {
          currentPassword: DEMO_PASSWORD,
          newPassword: weak,
        });
        expect(response.statusCode, weak).toBe(400);
        const errors = (response.json() as { errors: { path: string }[] }).errors;
        expect(errors.length, weak).toBeGreaterThan(0);
        for (const error of errors) expect(error.path).toBe('newPassword');
      }
    });

    it('sets the new password, ends every other session (this one stays) and mails a notice', async () => {
      const email = 'doctor.mx@example.com';
      const phone = await signIn(app, email);
      later(2_000);
      const laptop = await signIn(app, email);
      const response = await post('/api/users/password', laptop, {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(204);
      expect((await profile(phone)).statusCode).toBe(401);
      expect((await profile(laptop)).statusCode).toBe(200);
      expect((await idpLogin(email, DEMO_PASSWORD)).errorCode).not.toBe(0);
      const [notice] = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password_changed')));
      expect(notice?.subject).toBe('Tu contraseña fue cambiada');
    });
  });

  describe('e-mail change', () => {
    it('mails a link to the new address; opening it moves the account and tells the old address', async () => {
      const oldEmail = 'doctor.br@example.com';
      const newEmail = 'novo.endereco@example.com';
      const token = await signIn(app, oldEmail);

      const wrong = await post('/api/users/email-change', token, {
        newEmail,
        currentPassword: 'Nope-nope-123',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errors: [{ path: 'currentPassword' }] });
      const taken = await post('/api/users/email-change', token, {
        newEmail: 'doctor.pe@example.com',
        currentPassword: DEMO_PASSWORD,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errors: [{ path: 'newEmail' }] });

      const asked = await post('/api/users/email-change', token, {
        newEmail,
        currentPassword: DEMO_PASSWORD,
      });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ sentTo: newEmail });
      // Nothing changes before the link is opened.
      expect((await profile(token)).json()).toMatchObject({ email: oldEmail });

      const { subject, text } = await mailTo(newEmail);
      expect(subject).toBe('Confirme o seu novo e-mail');
      const link = /http:\/\/br\.localhost:3200\/confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(text);
      expect(link).not.toBeNull();

      const confirmed = await post('/api/users/email-change/confirm', undefined, { token: link?.[1] });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ email: newEmail });
      // Single use.
      const again = await post('/api/users/email-change/confirm', undefined, { token: link?.[1] });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ errors: [{ path: 'token' }] });

      expect((await profile(token)).json()).toMatchObject({ email: newEmail });
      const [account] = await app.db.select().from(idpAccounts).where(eq(idpAccounts.email, newEmail));
      expect(account?.profile.email).toBe(newEmail);
      expect((await idpLogin(newEmail, DEMO_PASSWORD)).errorCode).toBe(0);
      expect((await idpLogin(oldEmail, DEMO_PASSWORD)).errorCode).not.toBe(0);
      const [portalUser] = await app.db.select().from(users).where(eq(users.email, newEmail));
      expect(portalUser).toBeDefined();

      const noticeText = await mailTo(oldEmail);
      expect(noticeText.subject).toBe('O e-mail da sua conta foi alterado');
      expect(noticeText.text).toContain(newEmail);
      expect(noticeText.text).not.toMatch(/https?:\/\//);
    });

    it('refuses a link after an hour, and an older link once a newer one was asked for', async () => {
      const token = await signIn(app, 'doctor.co@example.com');
      const ask = async (newEmail: string) => {
        expect(
          (await post('/api/users/email-change', token, { newEmail, currentPassword: DEMO_PASSWORD }))
            .statusCode,
        ).toBe(202);
        const [mail] = await app.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, newEmail), eq(mailOutbox.kind, 'email_change')));
        return /confirmar-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      };
      const first = await ask('first.choice@example.com');
      const second = await ask('second.choice@example.com');
      const confirm = (linkToken: string | undefined) =>
        post('/api/users/email-change/confirm', undefined, { token: linkToken });
      expect((await confirm(first)).statusCode).toBe(400);
      later(61 * 60_000);
      expect((await confirm(second)).statusCode).toBe(400);
      setClock(app, new Date());
      const [stillOld] = await app.db.select().from(users).where(eq(users.email, 'doctor.co@example.com'));
      expect(stillOld).toBeDefined();
    });

    it('refuses the same address and bad input with 400, and anonymous requests with 401', async () => {
      const token = await signIn(app, 'doctor.cr@example.com');
      const same = await post('/api/users/email-change', token, {
        newEmail: 'Doctor.CR@example.com',
        currentPassword: DEMO_PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ errors: [{ path: 'newEmail' }] });
      const bad = await post('/api/users/email-change', token, {
        newEmail: 'not-an-email',
        currentPassword: '',
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await post('/api/users/email-change', undefined, {
        newEmail: 'x@example.com',
        currentPassword: DEMO_PASSWORD,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
