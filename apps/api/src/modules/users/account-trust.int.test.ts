// Issue 11: only verified e-mail addresses and verified professionals get in. The registration bypass
// (register -> take a signature while unverified -> POST /api/users -> login) is refused end to end; a
// registration the registry does not confirm signs in as `pending` and every HCP endpoint answers 403.
import { IDP_ERROR_CODES } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import { desc, eq, licensedProfessionals, mailOutbox, professionalChecks, users } from '@portal/db';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { signUid } from '../identity-provider/signature.ts';

const BR_KEY = getCountry('BR').apiKey;
const HOST = 'br.localhost:3200';
const PASSWORD = 'Consultorio-Seguro-2026!';

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++counter}@example.com`;

/** What the web leaves with the provider account: the portal's registration data (no login proof). */
function portalRegistration(email: string, person: { first: string; last: string; crm: string; uf: string }) {
  return {
    name: `${person.first} ${person.last}`,
    lastname: person.last,
    email,
    phone: '31991234567',
    specialty: 'cardiology',
    registerType: 'CRM',
    registerUf: person.uf,
    registerNumber: person.crm,
    iamDoctor: true,
    readAcceptTerms: true,
    acceptNews: false,
    termsConsent: true,
    region: 'BRASIL',
    country: 'BR',
    language: 'pt_BR',
    timezone: 'BRT',
  };
}

// Endpoints a pending professional keeps: its own profile, preferences, sessions and credentials.
const ALLOWED_WHILE_PENDING = new Set([
  'POST /api/users/password',
  'POST /api/users/email-change',
  'POST /api/users/logout',
  'GET /api/users/profile',
  'PUT /api/users/profile',
  'PATCH /api/users/preferences',
  'POST /api/users/sessions/revoke-all',
  // The data-subject rights apply to every account, verified or not (issue 16).
  'GET /api/users/me/export',
  'GET /api/users/me/deletion-request',
  'POST /api/users/me/deletion-request',
]);

describeEachDatabase('e-mail verification and professional status', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });
  beforeEach(() => setClock(app, new Date()));

  async function idp(method: string, body: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: `/idp/${method}`,
      payload: { apiKey: BR_KEY, ...body },
      headers: { host: HOST },
    });
    return response.json() as Record<string, unknown> & { errorCode: number };
  }

  async function registerAtProvider(email: string, data: Record<string, unknown>) {
    const init = await idp('accounts.initRegistration', {});
    return idp('accounts.register', {
      email,
      password: PASSWORD,
      profile: { firstName: 'X', lastName: 'Y' },
      regToken: init.regToken,
      finalizeRegistration: true,
      lang: 'pt-br',
      regSource: 'UMBR_website',
      preferences: { terms: { consent: { isConsentGranted: true } } },
      data,
    });
  }

  async function verificationMails(email: string) {
    return app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
  }

  async function verifyByMail(email: string) {
    const [mail] = await verificationMails(email);
    const token = /verificar-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    expect((await idp('accounts.verifyEmail', { token })).errorCode).toBe(0);
  }

  async function apiLogin(signed: object) {
    return app.inject({ method: 'POST', url: '/api/users/login', payload: signed });
  }

  /** Signs in at the provider with the password, then at the API with what it signed: the session token. */
  async function signInThroughProvider(email: string): Promise<string> {
    const signedIn = await idp('accounts.login', { loginID: email, password: PASSWORD });
    expect(signedIn.errorCode).toBe(0);
    const session = await apiLogin({
      UID: signedIn.UID,
      UIDSignature: signedIn.UIDSignature,
      signatureTimestamp: signedIn.signatureTimestamp,
    });
    expect(session.statusCode).toBe(200);
    return (session.json() as { token: string }).token;
  }

  it('refuses the registration bypass end to end, then completes the registration once verified', async () => {
    const email = uniqueEmail('bypass');
    const data = portalRegistration(email, {
      first: 'Beatriz',
      last: 'Almeida Rocha',
      crm: '0135790',
      uf: 'SP',
    });
    const registered = await registerAtProvider(email, { portalRegistration: data });
    // 206002 without a login signature.
    expect(registered.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
    expect(registered.UIDSignature).toBeUndefined();
    const uid = String(registered.UID);

    // The provider signs nothing while the e-mail is unverified.
    const early = await idp('accounts.login', { loginID: email, password: PASSWORD });
    expect(early.errorCode).toBe(IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION);
    expect(early.UIDSignature).toBeUndefined();

    // Even a valid signature of the unverified account (a leaked or older provider's) buys nothing.
    const forged = signUid(uid, app.config.idpPartnerSecret, app.clock.now());
    const created = await app.inject({ method: 'POST', url: '/api/users', payload: { ...data, ...forged } });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const login = await apiLogin(forged);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ statusCode: 403, internalExceptionMessage: 'EMAIL NOT VERIFIED' });
    expect(await app.db.select().from(users).where(eq(users.idpUid, uid))).toHaveLength(0);

    // Verified: the first sign-in completes the registration left with the account, checked against
    // the registry (this CRM and name are registered): a verified professional reaches the HCP home.
    await verifyByMail(email);
    const token = await signInThroughProvider(email);
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ email, verification: 'verified', registerNumber: '135790' });
    const home = await app.inject({ method: 'GET', url: '/api/clusters/home', headers: bearer(token) });
    expect(home.statusCode).toBe(200);
  });

  it('signs an unknown CRM in as pending: its profile only, 403 PROFESSIONAL_NOT_VERIFIED elsewhere', async () => {
    const email = uniqueEmail('unknown.crm');
    const data = portalRegistration(email, { first: 'Renato', last: 'Dias', crm: '777001', uf: 'BA' });
    const registered = await registerAtProvider(email, { portalRegistration: data });
    await verifyByMail(email);
    const token = await signInThroughProvider(email);
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ verification: 'pending' });
    const home = await app.inject({ method: 'GET', url: '/api/clusters/home', headers: bearer(token) });
    expect(home.statusCode).toBe(403);
    expect(home.json()).toMatchObject({ statusCode: 403, code: 'PROFESSIONAL_NOT_VERIFIED' });

    // What operators need later: what was checked, when, and what the registry answered.
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.idpUid, String(registered.UID)));
    const checks = await app.db
      .select()
      .from(professionalChecks)
      .where(eq(professionalChecks.userId, user?.id ?? ''));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      country: 'BR',
      registerType: 'CRM',
      registerNumber: '777001',
      registerUf: 'BA',
      applicantName: 'Renato Dias',
      answer: { source: 'registry', found: false, registeredName: null },
      outcome: 'not-found',
      verification: 'pending',
    });
    expect(checks[0]?.checkedAt).toBeInstanceOf(Date);
  });

  it('compares the registered name without accents or case, and keeps a mismatch pending', async () => {
    // Registered as 'Joaquín Fernández Díaz' (AR 445566) and 'Paulo Mendes Costa' (BR 246810, MG).
    const cases = [
      {
        first: 'paulo',
        last: 'MENDES COSTA',
        crm: '246810',
        uf: 'MG',
        expected: 'verified',
        outcome: 'match',
      },
      // Another number of the same name: 246810 is held by the account above now (issue 33: a second
      // account with it would be a 'duplicate' whatever its name).
      {
        first: 'Paula',
        last: 'Mendes Costa',
        crm: '246812',
        uf: 'MG',
        expected: 'pending',
        outcome: 'name-mismatch',
      },
      {
        first: 'Paulo',
        last: 'Mendes Costa',
        crm: '246810',
        uf: 'SP',
        expected: 'pending',
        outcome: 'not-found',
      },
    ];
    await app.db.insert(licensedProfessionals).values({
      country: 'BR',
      registerType: 'CRM',
      registerNumber: '246812',
      registerUf: 'MG',
      name: 'Paulo Mendes Costa',
    });
    for (const person of cases) {
      const email = uniqueEmail('names');
      const registered = await registerAtProvider(email, {
        portalRegistration: portalRegistration(email, person),
      });
      await verifyByMail(email);
      await signInThroughProvider(email);
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.idpUid, String(registered.UID)));
      expect(user?.verification).toBe(person.expected);
      const [check] = await app.db
        .select()
        .from(professionalChecks)
        .where(eq(professionalChecks.userId, user?.id ?? ''));
      expect(check?.outcome).toBe(person.outcome);
    }
  });

  it('answers 403 PROFESSIONAL_NOT_VERIFIED on every HCP endpoint to the pending demo account', async () => {
    const pending = await signIn(app, 'pending.br@example.com');
    const verified = await signIn(app, 'doctor.br@example.com');
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    let checked = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.security?.some((scheme) => 'bearerAuth' in scheme)) continue;
        const name = `${method.toUpperCase()} ${path}`;
        // Signing out would end the session the walk uses; it is allowed (tested last, below).
        if (name === 'POST /api/users/logout' || name === 'POST /api/users/sessions/revoke-all') continue;
        const url = path.replace(/\{[^}]+\}/g, 'x');
        const response = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: bearer(pending),
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        // The staff console's API takes staff tokens only: a physician's is not a session there at all.
        if (path.startsWith('/api/admin/')) {
          expect(response.statusCode, name).toBe(401);
          continue;
        }
        if (ALLOWED_WHILE_PENDING.has(name)) {
          expect(response.statusCode, name).not.toBe(403);
        } else {
          expect(response.statusCode, name).toBe(403);
          expect(response.json(), name).toMatchObject({ code: 'PROFESSIONAL_NOT_VERIFIED' });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    // The same HCP home answers a verified physician.
    const home = await app.inject({ method: 'GET', url: '/api/clusters/home', headers: bearer(verified) });
    expect(home.statusCode).toBe(200);
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(pending) });
    expect(profile.json()).toMatchObject({ email: 'pending.br@example.com', verification: 'pending' });
    const logout = await app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(pending) });
    expect(logout.statusCode).toBe(204);
  });

  it('mails the verification link again to a pending account, at most 3 an hour, always answering OK', async () => {
    const email = uniqueEmail('resend');
    await registerAtProvider(email, {});
    expect(await verificationMails(email)).toHaveLength(1);
    for (let i = 0; i < 4; i += 1) {
      expect((await idp('accounts.resendVerificationCode', { loginID: email })).errorCode).toBe(0);
    }
    expect(await verificationMails(email)).toHaveLength(3);
    // An hour later it may send again; an unknown or verified address gets the same answer and no mail.
    setClock(app, new Date(Date.now() + 61 * 60_000));
    await idp('accounts.resendVerificationCode', { loginID: email });
    expect(await verificationMails(email)).toHaveLength(4);
    const unknown = uniqueEmail('nobody');
    expect((await idp('accounts.resendVerificationCode', { loginID: unknown })).errorCode).toBe(0);
    expect(await verificationMails(unknown)).toHaveLength(0);
    await idp('accounts.resendVerificationCode', { loginID: 'doctor.br@example.com' });
    expect(await verificationMails('doctor.br@example.com')).toHaveLength(0);
  });
});
