// Console sign-in for tests: password, then a TOTP code from the member's secret at the app's clock;
// extra staff members (another country, two roles), requests made as a named member, and the checks
// of a withdrawal the content and product tests share.
import type { AuditList } from '@portal/contracts';
import type { CountryCode } from '@portal/countries';
import { DEMO_PASSWORD, DEMO_STAFF, staff } from '@portal/db';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { App } from '../../app.ts';
import { hashPassword } from '../passwords/service.ts';
import { bearer } from '../users/test-support.ts';

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

export interface ExtraMember {
  email: string;
  name: string;
  roles: string[];
  countries: CountryCode[];
  /** Enrolled with this TOTP secret; without it the member still has to enrol. */
  totpSecret?: string;
}

/** A member besides the demo staff, with the demo password. */
export async function addStaffMember(app: App, member: ExtraMember): Promise<void> {
  await app.db.insert(staff).values({
    ...member,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    totpEnrolledAt: member.totpSecret ? new Date('2026-01-01T00:00:00Z') : null,
  });
}

/** The Mexican admin of the console tests (scope: one country). */
export const MX_ADMIN: ExtraMember & { totpSecret: string } = {
  email: 'admin.mx@example.com',
  name: 'Admin México',
  roles: ['admin'],
  countries: ['MX'],
  totpSecret: 'MEXICOADMINDEMOSECRETPORTALCONS2',
};

/** An editor who is also a reviewer (Brazil): the one who must not approve their own work. */
export const EDITOR_REVIEWER: ExtraMember & { totpSecret: string } = {
  email: 'both@example.com',
  name: 'Both',
  roles: ['editor', 'reviewer'],
  countries: ['BR'],
  totpSecret: 'BOTHROLESDEMOSECRETPORTALCONSOLE',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests as a named caller: `who` is a key of `tokens` (filled in beforeAll) or a token itself.
 * `app` is read at call time, since tests build it in beforeAll.
 */
export function callAs(app: () => App, tokens: Record<string, string>) {
  return (method: Method, url: string, who: string, payload?: object) =>
    app().inject({
      method,
      url,
      headers: bearer(tokens[who] ?? who),
      ...(payload === undefined ? {} : { payload }),
    });
}

/** The admin (Brazil), MX_ADMIN (added here) and the editor, signed in: who sees what in a country scope. */
export async function scopedAdminTokens(app: App) {
  await addStaffMember(app, MX_ADMIN);
  const admin = await staffSignIn(app, 'admin@example.com');
  const adminMx = await staffSignIn(app, MX_ADMIN.email, MX_ADMIN.totpSecret);
  return { admin, adminMx, editor: await staffSignIn(app, 'editor@example.com') };
}

/**
 * `call(method, url, who, payload?)` as in callAs, and `auditOf(id)` (the trail of an entity, read by the
 * `admin` token).
 */
export function consoleCaller(app: () => App, tokens: Record<string, string>) {
  const call = callAs(app, tokens);
  const auditOf = async (entityId: string) =>
    ((await call('GET', `/api/admin/audit?entityId=${entityId}`, 'admin')).json() as AuditList).entries;
  return { call, auditOf };
}

/** Listens to `portal_catalogue`, the notification that tells every process its cached catalogue changed. */
export async function listenToCatalogue(app: App) {
  const heard: string[] = [];
  const stop = await app.database.listen(
    'portal_catalogue',
    (payload) => heard.push(payload),
    () => {},
  );
  return {
    /** What was heard, once `table`'s notification came (or after a second without it). */
    async heardAfter(table: string): Promise<string[]> {
      for (let i = 0; i < 50 && !heard.includes(table); i++) await new Promise((r) => setTimeout(r, 20));
      return heard;
    },
    stop,
  };
}

/**
 * The admin withdraws a dated record (content item, product) from Brazil at `url` (its `/withdraw`):
 * `removedAtOnce` checks the answer and what physicians see right after; then every process must hear
 * `table` on `portal_catalogue`, and a second withdrawal is refused (409).
 */
export async function withdrawFromBrazil(
  app: App,
  call: ReturnType<typeof callAs>,
  url: string,
  table: string,
  removedAtOnce: (withdrawn: Awaited<ReturnType<ReturnType<typeof callAs>>>) => Promise<void>,
): Promise<void> {
  const catalogue = await listenToCatalogue(app);
  const withdrawn = await call('POST', url, 'admin', { country: 'BR' });
  expect(withdrawn.statusCode).toBe(200);
  await removedAtOnce(withdrawn);
  expect(await catalogue.heardAfter(table)).toContain(table);
  await catalogue.stop();
  expect((await call('POST', url, 'admin', { country: 'BR' })).statusCode).toBe(409);
}

/** An event draft as the console sends it: a Jitsi evening in São Paulo, for Brazil unless told. */
export const eventDraft = (title: string, countries: string[] = ['BR']) => ({
  title,
  description: '<p>Casos reais</p><script>alert(1)</script>',
  speakers: [{ name: 'Dra. Ana Ribeiro', title: 'Cardiologista' }],
  specialty: 'Cardiologia',
  language: 'pt',
  startsLocal: '2026-07-10T19:00',
  endsLocal: '2026-07-10T20:30',
  timeZone: 'America/Sao_Paulo',
  meetingProvider: 'jitsi',
  meetingRoom: null,
  recordingUrl: null,
  countries,
});
