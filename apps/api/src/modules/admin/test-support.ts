// Console sign-in for tests: password, then a TOTP code from the member's secret at the app's clock.
import { DEMO_PASSWORD, DEMO_STAFF } from '@portal/db';
import { generate } from 'otplib';
import type { App } from '../../app.ts';

export function staffSecret(email: string): string {
  const member = DEMO_STAFF.find((m) => m.email === email);
  if (!member) throw new Error(`no demo staff ${email}`);
  return member.totpSecret;
}

export async function totpAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** The password step's token. */
export async function staffPasswordStep(app: App, email: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    payload: { email, password },
  });
  return response;
}

/**
 * A full console token for a demo member. Each call uses a later TOTP step than the last (a code is
 * never accepted twice), moving the app's clock 30 s forward.
 */
export async function staffSignIn(app: App, email: string, secret = staffSecret(email)): Promise<string> {
  const later = new Date(app.clock.now().getTime() + 30_000);
  app.clock.now = () => new Date(later.getTime());
  const first = await staffPasswordStep(app, email);
  if (first.statusCode !== 200)
    throw new Error(`staff sign-in of ${email}: ${first.statusCode} ${first.body}`);
  const { token } = first.json() as { token: string };
  const now = app.clock.now();
  const second = await app.inject({
    method: 'POST',
    url: '/api/admin/session/totp',
    headers: { authorization: `Bearer ${token}` },
    payload: { code: await totpAt(secret, now) },
  });
  if (second.statusCode !== 200)
    throw new Error(`staff TOTP of ${email}: ${second.statusCode} ${second.body}`);
  return token;
}
