import { eq, users } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const DOCTOR = 'doctor.br@example.com';
const NURSE = 'nurse.br@example.com';

/** Every endpoint of this module that needs a signed-in user (all of them: plugins/auth.int.test.ts). */
const SIGNED_IN_ENDPOINTS = [
  { method: 'POST', url: '/api/users/logout' },
  { method: 'GET', url: '/api/users/profile' },
  {
    method: 'PUT',
    url: '/api/users/profile',
    payload: { email: DOCTOR, phone: '21987654321', appVersion: '1' },
  },
  { method: 'PATCH', url: '/api/users/preferences', payload: { preferences: ['oncology'] } },
  { method: 'GET', url: '/api/speaker-training/access' },
  { method: 'GET', url: '/api/docfinder/access' },
] as const;

describeEachDatabase('signed-in users API: profile, preferences, isolation', (ctx) => {
  let app: App;
  let doctor: string;
  let nurse: string;
  beforeAll(async () => {
    app = await seededApp(ctx);
    doctor = await signIn(app, DOCTOR);
    nurse = await signIn(app, NURSE);
  });

  const putProfile = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
  const patchPreferences = (token: string, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/users/preferences', headers: bearer(token), payload });

  const userRow = async (email: string) => {
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    return row;
  };

  it('answers 401 UNAUTHENTICATED on every signed-in endpoint without a token', async () => {
    for (const endpoint of SIGNED_IN_ENDPOINTS) {
      const response = await app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
      const bad = await app.inject({ ...endpoint, headers: bearer('not-a-session-token') });
      expect(bad.statusCode, `${endpoint.method} ${endpoint.url} (bad token)`).toBe(401);
    }
  });

  it('gives the profile in the shape of spec section 3', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(doctor) });
    expect(response.statusCode).toBe(200);
    const row = await userRow(DOCTOR);
    expect(response.json()).toEqual({
      id: row?.id,
      firstName: 'Ana',
      lastName: 'Souza Oliveira',
      name: 'Ana Souza Oliveira',
      email: DOCTOR,
      specialty: 'cardiology',
      preferences: ['cardiology', 'oncology'],
      category: 'physician',
      country: 'BR',
      pushNotifications: false,
      profile: {
        firstName: 'Ana',
        lastName: 'Souza Oliveira',
        state: null,
        specialities: ['cardiology', 'oncology'],
        email: DOCTOR,
        phones: { type: 'mobile', number: '(31) 98765-4321' },
      },
      phone: '(31) 98765-4321',
      registerNumber: '123456',
      registerUf: 'SP',
      canAcessSpeakTraining: true,
      registerType: 'CRM',
      veevaID: 'DEMO-BR-0001',
      verification: 'verified',
      verificationReason: null,
      stateAsTyped: null,
      welcomed: true,
    });
  });

  it('changes the phone with PUT /api/users/profile; the e-mail only as written in another case', async () => {
    const token = await signIn(app, 'doctor.co@example.com');
    const response = await putProfile(token, {
      email: 'Doctor.CO@Example.com',
      phone: '300 765-4321',
      appVersion: '2.1.0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'doctor.co@example.com',
      phone: '300 7654321',
      profile: { email: 'doctor.co@example.com', phones: { type: 'mobile', number: '300 7654321' } },
    });
    // Stored in E.164, shown in the national form.
    expect(await userRow('doctor.co@example.com')).toMatchObject({ phone: '+573007654321' });
  });

  it('refuses another e-mail with 400 on email: it changes only through the mailed link (issue 11)', async () => {
    for (const email of ['santiago.r@example.com', 'NURSE.BR@example.com']) {
      const response = await putProfile(doctor, { email, phone: '21987654321', appVersion: '1' });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'email' }] });
    }
    expect(await userRow(DOCTOR)).toBeDefined();
  });

  it("answers 400 with a phone field error for a phone that is not a number of the user's country", async () => {
    for (const phone of ['1 2345678', '-', '0800 123 4567', '11 15 2345-6789', '(11) 8765-4321']) {
      const response = await putProfile(doctor, { email: DOCTOR, phone, appVersion: '1' });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'phone' }] });
    }
    const badEmail = await putProfile(doctor, { email: 'not-an-email', phone: '21987654321' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.map((e: { path: string }) => e.path)).toEqual(['email']);
    expect(await userRow(DOCTOR)).toMatchObject({ phone: '+5531987654321' });
  });

  it('accepts a Brazilian number with DDD 11 (the first-digit rule applies after the DDD), and refuses 11 1234-5678', async () => {
    const ok = await putProfile(doctor, { email: DOCTOR, phone: '(11) 98765-4321', appVersion: '1' });
    expect(ok.statusCode).toBe(200);
    expect(await userRow(DOCTOR)).toMatchObject({ phone: '+5511987654321' });
    const bad = await putProfile(doctor, { email: DOCTOR, phone: '(11) 1234-5678', appVersion: '1' });
    expect(bad.statusCode).toBe(400);
  });

  it('sets the state to a code of the user’s country; choosing one clears the text typed before', async () => {
    const email = 'doctor.cl@example.com';
    const token = await signIn(app, email);
    // As the states migration leaves a text that named no province (decision 010).
    await app.db
      .update(users)
      .set({ state: null, stateAsTyped: 'Valparaiso costa' })
      .where(eq(users.email, email));
    const before = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(before.json()).toMatchObject({ profile: { state: null }, stateAsTyped: 'Valparaiso costa' });

    for (const state of ['MX-JAL', 'CL-ZZ', 'Valparaíso', 'cl-vs']) {
      const refused = await putProfile(token, { email, phone: '9 8765 4321', state });
      expect(refused.statusCode, state).toBe(400);
      expect(refused.json(), state).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'state' }] });
    }
    expect(await userRow(email)).toMatchObject({ state: null, stateAsTyped: 'Valparaiso costa' });

    const saved = await putProfile(token, { email, phone: '9 8765 4321', state: 'CL-VS' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profile: { state: 'CL-VS' }, stateAsTyped: null });
    expect(await userRow(email)).toMatchObject({ state: 'CL-VS', stateAsTyped: null });

    // Left out, the state stays as it is.
    const phoneOnly = await putProfile(token, { email, phone: '9 8765 4322' });
    expect(phoneOnly.statusCode).toBe(200);
    expect(await userRow(email)).toMatchObject({ state: 'CL-VS' });
  });

  it('sets the preferences with PATCH /api/users/preferences', async () => {
    const response = await patchPreferences(nurse, {
      preferences: ['hematology', 'pneumology', 'hematology'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      preferences: ['hematology', 'pneumology'],
      profile: { specialities: ['hematology', 'pneumology'] },
    });
    expect((await userRow(NURSE))?.preferences).toEqual(['hematology', 'pneumology']);
  });

  it('refuses an unknown specialty, and one the country does not offer', async () => {
    const unknown = await patchPreferences(doctor, { preferences: ['oncology', 'dermatology'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'preferences.1' }] });

    // Conosur offers no hematology.
    const argentine = await signIn(app, 'doctor.ar@example.com');
    const notOffered = await patchPreferences(argentine, { preferences: ['hematology'] });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ errors: [{ path: 'preferences.0' }] });
    expect((await userRow('doctor.ar@example.com'))?.preferences).toEqual(['cardiology', 'oncology']);
  });

  it("never reads or changes another user's data, whatever the body or query name", async () => {
    const doctorRow = await userRow(DOCTOR);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/users/profile?id=${doctorRow?.id}&email=${DOCTOR}`,
      headers: bearer(nurse),
    });
    expect(seen.json()).toMatchObject({ email: NURSE, firstName: 'Carla' });

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/users/profile?id=${doctorRow?.id}`,
      headers: bearer(nurse),
      payload: {
        id: doctorRow?.id,
        UID: doctorRow?.idpUid,
        email: NURSE,
        phone: '21911112222',
        appVersion: '1',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: NURSE, phone: '(21) 91111-2222' });
    const prefs = await patchPreferences(nurse, { preferences: ['oncology'], id: doctorRow?.id });
    expect(prefs.json()).toMatchObject({ email: NURSE, preferences: ['oncology'] });

    const after = await userRow(DOCTOR);
    expect(after).toMatchObject({ phone: doctorRow?.phone, preferences: doctorRow?.preferences });
    expect(after?.updatedAt).toEqual(doctorRow?.updatedAt);
  });
});
