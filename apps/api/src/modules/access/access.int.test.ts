import { eq, users } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { forgetUser } from '../sessions/cache.ts';

const SPEAKER = '/api/speaker-training/access';
const DOCFINDER = '/api/docfinder/access';

describeEachDatabase('restricted capabilities: speaker training and doctor-finder', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lets doctor.br (CRM, speaker) use both', async () => {
    const token = await signIn(app, 'doctor.br@example.com');
    for (const url of [SPEAKER, DOCFINDER]) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ allowed: true });
    }
  });

  it('answers 403 FORBIDDEN to the nurse (COREN, no speaker flag) on both', async () => {
    const token = await signIn(app, 'nurse.br@example.com');
    for (const url of [SPEAKER, DOCFINDER]) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('applies each rule on its own: a CRM without the speaker flag gets the doctor-finder only', async () => {
    const token = await signIn(app, 'doctor.mx@example.com');
    expect((await get(DOCFINDER, token)).statusCode).toBe(200);
    expect((await get(SPEAKER, token)).statusCode).toBe(403);
  });

  it('reads the rules from the current user row, not from the session start', async () => {
    const token = await signIn(app, 'doctor.cl@example.com');
    expect((await get(SPEAKER, token)).statusCode).toBe(403);
    const [changed] = await app.db
      .update(users)
      .set({ canAccessSpeakTraining: true })
      .where(eq(users.email, 'doctor.cl@example.com'))
      .returning({ id: users.id });
    // A write outside the repositories forgets the user in the session cache itself, as they do.
    await forgetUser(app.db, changed?.id);
    expect((await get(SPEAKER, token)).statusCode).toBe(200);
  });

  it('answers 401 before any policy without a token', async () => {
    for (const url of [SPEAKER, DOCFINDER]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
