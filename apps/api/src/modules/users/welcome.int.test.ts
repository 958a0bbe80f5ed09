// The first sign-in welcome (issue 37): asked once, answered by saving specialties or by skipping.
import { eq, users } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

describeEachDatabase('POST /api/users/welcome', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });

  /** A demo physician as a newly registered one: not welcomed yet. */
  async function newcomer(email: string): Promise<string> {
    await app.db.update(users).set({ welcomedAt: null }).where(eq(users.email, email));
    return signIn(app, email);
  }
  const profile = async (token: string) =>
    (await app.inject({ url: '/api/users/profile', headers: bearer(token) })).json() as {
      welcomed: boolean;
      preferences: string[];
    };
  const welcome = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/users/welcome', headers: bearer(token), payload });

  it('marks the demo accounts as welcomed, so the demo opens on the home', async () => {
    expect((await profile(await signIn(app, 'doctor.mx@example.com'))).welcomed).toBe(true);
  });

  it('saves the specialties chosen and is not asked again', async () => {
    const token = await newcomer('doctor.co@example.com');
    expect(await profile(token)).toMatchObject({ welcomed: false, preferences: ['cardiology', 'oncology'] });
    setClock(app, new Date('2026-03-01T12:00:00Z'));
    const answered = await welcome(token, { preferences: ['pneumology', 'hematology'] });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ welcomed: true, preferences: ['pneumology', 'hematology'] });
    expect(await profile(token)).toMatchObject({ welcomed: true, preferences: ['pneumology', 'hematology'] });
    // A second answer does not move when it was first answered.
    setClock(app, new Date('2026-03-02T12:00:00Z'));
    await welcome(token, {});
    const [row] = await app.db.select().from(users).where(eq(users.email, 'doctor.co@example.com'));
    expect(row?.welcomedAt?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('skipped, keeps the preferences and is not asked again', async () => {
    const token = await newcomer('doctor.pe@example.com');
    const skipped = await welcome(token, {});
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(await profile(token)).toMatchObject({ welcomed: true, preferences: ['cardiology', 'oncology'] });
  });

  it("refuses a specialty the country does not offer, an empty choice and another's session", async () => {
    const token = await newcomer('doctor.cl@example.com');
    const unknown = await welcome(token, { preferences: ['cardiology', 'astrology'] });
    expect(unknown.statusCode).toBe(400);
    expect((await welcome(token, { preferences: [] })).statusCode).toBe(400);
    expect((await profile(token)).welcomed).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/api/users/welcome', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
