import { IDP_ERROR_CODES } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import { and, desc, eq, gt, idpAccounts, idpLoginThrottles, idpTokens, mailOutbox } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDP_SECRET } from '#test/config.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { mailText, startSmtpPeer } from '#test/smtp-peer.ts';
import type { App } from '../../app.ts';
import { hashPassword, passwordHashCost } from '../passwords/service.ts';
import { createAccount } from './accounts.ts';
import { recordFailedLogin } from './login-attempts.ts';
import { type IdpContext, login, resetPassword } from './service.ts';
import { verifyUidSignature } from './signature.ts';

const BR_KEY = getCountry('BR').apiKey;
const MX_KEY = getCountry('MX').apiKey;
const PASSWORD = 'Correct-Horse-42';
const MX_HOST = 'mx.localhost:3200';

type Answer = Record<string, unknown> & {
  errorCode: number;
  statusCode: number;
  errorMessage?: string;
  errorDetails?: string;
  validationErrors?: { errorCode: number; fieldName: string; message: string }[];
};

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.com`;

describeEachDatabase('embedded identity provider /idp', (ctx) => {
  let app: App;

  async function call(method: string, body: Record<string, unknown>, host = MX_HOST): Promise<Answer> {
    const response = await app.inject({
      method: 'POST',
      url: `/idp/${method}`,
      payload: body,
      headers: { host },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer;
    expect(typeof answer.callId).toBe('string');
    expect(Number.isNaN(Date.parse(String(answer.time)))).toBe(false);
    return answer;
  }

  async function regToken(apiKey = MX_KEY): Promise<string> {
    const answer = await call('accounts.initRegistration', { apiKey });
    expect(answer.errorCode).toBe(0);
    return String(answer.regToken);
  }

  async function registerBody(email: string, apiKey = MX_KEY) {
    return {
      apiKey,
      email,
      password: PASSWORD,
      profile: { firstName: 'Lucía', lastName: 'Pérez' },
      regToken: await regToken(apiKey),
      finalizeRegistration: true,
      lang: 'es',
      regSource: apiKey === BR_KEY ? 'UMBR_website' : 'UMMX_website',
      ...(apiKey === BR_KEY ? { preferences: { terms: { consent: { isConsentGranted: true } } } } : {}),
    };
  }

  async function latestMailTo(to: string) {
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.createdAt));
    return mail;
  }

  function tokenOf(text: string, path: string): string {
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
    return match[1];
  }

  /** A verified account with PASSWORD, straight in the database. */
  async function verifiedAccount(email = uniqueEmail('verified')) {
    const account = await createAccount(app.db, {
      country: 'MX',
      email,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      profile: { firstName: 'Ana', lastName: 'Ruiz' },
      lang: 'es',
    });
    if (!account) throw new Error('account not created');
    return account;
  }

  /** The Mexican site's context for calling the service directly, at a chosen time. */
  function service(now: Date, clientAddress = '192.0.2.1'): IdpContext {
    return {
      clientAddress,
      db: app.db,
      config: { idpPartnerSecret: TEST_IDP_SECRET },
      country: getCountry('MX'),
      now,
      linkBase: 'http://mx.localhost:3200',
    };
  }

  beforeAll(async () => {
    app = await ctx.buildApp({ formRateLimitPerMinute: 10_000 });
  });

  describe('every method', () => {
    it('refuses an unknown or missing API key with 400093', async () => {
      for (const body of [{ apiKey: 'nope' }, {}]) {
        const answer = await call('accounts.initRegistration', body);
        expect(answer).toMatchObject({ errorCode: IDP_ERROR_CODES.INVALID_API_KEY, statusCode: 400 });
      }
    });

    it('takes the API key from the x-api-key header too', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/idp/accounts.initRegistration',
        payload: {},
        headers: { 'x-api-key': MX_KEY },
      });
      expect(response.json()).toMatchObject({ errorCode: 0, statusCode: 200, statusReason: 'OK' });
    });
  });

  describe('registration, verification and login', () => {
    it('registers (206002 without a signature), mails the link, verifies, then signs in', async () => {
      const email = uniqueEmail('New.User');
      const body = await registerBody(email);
      const registered = await call('accounts.register', body);
      expect(registered).toMatchObject({
        errorCode: IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION,
        statusCode: 206,
        regToken: body.regToken,
      });
      const uid = String(registered.UID);
      // As CDC: nothing to sign the portal in with while the e-mail is unverified.
      expect(registered.UIDSignature).toBeUndefined();
      expect(registered.signatureTimestamp).toBeUndefined();

      const [account] = await app.db.select().from(idpAccounts).where(eq(idpAccounts.uid, uid));
      expect(account).toMatchObject({
        country: 'MX',
        email: email.toLowerCase(),
        emailVerifiedAt: null,
        regSource: 'UMMX_website',
        lang: 'es',
        profile: { firstName: 'Lucía', lastName: 'Pérez', email: email.toLowerCase() },
      });
      expect(account?.passwordHash).toMatch(/^scrypt\$/);

      // Not verified yet: pending, and no signature to sign the portal in with.
      const early = await call('accounts.login', { apiKey: MX_KEY, loginID: email, password: PASSWORD });
      expect(early.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
      expect(early.UID).toBe(uid);
      expect(early.UIDSignature).toBeUndefined();

      const mail = await latestMailTo(email.toLowerCase());
      expect(mail).toMatchObject({ kind: 'email_verification', status: 'pending' });
      expect(mail?.subject).toBe('Confirma tu correo electrónico');
      expect(mail?.text).toContain(`http://${MX_HOST}/verificar-email?token=`);
      const token = tokenOf(mail?.text ?? '', '/verificar-email');
      // Only the hash of the token is stored.
      const stored = await app.db.select().from(idpTokens).where(eq(idpTokens.uid, uid));
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);

      const verified = await call('accounts.verifyEmail', { apiKey: MX_KEY, token });
      expect(verified).toMatchObject({ errorCode: 0, UID: uid });
      const again = await call('accounts.verifyEmail', { apiKey: MX_KEY, token });
      expect(again.errorCode).toBe(IDP_ERROR_CODES.INVALID_PARAMETER_VALUE);

      const signedIn = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(signedIn).toMatchObject({
        errorCode: 0,
        UID: uid,
        isVerified: true,
        profile: { firstName: 'Lucía', lastName: 'Pérez' },
      });
      const loginSignature = {
        UID: uid,
        UIDSignature: String(signedIn.UIDSignature),
        signatureTimestamp: String(signedIn.signatureTimestamp),
      };
      expect(verifyUidSignature(loginSignature, TEST_IDP_SECRET)).toBe('valid');

      const info = await call('accounts.getAccountInfo', { apiKey: MX_KEY, ...loginSignature });
      expect(info).toMatchObject({
        errorCode: 0,
        UID: uid,
        isVerified: true,
        profile: { lastName: 'Pérez' },
      });
      const tampered = await call('accounts.getAccountInfo', {
        apiKey: MX_KEY,
        ...loginSignature,
        UID: `${uid}x`,
      });
      expect(tampered.errorCode).toBe(IDP_ERROR_CODES.PERMISSION_DENIED);
      expect(tampered.profile).toBeUndefined();

      expect(await call('accounts.logout', { apiKey: MX_KEY, UID: uid })).toMatchObject({ errorCode: 0 });
    });

    it('delivers the verification mail over SMTP; its link verifies the account', async () => {
      const smtp = await startSmtpPeer();
      const relayed = await ctx.buildApp({ smtpUrl: smtp.url, formRateLimitPerMinute: 1000 });
      try {
        const post = async (method: string, body: Record<string, unknown>) =>
          (
            await relayed.inject({
              method: 'POST',
              url: `/idp/${method}`,
              payload: body,
              headers: { host: MX_HOST },
            })
          ).json() as Answer;
        const email = uniqueEmail('smtp');
        const init = await post('accounts.initRegistration', { apiKey: MX_KEY });
        const body = { ...(await registerBody(email)), regToken: init.regToken };
        expect((await post('accounts.register', body)).errorCode).toBe(
          IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION,
        );

        await smtp.waitFor(1);
        expect(smtp.received[0]?.to).toEqual([email]);
        const { subject, text } = await mailText(smtp.received[0] ?? { to: [], raw: '' });
        expect(subject).toBe('Confirma tu correo electrónico');
        const token = tokenOf(text, '/verificar-email');
        expect((await post('accounts.verifyEmail', { apiKey: MX_KEY, token })).errorCode).toBe(0);
        const signedIn = await post('accounts.login', { apiKey: MX_KEY, loginID: email, password: PASSWORD });
        expect(signedIn.errorCode).toBe(0);
      } finally {
        await smtp.close();
      }
    });

    it('writes the Brazilian mail in Portuguese and requires the terms consent', async () => {
      const email = uniqueEmail('medico');
      const body = await registerBody(email, BR_KEY);
      const { preferences: _consent, ...withoutConsent } = { ...body, lang: 'pt-br' };
      const refused = await call('accounts.register', withoutConsent);
      expect(refused.errorCode).toBe(IDP_ERROR_CODES.VALIDATION_ERROR);
      expect(refused.validationErrors?.map((e) => e.fieldName)).toEqual([
        'preferences.terms.consent.isConsentGranted',
      ]);

      const registered = await call('accounts.register', { ...body, lang: 'pt-br' });
      expect(registered.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
      const mail = await latestMailTo(email);
      expect(mail?.subject).toBe('Confirme seu e-mail');
      expect(mail?.text).toContain('Olá, Lucía!');
    });

    it('uses PUBLIC_URL for mailed links when set', async () => {
      const withUrl = await ctx.buildApp({ publicUrl: 'https://portal.example.com/' });
      const email = uniqueEmail('public');
      const init = await withUrl.inject({
        method: 'POST',
        url: '/idp/accounts.initRegistration',
        payload: { apiKey: MX_KEY },
      });
      const response = await withUrl.inject({
        method: 'POST',
        url: '/idp/accounts.register',
        payload: { ...(await registerBody(email)), regToken: init.json().regToken },
        headers: { host: MX_HOST },
      });
      expect(response.json().errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
      const [mail] = await withUrl.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mail?.text).toContain('https://portal.example.com/verificar-email?token=');
    });

    it('uses a registration token once', async () => {
      const body = await registerBody(uniqueEmail('first'));
      expect((await call('accounts.register', body)).errorCode).toBe(
        IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION,
      );
      const reused = await call('accounts.register', { ...body, email: uniqueEmail('second') });
      expect(reused).toMatchObject({ errorCode: IDP_ERROR_CODES.INVALID_PARAMETER_VALUE, statusCode: 400 });
      expect(reused.errorDetails).toContain('regToken');
    });

    it('refuses a taken email with 400009 / 400003, keeping the registration token usable', async () => {
      const email = uniqueEmail('taken');
      await call('accounts.register', await registerBody(email));
      const body = await registerBody(email.toUpperCase());
      const duplicate = await call('accounts.register', body);
      expect(duplicate.errorCode).toBe(IDP_ERROR_CODES.VALIDATION_ERROR);
      expect(duplicate.validationErrors).toEqual([
        expect.objectContaining({ errorCode: IDP_ERROR_CODES.UNIQUE_IDENTIFIER_EXISTS, fieldName: 'email' }),
      ]);
      const corrected = await call('accounts.register', { ...body, email: uniqueEmail('corrected') });
      expect(corrected.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
    });

    it('reports every bad field with 400009, policy breaks as 400027', async () => {
      const body = await registerBody('maria.lopez@example.com');
      const answer = await call('accounts.register', {
        ...body,
        email: 'not-an-email',
        password: 'short',
        profile: { firstName: '', lastName: 'Ok' },
        regSource: 'UMAR_website',
        finalizeRegistration: false,
      });
      expect(answer).toMatchObject({ errorCode: IDP_ERROR_CODES.VALIDATION_ERROR, statusCode: 400 });
      const byField = Object.fromEntries(
        (answer.validationErrors ?? []).map((e) => [e.fieldName, e.errorCode]),
      );
      expect(byField).toEqual({
        email: IDP_ERROR_CODES.INVALID_PARAMETER_VALUE,
        password: IDP_ERROR_CODES.PASSWORD_POLICY,
        'profile.firstName': IDP_ERROR_CODES.INVALID_PARAMETER_VALUE,
        regSource: IDP_ERROR_CODES.INVALID_PARAMETER_VALUE,
        finalizeRegistration: IDP_ERROR_CODES.INVALID_PARAMETER_VALUE,
      });

      // 11 characters; the e-mail's name; common words in English, Portuguese and Spanish (zxcvbn).
      for (const password of [
        'Abcdefgh-12',
        'Maria.Lopez-2026!',
        'password1234',
        'senha12345678',
        'contraseña1234',
      ]) {
        const weak = await call('accounts.register', { ...body, password });
        expect(weak.validationErrors, password).toEqual([
          expect.objectContaining({ fieldName: 'password', errorCode: IDP_ERROR_CODES.PASSWORD_POLICY }),
        ]);
      }
      // The applicant's own name counts as guessable.
      const named = await call('accounts.register', {
        ...body,
        profile: { firstName: 'Xandrovisky', lastName: 'Quetzal' },
        password: 'Xandrovisky-2026',
      });
      expect(named.validationErrors?.[0]?.message).toBe('Password is too common or easy to guess');
    });

    it('takes a long passphrase without composition rules (no upper case, digit or symbol)', async () => {
      const body = await registerBody(uniqueEmail('passphrase'));
      const answer = await call('accounts.register', { ...body, password: 'lua cheia sobre o rio verde' });
      expect(answer.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
    });

    it('answers 400002 for a missing parameter', async () => {
      const { email: _email, ...body } = await registerBody('x@example.com');
      const answer = await call('accounts.register', body);
      expect(answer).toMatchObject({ errorCode: IDP_ERROR_CODES.MISSING_PARAMETER, statusCode: 400 });
      expect(answer.errorDetails).toContain('email');
      const login = await call('accounts.login', { apiKey: MX_KEY, loginID: 'x@example.com' });
      expect(login.errorCode).toBe(IDP_ERROR_CODES.MISSING_PARAMETER);
    });
  });

  describe('password hash upgrade', () => {
    it('rehashes an older, cheaper hash at the next successful sign-in and keeps the password', async () => {
      const account = await createAccount(app.db, {
        country: 'MX',
        email: uniqueEmail('old-hash'),
        passwordHash: await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 }),
        emailVerifiedAt: new Date(),
        profile: { firstName: 'Ana', lastName: 'Ruiz' },
        lang: 'es',
      });
      if (!account) throw new Error('account not created');
      const storedHash = async () =>
        (await app.db.select().from(idpAccounts).where(eq(idpAccounts.uid, account.uid)))[0]?.passwordHash;
      const wrong = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: account.email,
        password: 'Wrong-Pass-99',
      });
      expect(wrong.errorCode).toBe(IDP_ERROR_CODES.INVALID_LOGIN);
      expect(await storedHash()).toMatch(/^scrypt\$1024\$8\$1\$/);

      const right = { apiKey: MX_KEY, loginID: account.email, password: PASSWORD };
      expect((await call('accounts.login', right)).errorCode).toBe(0);
      const upgraded = await storedHash();
      const { N, r, p } = passwordHashCost();
      expect(upgraded).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
      expect((await call('accounts.login', right)).errorCode).toBe(0);
      expect(await storedHash()).toBe(upgraded);
    });
  });

  describe('login failures and throttling', () => {
    it('answers 403042 alike for a wrong password and an unknown email', async () => {
      const account = await verifiedAccount();
      const wrong = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: account.email,
        password: 'Wrong-Pass-99',
      });
      const unknown = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: 'nobody@example.com',
        password: PASSWORD,
      });
      for (const answer of [wrong, unknown]) {
        expect(answer).toMatchObject({ errorCode: IDP_ERROR_CODES.INVALID_LOGIN, statusCode: 403 });
        expect(answer.UIDSignature).toBeUndefined();
      }
      expect([wrong.errorMessage, wrong.errorDetails]).toEqual([unknown.errorMessage, unknown.errorDetails]);
    });

    const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
    const SECOND = 1000;
    const MINUTE = 60 * SECOND;
    const HOUR = 60 * MINUTE;

    it('delays each attempt from an address longer after each failure, answering like a wrong password', async () => {
      const account = await verifiedAccount();
      const wrong = { loginID: account.email, password: 'Wrong-Pass-99' };
      const right = { loginID: account.email, password: PASSWORD };
      const from = (now: Date) => service(now, '203.0.113.7');
      let now = new Date('2026-03-01T12:00:00Z');
      const first = await login(from(now), wrong);
      expect(first.errorCode).toBe(IDP_ERROR_CODES.INVALID_LOGIN);
      // Three failures are free; from the fourth on, each doubles the wait: 1, 2, 4, 8, 16 s.
      for (let i = 0; i < 2; i++) expect((await login(from(now), wrong)).errorCode).toBe(403042);
      for (const delay of [1, 2, 4, 8, 16]) {
        expect((await login(from(now), wrong)).errorCode).toBe(403042);
        const refused = await login(from(at(now, delay * SECOND - 100)), right);
        expect([refused.errorCode, refused.errorMessage, refused.errorDetails]).toEqual([
          first.errorCode,
          first.errorMessage,
          first.errorDetails,
        ]);
        expect(refused.UIDSignature).toBeUndefined();
        now = at(now, delay * SECOND + 100);
      }
      // The wait is over: the right password signs in, and clears this address's count (else two more
      // failures would cost a minute).
      const signedIn = await login(from(now), right);
      expect(signedIn.errorCode).toBe(0);
      expect(verifyUidSignature(signedIn as never, TEST_IDP_SECRET, now)).toBe('valid');
      for (let i = 0; i < 2; i++) expect((await login(from(now), wrong)).errorCode).toBe(403042);
      expect((await login(from(now), right)).errorCode).toBe(0);
    });

    it('lets the delays decay: after a quiet spell one more failure costs nothing', async () => {
      const account = await verifiedAccount();
      const wrong = { loginID: account.email, password: 'Wrong-Pass-99' };
      const right = { loginID: account.email, password: PASSWORD };
      const from = (now: Date) => service(now, '203.0.113.8');
      let now = new Date('2026-03-02T12:00:00Z');
      // Ten failures, each after the previous wait (1 … 64 s): the next one would cost 128 s.
      for (let i = 0; i < 10; i++) {
        expect((await login(from(now), wrong)).errorCode).toBe(403042);
        now = at(now, 65 * SECOND);
      }
      expect((await login(from(at(now, -2 * SECOND)), right)).errorCode).toBe(403042);
      // Twelve hours later (three half-lives) the count is down to about one: a failure causes no wait.
      now = at(now, 12 * HOUR);
      expect((await login(from(now), wrong)).errorCode).toBe(403042);
      expect((await login(from(now), right)).errorCode).toBe(0);
    });

    it('never keeps the owner out, from another address, while an attacker tries five times an hour', async () => {
      const account = await verifiedAccount();
      const wrong = { loginID: account.email, password: 'Wrong-Pass-99' };
      const right = { loginID: account.email, password: PASSWORD };
      const start = new Date('2026-03-03T00:00:00Z');
      for (const attacker of ['one address', 'many addresses'] as const) {
        for (let hour = 0; hour < 12; hour++) {
          for (let i = 0; i < 5; i++) {
            const now = at(
              start,
              (attacker === 'one address' ? 0 : 12) * HOUR + hour * HOUR + i * 12 * MINUTE,
            );
            const address = attacker === 'one address' ? '198.51.100.1' : `198.51.100.${hour * 5 + i + 2}`;
            await login(service(now, address), wrong);
            // The owner signs in from home a second after one of the attacker's tries.
            if (i === hour % 5) {
              const owner = await login(service(at(now, SECOND), '192.0.2.10'), right);
              expect(owner.errorCode, `${attacker}, hour ${hour}`).toBe(0);
            }
          }
        }
      }
    });

    it('delays every address by at most a minute while many addresses guess fast', async () => {
      const account = await verifiedAccount();
      const wrong = { loginID: account.email, password: 'Wrong-Pass-99' };
      const right = { loginID: account.email, password: PASSWORD };
      const now = new Date('2026-03-05T12:00:00Z');
      // Forty guesses in forty seconds, each from its own address.
      for (let i = 0; i < 40; i++) await login(service(at(now, i * SECOND), `198.51.100.${i + 100}`), wrong);
      const owner = (ms: number) => login(service(at(now, ms), '192.0.2.10'), right);
      // The right password from a device the account does not know: told to wait (at most a minute).
      const held = await owner(40 * SECOND);
      expect(held.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED);
      expect(held.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await owner(40 * SECOND + MINUTE)).errorCode).toBe(0);
    });

    it('counts unknown e-mails alike, so the delay tells nothing about which accounts exist', async () => {
      const now = new Date('2026-03-06T12:00:00Z');
      const from = service(now, '203.0.113.9');
      for (let i = 0; i < 4; i++) {
        await login(from, { loginID: 'nobody.throttled@example.com', password: 'Wrong-Pass-99' });
      }
      const [row] = await app.db
        .select()
        .from(idpLoginThrottles)
        .where(gt(idpLoginThrottles.blockedUntil, now));
      expect(row?.blockedUntil?.getTime()).toBe(now.getTime() + SECOND);
      // No e-mail or address is stored in the clear.
      const rows = await app.db.select().from(idpLoginThrottles);
      expect(JSON.stringify(rows)).not.toMatch(/nobody|203\.0\.113/);
    });

    it('answers 403007 for a disabled account with the right password', async () => {
      const account = await verifiedAccount();
      await app.db.update(idpAccounts).set({ disabled: true }).where(eq(idpAccounts.uid, account.uid));
      const answer = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: account.email,
        password: PASSWORD,
      });
      expect(answer.errorCode).toBe(IDP_ERROR_CODES.PERMISSION_DENIED);
      expect(answer.UIDSignature).toBeUndefined();
    });
  });

  describe('password reset', () => {
    it('always answers 0, and mails a single-use link only when the account exists', async () => {
      const unknown = await call('accounts.resetPassword', { apiKey: MX_KEY, loginID: 'ghost@example.com' });
      expect(unknown.errorCode).toBe(0);
      expect(await latestMailTo('ghost@example.com')).toBeUndefined();

      const account = await verifiedAccount();
      // A completed reset ends every delay on the e-mail (here 15 min, after 14 failures from inject's address).
      for (let i = 0; i < 14; i++) {
        await recordFailedLogin(app.db, { loginId: account.email, address: '127.0.0.1' }, new Date());
      }
      expect(
        (await call('accounts.login', { apiKey: MX_KEY, loginID: account.email, password: PASSWORD }))
          .errorCode,
      ).toBe(IDP_ERROR_CODES.INVALID_LOGIN);
      expect(
        (await call('accounts.resetPassword', { apiKey: MX_KEY, loginID: account.email })).errorCode,
      ).toBe(0);
      const mail = await latestMailTo(account.email);
      expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Restablecimiento de contraseña' });
      // Mexico reads Spanish: the link opens the Spanish address of the reset page.
      const token = tokenOf(mail?.text ?? '', '/restablecer-contrasena');
      expect(mail?.text).toContain(`http://${MX_HOST}/restablecer-contrasena?token=`);

      const weak = await call('accounts.resetPassword', {
        apiKey: MX_KEY,
        passwordResetToken: token,
        newPassword: 'weakpassword',
      });
      expect(weak.errorCode).toBe(IDP_ERROR_CODES.VALIDATION_ERROR);
      expect(weak.validationErrors).toEqual([
        expect.objectContaining({ fieldName: 'newPassword', errorCode: IDP_ERROR_CODES.PASSWORD_POLICY }),
      ]);

      const newPassword = 'Brand-New-Pass-7';
      const done = await call('accounts.resetPassword', {
        apiKey: MX_KEY,
        passwordResetToken: token,
        newPassword,
      });
      expect(done.errorCode).toBe(0);
      const reused = await call('accounts.resetPassword', {
        apiKey: MX_KEY,
        passwordResetToken: token,
        newPassword: 'Another-Pass-8',
      });
      expect(reused.errorCode).toBe(IDP_ERROR_CODES.INVALID_PARAMETER_VALUE);

      const old = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: account.email,
        password: PASSWORD,
      });
      expect(old.errorCode).toBe(IDP_ERROR_CODES.INVALID_LOGIN);
      const fresh = await call('accounts.login', {
        apiKey: MX_KEY,
        loginID: account.email,
        password: newPassword,
      });
      expect(fresh.errorCode).toBe(0);
    });

    it('refuses an expired link (1 h) and an unknown token', async () => {
      const account = await verifiedAccount();
      const issuedAt = new Date('2026-03-01T12:00:00Z');
      expect((await resetPassword(service(issuedAt), { loginID: account.email })).errorCode).toBe(0);
      const [mail] = await app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, account.email), eq(mailOutbox.kind, 'password_reset')));
      const token = tokenOf(mail?.text ?? '', '/restablecer-contrasena');
      const late = await resetPassword(service(new Date(issuedAt.getTime() + 61 * 60_000)), {
        passwordResetToken: token,
        newPassword: 'Brand-New-Pass-7',
      });
      expect(late.errorCode).toBe(IDP_ERROR_CODES.INVALID_PARAMETER_VALUE);
      const bogus = await call('accounts.resetPassword', {
        apiKey: MX_KEY,
        passwordResetToken: 'bogus',
        newPassword: 'Brand-New-Pass-7',
      });
      expect(bogus.errorCode).toBe(IDP_ERROR_CODES.INVALID_PARAMETER_VALUE);
      // Still valid within the hour.
      const inTime = await resetPassword(service(new Date(issuedAt.getTime() + 59 * 60_000)), {
        passwordResetToken: token,
        newPassword: 'Brand-New-Pass-7',
      });
      expect(inTime.errorCode).toBe(0);
    });
  });

  it('limits login, register and resetPassword like a form', async () => {
    const strict = await ctx.buildApp({ formRateLimitPerMinute: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await strict.inject({
        method: 'POST',
        url: '/idp/accounts.login',
        payload: { apiKey: MX_KEY, loginID: 'a@example.com', password: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const init = await strict.inject({
      method: 'POST',
      url: '/idp/accounts.initRegistration',
      payload: { apiKey: MX_KEY },
    });
    expect(init.statusCode).toBe(200);
  });
});
