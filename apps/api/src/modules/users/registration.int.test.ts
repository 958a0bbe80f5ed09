import { COUNTRIES, type CountryCode } from '@portal/countries';
import { eq, idpAccounts, users } from '@portal/db';
import { demoUid } from '@portal/demo-data';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signedLogin } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { signUid } from '../identity-provider/signature.ts';

const URL = '/api/users';

type Body = Record<string, unknown>;

const BODIES: Record<CountryCode, Body> = {
  BR: {
    name: 'Paulo',
    lastname: 'Mendes Costa',
    phone: '(31) 98765-4321',
    specialty: 'OUTROS',
    registerType: 'CRM',
    registerUf: 'mg',
    registerNumber: '0246810',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: true,
    receivePromotional: false,
    termsConsent: true,
    region: 'BRASIL',
    country: 'BR',
    language: 'pt_BR',
    timezone: 'America/Sao_Paulo',
  },
  MX: {
    name: 'Mariana',
    lastname: 'Torres Ruiz',
    treatment: 'Dra.',
    phone: '55 8765 4321',
    state: 'MX-JAL',
    identityDocumentOrMedicalCollegiate: '8765-4321',
    bayerRepresentativeCode: 'REP-042',
    specialty: 'womens_health',
    registerType: 'COREN',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: false,
    receivePromotional: true,
    region: 'MEXICO',
    country: 'MX',
    language: 'es_MX',
    timezone: 'America/Mexico_City',
  },
  AR: {
    name: 'Joaquín',
    lastname: 'Fernández Díaz',
    phone: '351 456-7890',
    state: 'AR-X',
    nationalRegistration: '44.55.66',
    provincialEnrollment: 'MP 1234',
    specialty: 'GENERAL',
    registerType: 'CRM',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: true,
    region: 'CONOSUR',
    country: 'AR',
    language: 'es',
    timezone: 'America/Argentina/Buenos_Aires',
  },
  CL: {
    name: 'Catalina',
    lastname: 'Rojas Vera',
    phone: '9 8765 4321',
    state: 'CL-VS',
    RUT: '15.432.167-5',
    specialty: 'cardiology',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: false,
  },
  CR: {
    name: 'Valeria',
    lastname: 'Jiménez Mora',
    phone: '8312 3456',
    identityDocumentOrMedicalCollegiate: '4521',
    specialty: 'oncology',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: false,
  },
  CO: {
    name: 'Camila',
    lastname: 'Vargas Ortiz',
    phone: '310 234 5678',
    identityDocumentOrMedicalCollegiate: '1.098.765.432',
    specialty: 'oncology',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: false,
  },
  PE: {
    name: 'Lucía',
    lastname: 'Quispe Flores',
    phone: '01 234 5678',
    identityDocumentOrMedicalCollegiate: '054321',
    specialty: 'oncology',
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: false,
  },
};

/** Per country: data a physician of that country types, each refused with a field error on that field. */
const REFUSED: Record<CountryCode, [changes: Body, path: string][]> = {
  BR: [
    [{ phone: '(11) 1234-5678' }, 'phone'],
    [{ registerNumber: '1234567' }, 'registerNumber'],
  ],
  MX: [
    [{ phone: '01 800 123 4567' }, 'phone'],
    [{ identityDocumentOrMedicalCollegiate: '12345' }, 'identityDocumentOrMedicalCollegiate'],
  ],
  AR: [
    [{ phone: '15 2345-6789' }, 'phone'],
    [{ nationalRegistration: 'MP 1234' }, 'nationalRegistration'],
    [{ provincialEnrollment: '1234567' }, 'provincialEnrollment'],
  ],
  CL: [
    [{ phone: '9 876 5432' }, 'phone'],
    [{ RUT: '15.432.167-K' }, 'RUT'],
  ],
  CR: [
    [{ phone: '4000 1234' }, 'phone'],
    [{ identityDocumentOrMedicalCollegiate: '123456' }, 'identityDocumentOrMedicalCollegiate'],
  ],
  CO: [
    [{ phone: '1 234 5678' }, 'phone'],
    [{ identityDocumentOrMedicalCollegiate: '12345' }, 'identityDocumentOrMedicalCollegiate'],
  ],
  PE: [
    [{ phone: '87 654 321' }, 'phone'],
    [{ identityDocumentOrMedicalCollegiate: '1234567' }, 'identityDocumentOrMedicalCollegiate'],
  ],
};

/** A state of each country's list as the API stores it (decision 010), and one of another country. */
const STATES: Record<CountryCode, { own: string; foreign: string }> = {
  BR: { own: 'MG', foreign: 'MX-JAL' },
  MX: { own: 'MX-NLE', foreign: 'AR-B' },
  AR: { own: 'AR-C', foreign: 'CL-RM' },
  CL: { own: 'CL-NB', foreign: 'MX-JAL' },
  CR: { own: 'CR-SJ', foreign: 'CO-DC' },
  CO: { own: 'CO-DC', foreign: 'CR-SJ' },
  PE: { own: 'PE-LMA', foreign: 'MX-MEX' },
};

describeEachDatabase('POST /api/users (registration) and GET /api/users/verify', (ctx) => {
  let app: App;
  let accounts = 0;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });
  beforeEach(() => setClock(app, new Date()));

  /** A provider account (as the identity provider creates it) with no portal user yet. */
  async function newAccount(country: CountryCode): Promise<{ uid: string; email: string }> {
    accounts += 1;
    const email = `new.${country.toLowerCase()}.${accounts}@example.com`;
    const uid = `test-uid-${accounts}`;
    await app.db.insert(idpAccounts).values({ uid, country, email, emailVerifiedAt: new Date() });
    return { uid, email };
  }

  async function bodyFor(country: CountryCode, changes: Body = {}): Promise<Body> {
    const { uid, email } = await newAccount(country);
    return { ...BODIES[country], ...signedLogin(app, uid), email, ...changes };
  }

  const register = (payload: Body) => app.inject({ method: 'POST', url: URL, payload });
  const pathsOf = (response: { json(): unknown }) =>
    ((response.json() as { errors?: { path: string }[] }).errors ?? []).map((e) => e.path).sort();
  const userOf = async (uid: string) => {
    const [row] = await app.db.select().from(users).where(eq(users.idpUid, uid));
    return row;
  };

  it('registers a Brazilian physician: UF, normalised CRM, all specialties for OUTROS, consents', async () => {
    const body = await bodyFor('BR', { email: undefined });
    const [account] = await app.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.uid, String(body.UID)));
    const response = await register({ ...body, email: account?.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ hasRegistred: true });
    expect(await userOf(String(body.UID))).toMatchObject({
      email: account?.email,
      firstName: 'Paulo',
      lastName: 'Mendes Costa',
      country: 'BR',
      phone: '+5531987654321',
      specialty: 'OUTROS',
      preferences: COUNTRIES.BR.specialties,
      category: 'physician',
      registerNumber: '246810',
      registerUf: 'MG',
      registerType: 'CRM',
      iamDoctor: true,
      readAcceptTerms: true,
      acceptNews: true,
      receivePromotional: true,
      termsConsent: true,
      canAccessSpeakTraining: false,
      region: 'BRASIL',
      language: 'pt_BR',
      timezone: 'America/Sao_Paulo',
    });
  });

  it('keeps the register type chosen in Brazil (COREN, CRF)', async () => {
    for (const registerType of ['COREN', 'CRF'] as const) {
      const body = await bodyFor('BR', { registerType, registerNumber: '98765' });
      expect((await register(body)).statusCode).toBe(201);
      expect(await userOf(String(body.UID))).toMatchObject({ registerType, registerNumber: '098765' });
    }
  });

  it('registers a Mexican physician: saved as CRM, number from the cédula, brand-named sales code', async () => {
    const body = await bodyFor('MX');
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(await userOf(String(body.UID))).toMatchObject({
      country: 'MX',
      registerType: 'CRM',
      registerNumber: '87654321',
      registerUf: null,
      treatment: 'Dra.',
      state: 'MX-JAL',
      preferences: ['womens_health'],
      termsConsent: false,
      acceptNews: false,
      receivePromotional: false,
      registration: { identityDocumentOrMedicalCollegiate: '8765-4321', salesRepresentativeCode: 'REP-042' },
    });
  });

  it('registers an Argentine physician: GENERAL is every Conosur specialty', async () => {
    const body = await bodyFor('AR');
    expect((await register(body)).statusCode).toBe(201);
    expect(await userOf(String(body.UID))).toMatchObject({
      country: 'AR',
      registerType: 'CRM',
      registerNumber: '445566',
      preferences: COUNTRIES.AR.specialties,
      registration: { nationalRegistration: '44.55.66', provincialEnrollment: 'MP 1234' },
    });
    expect(COUNTRIES.AR.specialties).not.toContain('hematology');
  });

  describe("each country's registration: its own phones and identifiers", () => {
    for (const country of Object.keys(REFUSED) as CountryCode[]) {
      it(`${country}: accepts the country's data, stores the phone in E.164`, async () => {
        const body = await bodyFor(country);
        const response = await register(body);
        expect(response.statusCode, response.body).toBe(201);
        expect((await userOf(String(body.UID)))?.phone).toMatch(/^\+\d{10,14}$/);
      });
      it(`${country}: accepts a state of the country's list and stores its code`, async () => {
        const body = await bodyFor(country, { state: STATES[country].own });
        const response = await register(body);
        expect(response.statusCode, response.body).toBe(201);
        expect((await userOf(String(body.UID)))?.state).toBe(STATES[country].own);
      });
      it(`${country}: refuses an unknown state, another country's and a name, with a field error`, async () => {
        for (const state of [STATES[country].foreign, 'XX-ZZZ', 'Jalisco', 'mx-jal']) {
          const body = await bodyFor(country, { state });
          const response = await register(body);
          expect(response.statusCode, state).toBe(400);
          expect(pathsOf(response), state).toEqual(['state']);
          expect(await userOf(String(body.UID))).toBeUndefined();
        }
      });
      it(`${country}: refuses malformed phones and identifiers, each with its field error`, async () => {
        for (const [changes, path] of REFUSED[country]) {
          const body = await bodyFor(country, changes);
          const response = await register(body);
          expect(response.statusCode, path).toBe(400);
          expect(pathsOf(response), path).toEqual([path]);
          expect(await userOf(String(body.UID))).toBeUndefined();
        }
      });
    }
  });

  it('registers a Buenos Aires physician by mobile (area code 11), stored in E.164', async () => {
    const body = await bodyFor('AR', { phone: '11 15 2345-6789' });
    expect((await register(body)).statusCode).toBe(201);
    expect(await userOf(String(body.UID))).toMatchObject({ country: 'AR', phone: '+5491123456789' });
  });

  describe('rejects bad input per field, with the body field as path', () => {
    const REQUIRED: Record<'BR' | 'MX' | 'AR', string[]> = {
      BR: [
        'name',
        'lastname',
        'phone',
        'specialty',
        'registerUf',
        'registerNumber',
        'registerType',
        'iamDoctor',
      ],
      MX: [
        'treatment',
        'state',
        'identityDocumentOrMedicalCollegiate',
        'phone',
        'readAcceptTerms',
        'acceptNews',
      ],
      AR: ['state', 'nationalRegistration', 'provincialEnrollment', 'name', 'specialty'],
    };
    for (const country of ['BR', 'MX', 'AR'] as const) {
      it(`${country}: each missing field`, async () => {
        for (const field of REQUIRED[country]) {
          const body = await bodyFor(country);
          delete body[field];
          const response = await register(body);
          expect(response.statusCode, field).toBe(400);
          expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
          expect(pathsOf(response), field).toEqual([field]);
          expect(await userOf(String(body.UID))).toBeUndefined();
        }
      });
    }

    const INVALID: [country: 'BR' | 'MX' | 'AR', changes: Body, path: string][] = [
      ['BR', { termsConsent: false }, 'termsConsent'],
      ['BR', { iamDoctor: false }, 'iamDoctor'],
      ['BR', { registerUf: 'XX' }, 'registerUf'],
      ['BR', { registerNumber: '000-0' }, 'registerNumber'],
      ['BR', { registerType: 'CRO' }, 'registerType'],
      ['BR', { specialty: 'GENERAL' }, 'specialty'],
      ['BR', { phone: '0800 123 456' }, 'phone'],
      ['BR', { phone: '11 15 2345-6789' }, 'phone'],
      ['MX', { phone: '01 800 123 4567' }, 'phone'],
      ['AR', { phone: '15 2345-6789' }, 'phone'],
      ['MX', { readAcceptTerms: false }, 'readAcceptTerms'],
      ['MX', { identityDocumentOrMedicalCollegiate: '  ' }, 'identityDocumentOrMedicalCollegiate'],
      ['MX', { email: 'not-an-email' }, 'email'],
      ['AR', { specialty: 'hematology' }, 'specialty'],
      ['AR', { acceptNews: 'yes' }, 'acceptNews'],
      ['AR', { region: 'EUROPE' }, 'region'],
    ];
    for (const [country, changes, path] of INVALID) {
      it(`${country}: ${JSON.stringify(changes)} -> ${path}`, async () => {
        const response = await register(await bodyFor(country, changes));
        expect(response.statusCode).toBe(400);
        expect(pathsOf(response)).toEqual([path]);
      });
    }

    it('BR without the terms consent at all', async () => {
      const body = await bodyFor('BR');
      delete body.termsConsent;
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(pathsOf(response)).toEqual(['termsConsent']);
    });

    it('lists every bad field at once', async () => {
      const response = await register(
        await bodyFor('BR', { iamDoctor: false, phone: '123', registerUf: '' }),
      );
      expect(pathsOf(response)).toEqual(['iamDoctor', 'phone', 'registerUf']);
    });
  });

  it("answers 400 on email when it is not the provider account's, or the account does not exist", async () => {
    const body = await bodyFor('BR');
    const other = await register({ ...body, email: 'someone.else@example.com' });
    expect(other.statusCode).toBe(400);
    expect(pathsOf(other)).toEqual(['email']);
    const ghost = await register({ ...body, ...signedLogin(app, 'no-such-account') });
    expect(ghost.statusCode).toBe(400);
    expect(pathsOf(ghost)).toEqual(['email']);
  });

  it('answers 401 to a bad or stale signature', async () => {
    const body = await bodyFor('MX');
    const tampered = await register({ ...body, UIDSignature: Buffer.alloc(20, 1).toString('base64') });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const old = signUid(String(body.UID), app.config.idpPartnerSecret, new Date(Date.now() - 200_000));
    expect((await register({ ...body, ...old })).statusCode).toBe(401);
    expect(await userOf(String(body.UID))).toBeUndefined();
  });

  it('answers 409 when the account is already registered', async () => {
    const body = await bodyFor('AR');
    expect((await register(body)).statusCode).toBe(201);
    const again = await register(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    const demo = await register({
      ...BODIES.BR,
      ...signedLogin(app, demoUid('doctor.br@example.com')),
      email: 'doctor.br@example.com',
    });
    expect(demo.statusCode).toBe(409);
  });

  it('lets the same signature sign in after the 404 -> register flow', async () => {
    const body = await bodyFor('BR');
    const signed = {
      UID: body.UID,
      UIDSignature: body.UIDSignature,
      signatureTimestamp: body.signatureTimestamp,
    };
    const before = await app.inject({ method: 'POST', url: '/api/users/login', payload: signed });
    expect(before.statusCode).toBe(404);
    expect((await register(body)).statusCode).toBe(201);
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: signed });
    expect(login.statusCode).toBe(200);
    const { token } = login.json() as { token: string };
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ email: body.email, name: 'Paulo Mendes Costa', registerUf: 'MG' });
  });

  it('GET /api/users/verify?email= tells whether the email is free (with or without the slash)', async () => {
    for (const url of ['/api/users/verify', '/api/users/verify/']) {
      const taken = await app.inject({ method: 'GET', url: `${url}?email=Doctor.BR%40example.com` });
      expect(taken.statusCode).toBe(200);
      expect(taken.json()).toEqual({ valid: false });
      const free = await app.inject({ method: 'GET', url: `${url}?email=nobody%40example.com` });
      expect(free.json()).toEqual({ valid: true });
    }
    expect((await app.inject({ method: 'GET', url: '/api/users/verify' })).statusCode).toBe(400);
  });
});
