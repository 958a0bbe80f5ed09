// Helpers of the users/session integration tests: a seeded app and signed-in demo users.
import { demoUid } from '@portal/demo-data';
import type { App } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { seedDemo } from '../src/demo-seed.ts';
import { type SignedUid, signUid } from '../src/modules/identity-provider/signature.ts';

interface AppFactory {
  buildApp(overrides?: Partial<AppConfig>): Promise<App>;
}

/** An app on a fresh database with the demo accounts (users, provider accounts, registry). */
export async function seededApp(ctx: AppFactory, overrides: Partial<AppConfig> = {}): Promise<App> {
  const app = await ctx.buildApp({ formRateLimitPerMinute: 1000, ...overrides });
  await seedDemo(app.database);
  return app;
}

/** What the identity provider hands the browser after a login, signed at the app's current time. */
export function signedLogin(app: App, uid: string): SignedUid {
  return signUid(uid, app.config.idpPartnerSecret, app.clock.now());
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Signs a demo user in through POST /api/users/login; returns the session token. */
export async function signIn(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: signedLogin(app, demoUid(email)),
  });
  if (response.statusCode !== 200) throw new Error(`login of ${email} answered ${response.statusCode}`);
  return (response.json() as { token: string }).token;
}

/** Moves the app's clock (sessions, signatures) to a fixed instant. */
export function setClock(app: App, at: Date): void {
  app.clock.now = () => new Date(at.getTime());
}
