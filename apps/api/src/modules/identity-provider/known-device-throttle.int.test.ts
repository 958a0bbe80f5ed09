// Issue 33, item 5: a slow botnet (one wrong password every 2 s, each from a new address) kept a
// physician out of her account (1 success in 12 tries). A browser that signed in before keeps a device
// cookie and gets through the account-wide delay with the right password; a new device is told to try
// again in N s, and only when its password was right. Through HTTP, behind a proxy (TRUST_PROXY: the
// addresses come from X-Forwarded-For), on the app's controlled clock.
import { IDP_ERROR_CODES } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { setClock } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { hashPassword } from '../passwords/service.ts';
import { createAccount } from './accounts.ts';

const MX_KEY = getCountry('MX').apiKey;
const PASSWORD = 'Correct-Horse-42';
const WRONG = 'Wrong-Pass-99';
const SECOND = 1000;
const HOME = '192.0.2.10';

describeEachDatabase('sign-in throttle against a distributed guesser', (ctx) => {
  let app: App;
  let now: Date;
  const email = 'botnet.target@example.com';
  const other = 'other.account@example.com';

  const login = async (address: string, password: string, loginID = email, cookie?: string) => {
    setClock(app, now);
    const response = await app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: { 'x-forwarded-for': address, 'x-api-key': MX_KEY, ...(cookie ? { cookie } : {}) },
      payload: { loginID, password },
    });
    expect(response.statusCode).toBe(200);
    return { answer: response.json() as Record<string, unknown>, setCookie: response.headers['set-cookie'] };
  };
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  /** A new address for each guess, as a botnet rotates them. */
  const botAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

  beforeAll(async () => {
    app = await ctx.buildApp({ formRateLimitPerMinute: 10_000, trustProxy: 1 });
    for (const address of [email, other]) {
      await createAccount(app.db, {
        country: 'MX',
        email: address,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
        profile: { firstName: 'Ana', lastName: 'Ruiz' },
        lang: 'es',
      });
    }
    now = new Date('2026-04-01T08:00:00Z');
  });

  it("lets the owner's known device in every time while a new device waits, told so only with the right password", async () => {
    // The owner signs in once from home: the browser keeps an HttpOnly device cookie for the provider.
    const first = await login(HOME, PASSWORD);
    expect(first.answer.errorCode).toBe(0);
    const header = String(first.setCookie);
    expect(header).toMatch(
      /^portal_device=[\w-]+\.\d+\.[\w-]+; Path=\/idp; Max-Age=\d+; HttpOnly; SameSite=Strict/,
    );
    const device = header.split(';')[0] ?? '';

    // Three minutes of a botnet: a wrong password every 2 s, each from a new address. The owner signs in
    // from home (her known device) every 20 s, and succeeds every time.
    let owner = 0;
    for (let i = 0; i < 90; i++) {
      tick(2 * SECOND);
      expect((await login(botAddress(i), WRONG)).answer.errorCode).toBe(IDP_ERROR_CODES.INVALID_LOGIN);
      if (i % 10 === 9) {
        tick(SECOND);
        const signedIn = await login(HOME, PASSWORD, email, device);
        expect(signedIn.answer.errorCode, `owner at guess ${i}`).toBe(0);
        owner++;
      }
    }
    expect(owner).toBe(9);

    // A new device (another address, no cookie) with the right password is held, and told for how long.
    const held = await login('203.0.113.50', PASSWORD);
    expect(held.answer).toMatchObject({
      errorCode: IDP_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
      errorDetails: expect.stringMatching(/try again in \d+ s/),
    });
    const wait = Number(held.answer.retryAfterSeconds);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(held.answer.UIDSignature).toBeUndefined();
    expect(held.setCookie).toBeUndefined();
    // With a wrong password it gets the usual failure: the wait is said only to the right password.
    const wrong = await login('203.0.113.51', WRONG);
    expect(wrong.answer.errorCode).toBe(IDP_ERROR_CODES.INVALID_LOGIN);
    expect(wrong.answer.retryAfterSeconds).toBeUndefined();
    // The owner's cookie is bound to her account: it does not let another account's sign-in through,
    // and a forged one is worth nothing.
    for (let i = 0; i < 15; i++) await login(botAddress(1000 + i), WRONG, other);
    expect((await login(HOME, PASSWORD, other, device)).answer.errorCode).toBe(
      IDP_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
    );
    const forged = `${device.slice(0, -4)}AAAA`;
    expect((await login('203.0.113.52', PASSWORD, email, forged)).answer.errorCode).toBe(
      IDP_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED,
    );
    // Once the guessing stops and the wait passes, the new device signs in (and becomes known).
    tick(61 * SECOND);
    const later = await login('203.0.113.50', PASSWORD);
    expect(later.answer.errorCode).toBe(0);
    expect(String(later.setCookie)).toMatch(/^portal_device=/);
  }, 180_000);
});
