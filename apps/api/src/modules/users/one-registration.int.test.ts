// Issue 33, items 1-3 on both databases: one registration, one account (an impostor with a physician's
// public registry data stays pending and cannot list her in the doctor-finder; concurrent registrations
// of one number verify at most one account; the verifier sees both and decides), the doctor-finder
// listing belongs to the verified holder and is public only with a practice, and the registry's name rule
// tolerates how physicians write their names while refusing another person.
import {
  DOCFINDER_CONSENT_VERSION,
  type DocfinderSearchResponse,
  type PendingRegistration,
  type UserProfile,
  type VerificationQueue,
} from '@portal/contracts';
import {
  docfinderListings,
  eq,
  idpAccounts,
  licensedProfessionals,
  professionalChecks,
  type UserRow,
  users,
} from '@portal/db';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { callAs, staffSignIn } from '../console-kernel/test-support.ts';
import { bearer, seededApp, setClock, signedLogin, signIn } from './test-support.ts';

/** doctor.br's public data, as Brazil's CFM publishes them for anyone. */
const DOCTOR_BR = { name: 'Ana', lastname: 'Souza Oliveira', registerNumber: '123456', registerUf: 'SP' };

const BODY_BR = {
  phone: '(11) 98765-4321',
  specialty: 'cardiology',
  registerType: 'CRM',
  iamDoctor: true,
  readAcceptTerms: true,
  acceptNews: false,
  termsConsent: true,
};

const JOIN = {
  specialties: ['cardiology'],
  phone: '(11) 3222-1234',
  consent: { accepted: true, version: DOCFINDER_CONSENT_VERSION, language: 'pt-br' },
};

const ADDRESS = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  district: 'Bela Vista',
  state: 'SP',
  city: 'Sao Paulo',
};

describeEachDatabase('one registration, one account (issue 33)', (ctx) => {
  let app: App;
  let accounts = 0;
  const tokens: Record<string, string> = {};
  const call = callAs(() => app, tokens);

  beforeAll(async () => {
    app = await seededApp(ctx);
    tokens.verifier = await staffSignIn(app, 'verifier@example.com');
  });
  beforeEach(() => setClock(app, new Date()));

  /** A provider account with a verified e-mail and no portal user yet (as after the mailed link). */
  async function newAccount(): Promise<{ uid: string; email: string }> {
    accounts += 1;
    const email = `claimant.${accounts}@example.com`;
    const uid = `claimant-uid-${accounts}`;
    await app.db.insert(idpAccounts).values({ uid, country: 'BR', email, emailVerifiedAt: new Date() });
    return { uid, email };
  }

  async function register(person: Record<string, string>) {
    const { uid, email } = await newAccount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { ...BODY_BR, ...person, email, ...signedLogin(app, uid) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { uid, email };
  }

  async function userOf(uid: string): Promise<UserRow> {
    const [row] = await app.db.select().from(users).where(eq(users.idpUid, uid));
    if (!row) throw new Error(`no user ${uid}`);
    return row;
  }

  async function login(uid: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: signedLogin(app, uid),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  }

  async function addRegistry(registerNumber: string, registerUf: string, name: string) {
    await app.db
      .insert(licensedProfessionals)
      .values({ country: 'BR', registerType: 'CRM', registerNumber, registerUf, name });
  }

  const profileOf = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })
    ).json() as UserProfile;

  const search = async (name: string) =>
    (
      (
        await app.inject({
          method: 'GET',
          url: `/docfinder-api/public/search?name=${encodeURIComponent(name)}`,
        })
      ).json() as DocfinderSearchResponse
    ).items.map((item) => item.slug);

  describe('the impersonation of the issue', () => {
    it("keeps a new account with doctor.br's CRM pending ('duplicate'), out of the doctor-finder", async () => {
      const { uid } = await register(DOCTOR_BR);
      const impostor = await userOf(uid);
      expect(impostor).toMatchObject({ verification: 'pending', verificationReason: 'duplicate' });
      const [check] = await app.db
        .select()
        .from(professionalChecks)
        .where(eq(professionalChecks.userId, impostor.id));
      expect(check).toMatchObject({
        outcome: 'duplicate',
        verification: 'pending',
        reason: 'already registered to another account',
      });

      const token = await login(uid);
      expect(await profileOf(token)).toMatchObject({
        verification: 'pending',
        verificationReason: 'duplicate',
      });
      const home = await app.inject({ method: 'GET', url: '/api/clusters/home', headers: bearer(token) });
      expect(home.statusCode).toBe(403);
      const join = await app.inject({
        method: 'POST',
        url: '/docfinder-api/me',
        headers: bearer(token),
        payload: { ...JOIN, displayName: 'Dra. Ana Souza', registerNumber: '123456', registerUf: 'SP' },
      });
      expect(join.statusCode).toBe(403);
      expect(await search('Ana Souza')).toEqual([]);

      // The number still belongs to its first verified holder.
      const [holder] = await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com'));
      expect(holder?.verification).toBe('verified');
    });

    it('refuses it however the number is written (leading zeros, lower-case UF)', async () => {
      const { uid } = await register({ ...DOCTOR_BR, registerNumber: '0123456', registerUf: 'sp' });
      expect(await userOf(uid)).toMatchObject({ verification: 'pending', verificationReason: 'duplicate' });
    });

    it('lets the database refuse a second verified holder, whatever path writes it', async () => {
      const { uid } = await register(DOCTOR_BR);
      const second = await userOf(uid);
      await expect(
        app.db.update(users).set({ verification: 'verified' }).where(eq(users.id, second.id)),
      ).rejects.toThrow();
    });
  });

  describe('concurrent registrations of one number', () => {
    it('verifies at most one of them; the others stay pending as duplicates', async () => {
      await addRegistry('424242', 'RJ', 'Marcos Vinícius Teixeira Prado');
      const people = Array.from({ length: 4 }, () => ({
        name: 'Marcos',
        lastname: 'Teixeira Prado',
        registerNumber: '424242',
        registerUf: 'RJ',
      }));
      const registered = await Promise.all(people.map((person) => register(person)));
      const rows = await Promise.all(registered.map(({ uid }) => userOf(uid)));
      const verified = rows.filter((row) => row.verification === 'verified');
      expect(verified.length).toBeLessThanOrEqual(1);
      for (const row of rows.filter((r) => r.verification !== 'verified'))
        expect(row).toMatchObject({ verification: 'pending', verificationReason: 'duplicate' });
    });
  });

  describe('names as physicians write them', () => {
    it('verifies a physician who leaves out a middle surname, accents and particles', async () => {
      await addRegistry('515151', 'MG', 'Helena Maria de Castro Albuquerque');
      const { uid } = await register({
        name: 'helena',
        lastname: 'castro albuquerque',
        registerNumber: '515151',
        registerUf: 'MG',
      });
      expect(await userOf(uid)).toMatchObject({ verification: 'verified', verificationReason: null });
    });

    it('keeps another person with the same surnames pending (name-mismatch)', async () => {
      await addRegistry('616161', 'BA', 'Joana Ribeiro Matos');
      const { uid } = await register({
        name: 'Mariana',
        lastname: 'Ribeiro Matos',
        registerNumber: '616161',
        registerUf: 'BA',
      });
      expect(await userOf(uid)).toMatchObject({
        verification: 'pending',
        verificationReason: 'name-mismatch',
      });
    });
  });

  describe('the verifier decides', () => {
    async function queued(uid: string): Promise<PendingRegistration> {
      const response = await call('GET', '/api/admin/verification', 'verifier');
      expect(response.statusCode).toBe(200);
      const user = await userOf(uid);
      const found = (response.json() as VerificationQueue).registrations.find((r) => r.id === user.id);
      if (!found) throw new Error('not in the queue');
      return found;
    }

    it('shows the claimant beside the holder, with both names marked, and approves only after a flag', async () => {
      await addRegistry('737373', 'PR', 'Rodrigo Almeida Nunes');
      const first = await register({
        name: 'Rodrigo',
        lastname: 'Almeida Nunes',
        registerNumber: '737373',
        registerUf: 'PR',
      });
      const holderToken = await login(first.uid);
      const holder = await userOf(first.uid);
      expect(holder.verification).toBe('verified');

      const second = await register({
        name: 'Rodrigo',
        lastname: 'Nunes',
        registerNumber: '737373',
        registerUf: 'PR',
      });
      const claimant = await queued(second.uid);
      expect(claimant).toMatchObject({ verification: 'pending', verificationReason: 'duplicate' });
      expect(claimant.holders).toEqual([
        {
          id: holder.id,
          firstName: 'Rodrigo',
          lastName: 'Almeida Nunes',
          email: first.email,
          verification: 'verified',
          registeredAt: holder.createdAt.toISOString(),
          lastSignInAt: expect.any(String),
        },
      ]);
      expect(claimant.names).toEqual({
        typed: [
          { text: 'Rodrigo', mark: 'same' },
          { text: 'Nunes', mark: 'same' },
        ],
        registered: [
          { text: 'Rodrigo', mark: 'same' },
          { text: 'Almeida', mark: 'differs' },
          { text: 'Nunes', mark: 'same' },
        ],
        same: true,
      });

      // Approving while the holder is verified would make two holders: refused.
      const early = await call('POST', `/api/admin/verification/${claimant.id}/decision`, 'verifier', {
        decision: 'approve',
      });
      expect(early.statusCode).toBe(409);

      // The holder had listed the number; flagged, it loses it and the listing leaves the public search.
      const joined = await app.inject({
        method: 'POST',
        url: '/docfinder-api/me',
        headers: bearer(holderToken),
        payload: { ...JOIN, displayName: 'Rodrigo Nunes', registerNumber: '737373', registerUf: 'PR' },
      });
      expect(joined.statusCode, joined.body).toBe(201);
      await app.inject({
        method: 'POST',
        url: '/docfinder-api/me/addresses',
        headers: bearer(holderToken),
        payload: { ...ADDRESS, state: 'PR', city: 'Curitiba', postalCode: '80010-000' },
      });
      expect(await search('Rodrigo Nunes')).toHaveLength(1);

      const flag = await call('POST', `/api/admin/verification/${claimant.id}/decision`, 'verifier', {
        decision: 'flag-holder',
        holderId: holder.id,
        reason: 'The council confirmed the other e-mail belongs to the physician',
      });
      expect(flag.statusCode, flag.body).toBe(200);
      expect(await userOf(first.uid)).toMatchObject({
        verification: 'pending',
        verificationReason: 'flagged',
      });
      expect(await search('Rodrigo Nunes')).toEqual([]);

      const approve = await call('POST', `/api/admin/verification/${claimant.id}/decision`, 'verifier', {
        decision: 'approve',
      });
      expect(approve.statusCode, approve.body).toBe(200);
      expect(await userOf(second.uid)).toMatchObject({ verification: 'verified', verificationReason: null });

      // The new holder lists the number; the flagged account's listing is withdrawn for it.
      const claimantToken = await login(second.uid);
      const join = await app.inject({
        method: 'POST',
        url: '/docfinder-api/me',
        headers: bearer(claimantToken),
        payload: { ...JOIN, displayName: 'Rodrigo Nunes', registerNumber: '737373', registerUf: 'PR' },
      });
      expect(join.statusCode, join.body).toBe(201);
    });

    it('lets a disabled holder’s number verify another account, and then refuses to enable the old one (409)', async () => {
      await addRegistry('919191', 'PE', 'Tiago Moura Lins');
      const person = { name: 'Tiago', lastname: 'Moura Lins', registerNumber: '919191', registerUf: 'PE' };
      const old = await userOf((await register(person)).uid);
      expect(old.verification).toBe('verified');
      tokens.admin = await staffSignIn(app, 'admin@example.com');
      expect((await call('POST', `/api/admin/physicians/${old.id}/disable`, 'admin')).statusCode).toBe(200);
      const next = await userOf((await register(person)).uid);
      expect(next.verification).toBe('verified');
      const enable = await call('POST', `/api/admin/physicians/${old.id}/enable`, 'admin');
      expect(enable.statusCode, enable.body).toBe(409);
      expect((await userOf(old.idpUid)).disabledAt).not.toBeNull();
    });

    it('refuses to flag an account that does not hold the registration', async () => {
      const { uid } = await register(DOCTOR_BR);
      const claimant = await queued(uid);
      const [other] = await app.db.select().from(users).where(eq(users.email, 'doctor.mx@example.com'));
      const response = await call('POST', `/api/admin/verification/${claimant.id}/decision`, 'verifier', {
        decision: 'flag-holder',
        holderId: other?.id,
        reason: 'Not the same registration',
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the doctor-finder listing belongs to the verified holder', () => {
    it('is public only once a practice is saved', async () => {
      const token = await signIn(app, 'doctor.br@example.com');
      const join = await app.inject({
        method: 'POST',
        url: '/docfinder-api/me',
        headers: bearer(token),
        payload: { ...JOIN, displayName: 'Ana Souza Oliveira', registerNumber: '123456', registerUf: 'SP' },
      });
      expect(join.statusCode, join.body).toBe(201);
      const slug = (join.json() as { listing: { slug: string } }).listing.slug;
      expect(await search('Ana Souza Oliveira')).not.toContain(slug);
      const profile = await app.inject({ method: 'GET', url: `/docfinder-api/public/physicians/${slug}` });
      expect(profile.statusCode).toBe(404);

      const added = await app.inject({
        method: 'POST',
        url: '/docfinder-api/me/addresses',
        headers: bearer(token),
        payload: ADDRESS,
      });
      expect(added.statusCode, added.body).toBe(201);
      expect(await search('Ana Souza Oliveira')).toContain(slug);
      expect(
        (await app.inject({ method: 'GET', url: `/docfinder-api/public/physicians/${slug}` })).statusCode,
      ).toBe(200);
    });

    it('never lets a second account list a number another live verified account lists (403)', async () => {
      await addRegistry('828282', 'SC', 'Paula Regina Costa');
      const a = await register({
        name: 'Paula',
        lastname: 'Regina Costa',
        registerNumber: '828282',
        registerUf: 'SC',
      });
      expect((await userOf(a.uid)).verification).toBe('verified');
      // A listing of the number by another live verified account (a state written around the service).
      const [nurse] = await app.db.select().from(users).where(eq(users.email, 'nurse.br@example.com'));
      await app.db.insert(docfinderListings).values({
        userId: nurse?.id ?? '',
        country: 'BR',
        slug: 'paula-costa-sc-828282',
        displayName: 'Paula Costa',
        searchName: 'paula costa',
        registerNumber: '828282',
        registerUf: 'SC',
        specialties: ['cardiology'],
        consentVersion: DOCFINDER_CONSENT_VERSION,
        consentedAt: new Date(),
      });
      const join = await app.inject({
        method: 'POST',
        url: '/docfinder-api/me',
        headers: bearer(await login(a.uid)),
        payload: { ...JOIN, displayName: 'Paula Costa', registerNumber: '828282', registerUf: 'SC' },
      });
      expect(join.statusCode, join.body).toBe(403);
      // And the database never holds two accounts' listings of one number.
      const [doctorMx] = await app.db.select().from(users).where(eq(users.email, 'doctor.mx@example.com'));
      await expect(
        app.db.insert(docfinderListings).values({
          userId: doctorMx?.id ?? '',
          country: 'BR',
          slug: 'paula-costa-sc-828282-2',
          displayName: 'Paula Costa',
          searchName: 'paula costa',
          registerNumber: '828282',
          registerUf: 'SC',
          specialties: ['cardiology'],
          consentVersion: DOCFINDER_CONSENT_VERSION,
          consentedAt: new Date(),
        }),
      ).rejects.toThrow();
    });
  });
});
