// Issue 33, item 5, for the console: staff sign-in (password, then TOTP) gets the form rate limit per
// address, and the account-wide delay a botnet raises holds only devices that never completed a
// sign-in; a held attempt hears "try again in N s" only when its password or code was right.
import { DEMO_PASSWORD } from '@portal/demo-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffSecret, totpAt } from '#test/console.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { seededApp, setClock } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const EMAIL = 'reviewer@example.com';
const SECOND = 1000;
const HOME = '192.0.2.20';

describeEachDatabase('staff sign-in limits', (ctx) => {
  describe('form rate limit', () => {
    it('answers 429 past FORM_RATE_LIMIT_PER_MINUTE on the password and the TOTP step', async () => {
      const app = await seededApp(ctx, { formRateLimitPerMinute: 3 });
      const password = (pw: string) =>
        app.inject({ method: 'POST', url: '/api/admin/session', payload: { email: EMAIL, password: pw } });
      const first = await password(DEMO_PASSWORD);
      expect(first.statusCode).toBe(200);
      const { token } = first.json() as { token: string };
      const totp = () =>
        app.inject({
          method: 'POST',
          url: '/api/admin/session/totp',
          headers: { authorization: `Bearer ${token}` },
          payload: { code: '000000' },
        });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await totp()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const passwords = [];
      for (let i = 0; i < 3; i++) passwords.push((await password('Wrong-Password-1!')).statusCode);
      expect(passwords).toEqual([401, 401, 429]);
      expect((await password(DEMO_PASSWORD)).json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  describe('a botnet guessing the password', () => {
    let app: App;
    let now: Date;
    const tick = (ms: number) => {
      now = new Date(now.getTime() + ms);
    };
    const post = (url: string, address: string, payload: object, extra: Record<string, string> = {}) => {
      setClock(app, now);
      return app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': address, ...extra }, payload });
    };
    const passwordStep = (address: string, password: string, cookie?: string) =>
      post('/api/admin/session', address, { email: EMAIL, password }, cookie ? { cookie } : {});
    const totpStep = async (address: string, token: string, cookie?: string, code?: string) =>
      post(
        '/api/admin/session/totp',
        address,
        { code: code ?? (await totpAt(staffSecret(EMAIL), now)) },
        { authorization: `Bearer ${token}`, ...(cookie ? { cookie } : {}) },
      );

    beforeAll(async () => {
      app = await seededApp(ctx, { formRateLimitPerMinute: 10_000, trustProxy: 1 });
      now = new Date('2026-06-02T09:00:00Z');
    });

    it("lets the member's known device through, holds a new one, and says so only to the right secret", async () => {
      // The member completes a sign-in at the office: the browser keeps the console's device cookie.
      const first = await passwordStep(HOME, DEMO_PASSWORD);
      expect(first.statusCode).toBe(200);
      const done = await totpStep(HOME, (first.json() as { token: string }).token);
      expect(done.statusCode).toBe(200);
      const header = String(done.headers['set-cookie']);
      expect(header).toMatch(
        /^portal_staff_device=[\w-]+\.\d+\.[\w-]+; Path=\/api\/admin\/session; .*HttpOnly; SameSite=Strict/,
      );
      const device = header.split(';')[0] ?? '';
      // A laptop at a congress got through the password step before the attack began.
      tick(31 * SECOND);
      const laptop = await passwordStep('203.0.113.60', DEMO_PASSWORD);
      expect(laptop.statusCode).toBe(200);
      const laptopToken = (laptop.json() as { token: string }).token;

      // Two minutes of a wrong password every 2 s, each from a new address.
      for (let i = 0; i < 60; i++) {
        tick(2 * SECOND);
        expect((await passwordStep(`198.18.7.${i + 1}`, 'Wrong-Password-1!')).statusCode).toBe(401);
      }
      tick(SECOND);

      // The known device signs in: password, then code.
      const known = await passwordStep(HOME, DEMO_PASSWORD, device);
      expect(known.statusCode).toBe(200);
      expect((await totpStep(HOME, (known.json() as { token: string }).token, device)).statusCode).toBe(200);

      // A new device: the right password is held and told the wait; a wrong one hears the usual answer.
      const held = await passwordStep('203.0.113.61', DEMO_PASSWORD);
      expect(held.statusCode).toBe(429);
      expect(held.json().message).toMatch(/try again in \d+ s/);
      const wrong = await passwordStep('203.0.113.62', 'Wrong-Password-1!');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('E-mail or password is not right');

      // The laptop's second factor is held the same way: a wrong code is refused as always, a right one
      // is told the wait (and not used up).
      tick(30 * SECOND);
      expect((await totpStep('203.0.113.60', laptopToken, undefined, '000000')).statusCode).toBe(401);
      const heldCode = await totpStep('203.0.113.60', laptopToken);
      expect(heldCode.statusCode).toBe(429);
      expect(heldCode.json().message).toMatch(/try again in \d+ s/);
      // After the wait, with the guessing stopped, the laptop completes its sign-in.
      tick((Number(/try again in (\d+) s/.exec(heldCode.json().message)?.[1]) + 1) * SECOND);
      const later = await totpStep('203.0.113.60', laptopToken);
      expect(later.statusCode).toBe(200);
      expect(String(later.headers['set-cookie'])).toMatch(/^portal_staff_device=/);
    }, 120_000);
  });
});
