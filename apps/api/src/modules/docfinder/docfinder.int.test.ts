import {
  DOCFINDER_CONSENT_VERSION,
  DOCFINDER_PAGE_SIZE,
  type DocfinderMe,
  type DocfinderSearchResponse,
} from '@portal/contracts';
import { docfinderAddresses, docfinderConsents, docfinderListings, eq } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const JOIN_BR = {
  displayName: 'Ana Souza Oliveira',
  registerNumber: '123456',
  registerUf: 'SP',
  specialties: ['cardiology', 'oncology'],
  phone: '(11) 3222-1234',
  consent: { accepted: true, version: DOCFINDER_CONSENT_VERSION, language: 'pt-br' },
};

const ADDRESS_BR = {
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 12',
  district: 'Bela Vista',
  state: 'SP',
  city: 'Sao Paulo',
  phone: '(11) 3222-1234',
  openingHours: 'Segunda a sexta, 8h às 18h',
};

const MX_KEY = 'x-api-key';

describeEachDatabase('doctor-finder API', (ctx) => {
  let app: App;
  const tokens: Record<string, string> = {};
  const call = (
    who: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: who ? bearer(tokens[who] ?? '') : {},
      ...(payload ? { payload } : {}),
    });
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: `/docfinder-api/public/search?${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DocfinderSearchResponse;
  };
  const names = (result: DocfinderSearchResponse) => result.items.map((item) => item.name);
  let mxApiKey = '';

  beforeAll(async () => {
    app = await seededApp(ctx, { docfinderSearchRateLimitPerMinute: 10_000 });
    for (const who of ['doctor.br', 'nurse.br', 'pending.br', 'doctor.mx', 'dentist.br'])
      tokens[who] = await signIn(app, `${who}@example.com`).catch(() => '');
    const countries = (await app.inject({ method: 'GET', url: '/api/public/countries' })).json() as {
      code: string;
      apiKey: string;
    }[];
    mxApiKey = countries.find((c) => c.code === 'MX')?.apiKey ?? '';
  });

  describe('who may use it', () => {
    it('answers 401 to an anonymous caller, whatever the body', async () => {
      expect((await call(null, 'GET', '/docfinder-api/me')).statusCode).toBe(401);
      expect((await call(null, 'POST', '/docfinder-api/me', { nonsense: 1 })).statusCode).toBe(401);
      expect((await call(null, 'POST', '/docfinder-api/me/addresses', {})).statusCode).toBe(401);
    });

    it('refuses a non-CRM account (nurse) with 403, before reading the body', async () => {
      const me = await call('nurse.br', 'GET', '/docfinder-api/me');
      expect(me.statusCode).toBe(403);
      expect(me.json().code).toBe('FORBIDDEN');
      const join = await call('nurse.br', 'POST', '/docfinder-api/me', {
        ...JOIN_BR,
        registerNumber: '654321',
        registerUf: 'RJ',
      });
      expect(join.statusCode).toBe(403);
    });

    it('refuses an account whose registration is pending (unverified) with 403', async () => {
      const join = await call('pending.br', 'POST', '/docfinder-api/me', {
        ...JOIN_BR,
        registerNumber: '998877',
        registerUf: 'RJ',
      });
      expect(join.statusCode).toBe(403);
      expect(join.json().code).toBe('PROFESSIONAL_NOT_VERIFIED');
      expect((await call('pending.br', 'GET', '/docfinder-api/me')).statusCode).toBe(403);
    });

    it('gives a physician who has not joined their record without a listing (doctor.br starts not listed)', async () => {
      const response = await call('doctor.br', 'GET', '/docfinder-api/me');
      expect(response.statusCode).toBe(200);
      const me = response.json() as DocfinderMe;
      expect(me).toMatchObject({
        name: 'Ana Souza Oliveira',
        registerNumber: '123456',
        registerUf: 'SP',
        listing: null,
      });
      expect(me.consentVersion).toBe(DOCFINDER_CONSENT_VERSION);
      expect(names(await search('name=Ana%20Souza%20Oliveira'))).not.toContain('Ana Souza Oliveira');
    });
  });

  describe('joining', () => {
    it('refuses an unknown register number, and a registration that is not the account’s own', async () => {
      for (const registration of [
        { registerNumber: '999999', registerUf: 'SP' },
        { registerNumber: '123456', registerUf: 'RJ' },
        { registerNumber: '246810', registerUf: 'MG' },
      ]) {
        const response = await call('doctor.br', 'POST', '/docfinder-api/me', {
          ...JOIN_BR,
          ...registration,
        });
        expect(response.statusCode, JSON.stringify(registration)).toBe(400);
        expect(response.json().errors).toContainEqual({
          path: 'registerNumber',
          message: expect.any(String),
        });
      }
    });

    it('refuses a join without the explicit consent, or with an old consent version (400 with fields)', async () => {
      const noConsent = await call('doctor.br', 'POST', '/docfinder-api/me', {
        ...JOIN_BR,
        consent: { ...JOIN_BR.consent, accepted: false },
      });
      expect(noConsent.statusCode).toBe(400);
      expect(noConsent.json().errors[0].path).toBe('consent.accepted');
      const old = await call('doctor.br', 'POST', '/docfinder-api/me', {
        ...JOIN_BR,
        consent: { ...JOIN_BR.consent, version: '2020-01' },
      });
      expect(old.statusCode).toBe(400);
      expect(old.json().errors).toContainEqual({ path: 'consent.version', message: expect.any(String) });
    });

    it('answers 400 with field errors to bad input', async () => {
      const response = await call('doctor.br', 'POST', '/docfinder-api/me', {
        ...JOIN_BR,
        specialties: ['astrology'],
        extra: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('joins a verified CRM physician, records the consent text, version and time, and refuses a second join', async () => {
      const response = await call('doctor.br', 'POST', '/docfinder-api/me', JOIN_BR);
      expect(response.statusCode, response.body).toBe(201);
      const me = response.json() as DocfinderMe;
      expect(me.listing).toMatchObject({
        displayName: 'Ana Souza Oliveira',
        registerNumber: '123456',
        registerUf: 'SP',
        specialties: ['cardiology', 'oncology'],
        listed: true,
        consentVersion: DOCFINDER_CONSENT_VERSION,
        addresses: [],
      });
      const user = await app.db.query.users.findFirst({
        where: (u, { eq: is }) => is(u.email, 'doctor.br@example.com'),
      });
      const consents = await app.db
        .select()
        .from(docfinderConsents)
        .where(eq(docfinderConsents.userId, user?.id ?? ''));
      expect(consents).toHaveLength(1);
      expect(consents[0]).toMatchObject({
        action: 'granted',
        version: DOCFINDER_CONSENT_VERSION,
        language: 'pt-br',
      });
      expect(consents[0]?.text).toContain('LGPD');
      expect(consents[0]?.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await call('doctor.br', 'POST', '/docfinder-api/me', JOIN_BR)).statusCode).toBe(409);
    });
  });

  describe('practices', () => {
    it('checks Brazil’s rules: the CEP, the UF and a city of that UF', async () => {
      const cases: [object, string][] = [
        [{ postalCode: '1310-100' }, 'postalCode'],
        [{ postalCode: 'ABCDE-123' }, 'postalCode'],
        [{ state: 'XX' }, 'state'],
        [{ state: 'RJ', city: 'Campinas' }, 'city'],
        [{ city: 'Springfield' }, 'city'],
        [{ phone: '12' }, 'phone'],
      ];
      for (const [change, path] of cases) {
        const response = await call('doctor.br', 'POST', '/docfinder-api/me/addresses', {
          ...ADDRESS_BR,
          ...change,
        });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
      }
      const missing = await call('doctor.br', 'POST', '/docfinder-api/me/addresses', {
        ...ADDRESS_BR,
        street: '',
      });
      expect(missing.statusCode).toBe(400);
    });

    it('stores a Brazilian address with the official city name and the masked CEP; edit loads and changes it', async () => {
      const response = await call('doctor.br', 'POST', '/docfinder-api/me/addresses', {
        ...ADDRESS_BR,
        postalCode: '01310100',
      });
      expect(response.statusCode, response.body).toBe(201);
      const address = response.json();
      expect(address).toMatchObject({ city: 'São Paulo', state: 'SP', postalCode: '01310-100' });
      const loaded = await call('doctor.br', 'GET', `/docfinder-api/me/addresses/${address.id}`);
      expect(loaded.json()).toEqual(address);
      const changed = await call('doctor.br', 'PUT', `/docfinder-api/me/addresses/${address.id}`, {
        ...ADDRESS_BR,
        state: 'sp',
        city: 'campinas',
        postalCode: '13015-100',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ id: address.id, city: 'Campinas', state: 'SP' });
      expect((await call('doctor.br', 'GET', '/docfinder-api/me/addresses/not-a-uuid')).statusCode).toBe(400);
      expect(
        (await call('doctor.br', 'GET', '/docfinder-api/me/addresses/00000000-0000-4000-8000-000000000000'))
          .statusCode,
      ).toBe(404);
    });

    it('keeps at most 10 addresses', async () => {
      const me = (await call('doctor.br', 'GET', '/docfinder-api/me')).json() as DocfinderMe;
      for (let n = me.listing?.addresses.length ?? 0; n < 10; n += 1) {
        const response = await call('doctor.br', 'POST', '/docfinder-api/me/addresses', {
          ...ADDRESS_BR,
          number: String(n + 1),
        });
        expect(response.statusCode).toBe(201);
      }
      const eleventh = await call('doctor.br', 'POST', '/docfinder-api/me/addresses', ADDRESS_BR);
      expect(eleventh.statusCode).toBe(409);
      const after = (await call('doctor.br', 'GET', '/docfinder-api/me')).json() as DocfinderMe;
      expect(after.listing?.addresses).toHaveLength(10);
      // Removing one frees a place.
      const last = after.listing?.addresses.at(-1)?.id ?? '';
      expect((await call('doctor.br', 'DELETE', `/docfinder-api/me/addresses/${last}`)).statusCode).toBe(204);
      expect((await call('doctor.br', 'DELETE', `/docfinder-api/me/addresses/${last}`)).statusCode).toBe(404);
    });

    it('uses the country’s own rules elsewhere (Mexico: a state of its list, a plain postal code)', async () => {
      const join = await call('doctor.mx', 'POST', '/docfinder-api/me', {
        ...JOIN_BR,
        displayName: 'Alejandro Hernández López',
        registerNumber: '12345678',
        registerUf: '',
        phone: '',
        consent: { ...JOIN_BR.consent, language: 'es-MX' },
      });
      expect(join.statusCode, join.body).toBe(201);
      const bad = await call('doctor.mx', 'POST', '/docfinder-api/me/addresses', {
        ...ADDRESS_BR,
        postalCode: '!!',
        state: 'MX-JAL',
        city: 'Guadalajara',
        phone: '',
      });
      expect(bad.statusCode).toBe(400);
      // A state is a code of the country's list (decision 010): not a name, nor another country's code.
      for (const state of ['Jalisco', 'AR-B', 'SP', 'MX-XYZ']) {
        const refused = await call('doctor.mx', 'POST', '/docfinder-api/me/addresses', {
          ...ADDRESS_BR,
          postalCode: '44600',
          state,
          city: 'Guadalajara',
          phone: '',
        });
        expect(refused.statusCode, state).toBe(400);
        expect(
          refused.json().errors.map((e: { path: string }) => e.path),
          state,
        ).toEqual(['state']);
      }
      const good = await call('doctor.mx', 'POST', '/docfinder-api/me/addresses', {
        ...ADDRESS_BR,
        postalCode: '44600',
        state: 'mx-jal',
        city: 'Guadalajara',
        district: 'Americana',
        phone: '33 3123 4567',
      });
      expect(good.statusCode, good.body).toBe(201);
      // Stored as the code and in E.164; given with the state's name and the phone in national form.
      expect(good.json()).toMatchObject({ state: 'MX-JAL', stateName: 'Jalisco', phone: '33 3123 4567' });
      const [stored] = await app.db
        .select()
        .from(docfinderAddresses)
        .where(eq(docfinderAddresses.id, good.json().id));
      expect(stored).toMatchObject({ state: 'MX-JAL', searchState: 'mx-jal', phone: '+523331234567' });
      const found = await search('city=guadalajara&name=hernandez', { [MX_KEY]: mxApiKey });
      expect(names(found)).toEqual(['Alejandro Hernández López']);
      // The state filter takes the code or the name, accents and case aside.
      for (const state of ['MX-JAL', 'jalisco', 'Jalísco']) {
        const byState = await search(`state=${encodeURIComponent(state)}&name=hernandez`, {
          [MX_KEY]: mxApiKey,
        });
        expect(names(byState), state).toEqual(['Alejandro Hernández López']);
        expect(byState.items[0]?.addresses[0]).toMatchObject({ state: 'MX-JAL', stateName: 'Jalisco' });
      }
      // Mexico's listings are not Brazil's.
      expect(names(await search('name=hernandez'))).not.toContain('Alejandro Hernández López');
    });
  });

  describe('public search', () => {
    it('finds by each filter: specialty, state, city and name', async () => {
      const byCity = await search('specialty=cardiology&city=S%C3%A3o%20Paulo');
      expect(names(byCity)).toContain('Ana Souza Oliveira');
      for (const item of byCity.items) {
        expect(item.specialties).toContain('cardiology');
        expect(item.addresses.every((a) => a.city === 'São Paulo')).toBe(true);
      }
      const byState = await search('state=SP');
      expect(byState.items.length).toBeGreaterThan(0);
      for (const item of byState.items) expect(item.addresses.every((a) => a.state === 'SP')).toBe(true);
      const byStateName = await search('state=sao%20paulo');
      expect(names(byStateName)).toEqual(names(byState));
      const bySpecialty = await search('specialty=pneumology');
      expect(bySpecialty.items.length).toBeGreaterThan(0);
      for (const item of bySpecialty.items) expect(item.specialties).toContain('pneumology');
      expect(names(await search('specialty=pneumology'))).not.toContain('Ana Souza Oliveira');
      expect(names(await search('city=Recife')).length).toBeGreaterThan(0);
      expect(names(await search('city=Recife'))).not.toContain('Ana Souza Oliveira');
    });

    it('returns the fixed item fields', async () => {
      const [item] = (await search('name=Ana%20Souza%20Oliveira')).items;
      expect(item).toMatchObject({
        name: 'Ana Souza Oliveira',
        specialties: ['cardiology', 'oncology'],
        registerNumber: '123456',
        registerUf: 'SP',
        slug: expect.stringMatching(/^ana-souza-oliveira/),
      });
      expect(Object.keys(item?.addresses[0] ?? {})).toEqual(
        expect.arrayContaining([
          'street',
          'number',
          'district',
          'city',
          'state',
          'stateName',
          'postalCode',
          'phone',
        ]),
      );
    });

    it('ignores accents and case, and forgives a typo in a name', async () => {
      for (const query of ['ANA%20SOUZA', 'ana%20souza%20oliveira', 'Olivera', 'Ana%20Sousa%20Oliveira']) {
        expect(names(await search(`name=${query}`)), query).toContain('Ana Souza Oliveira');
      }
      expect(names(await search('city=SAO%20PAULO&name=ana'))).toContain('Ana Souza Oliveira');
      expect(names(await search('city=Niteroi')).length).toBeGreaterThan(0);
      expect(names(await search('name=Gon%C3%A7alves')).length).toBeGreaterThan(0);
      expect(names(await search('name=goncalves'))).toEqual(names(await search('name=Gon%C3%A7alves')));
      expect((await search('name=zzzzqqqq')).items).toEqual([]);
    });

    it('pages the results ({ items, next })', async () => {
      const first = await search('');
      expect(first.items).toHaveLength(DOCFINDER_PAGE_SIZE);
      expect(first.next).toBe(2);
      const second = await search('page=2');
      expect(second.items.map((i) => i.slug)).not.toContain(first.items[0]?.slug);
      const seen = new Set<string>();
      let page: number | null = 1;
      while (page) {
        const result: DocfinderSearchResponse = await search(`page=${page}`);
        for (const item of result.items) seen.add(item.slug);
        page = result.next;
      }
      expect(seen.size).toBeGreaterThanOrEqual(61);
    });

    it('never returns an e-mail address to anonymous callers', async () => {
      for (const query of ['', 'name=ana', 'page=2', 'city=sao%20paulo']) {
        const response = await app.inject({ method: 'GET', url: `/docfinder-api/public/search?${query}` });
        expect(response.body).not.toMatch(/@|example\.com|e-?mail/i);
      }
      const [item] = (await search('name=Ana%20Souza%20Oliveira')).items;
      const profile = await app.inject({
        method: 'GET',
        url: `/docfinder-api/public/physicians/${item?.slug}`,
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toMatch(/@/);
    });

    it('answers 400 to bad input', async () => {
      for (const query of [
        'page=0',
        'page=abc',
        'page=1000',
        'specialty=astrology',
        `name=${'a'.repeat(200)}`,
      ]) {
        const response = await app.inject({ method: 'GET', url: `/docfinder-api/public/search?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      expect(
        (await app.inject({ method: 'GET', url: '/docfinder-api/public/physicians/NOT%20A%20SLUG' }))
          .statusCode,
      ).toBe(400);
    });

    it('rate-limits the public search per client', async () => {
      const limited = await seededApp(ctx, { docfinderSearchRateLimitPerMinute: 2 });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (await limited.inject({ method: 'GET', url: '/docfinder-api/public/search' })).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  describe('hide and leave', () => {
    it('hides from public search at once, and shows again', async () => {
      const slug = (await search('name=Ana%20Souza%20Oliveira')).items[0]?.slug ?? '';
      const hidden = await call('doctor.br', 'PATCH', '/docfinder-api/me', { listed: false });
      expect(hidden.statusCode).toBe(200);
      expect((hidden.json() as DocfinderMe).listing?.listed).toBe(false);
      expect(names(await search('name=Ana%20Souza%20Oliveira'))).not.toContain('Ana Souza Oliveira');
      expect(
        (await app.inject({ method: 'GET', url: `/docfinder-api/public/physicians/${slug}` })).statusCode,
      ).toBe(404);
      await call('doctor.br', 'PATCH', '/docfinder-api/me', { listed: true });
      expect(names(await search('name=Ana%20Souza%20Oliveira'))).toContain('Ana Souza Oliveira');
    });

    it('leaving deletes the listing and its practices at once and records the consent withdrawal', async () => {
      const before = (await call('doctor.br', 'GET', '/docfinder-api/me')).json() as DocfinderMe;
      const left = await call('doctor.br', 'DELETE', '/docfinder-api/me');
      expect(left.statusCode).toBe(204);
      expect(names(await search('name=Ana%20Souza%20Oliveira'))).not.toContain('Ana Souza Oliveira');
      expect(
        ((await call('doctor.br', 'GET', '/docfinder-api/me')).json() as DocfinderMe).listing,
      ).toBeNull();
      const user = await app.db.query.users.findFirst({
        where: (u, { eq: is }) => is(u.email, 'doctor.br@example.com'),
      });
      expect(
        await app.db
          .select()
          .from(docfinderListings)
          .where(eq(docfinderListings.userId, user?.id ?? '')),
      ).toEqual([]);
      const addressIds = before.listing?.addresses.map((a) => a.id) ?? [];
      expect(addressIds.length).toBeGreaterThan(0);
      for (const id of addressIds)
        expect(await app.db.select().from(docfinderAddresses).where(eq(docfinderAddresses.id, id))).toEqual(
          [],
        );
      const consents = await app.db
        .select()
        .from(docfinderConsents)
        .where(eq(docfinderConsents.userId, user?.id ?? ''));
      expect(consents.map((c) => c.action)).toEqual(['granted', 'withdrawn']);
      expect((await call('doctor.br', 'DELETE', '/docfinder-api/me')).statusCode).toBe(404);
    });
  });
});
