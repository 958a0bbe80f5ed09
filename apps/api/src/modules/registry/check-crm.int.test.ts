import { COUNTRIES } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const URL = '/api/public/veeva/checkCRM';
const BR = { 'x-api-key': COUNTRIES.BR.apiKey };
const MX = { 'x-api-key': COUNTRIES.MX.apiKey };
const AR = { 'x-api-key': COUNTRIES.AR.apiKey };

describeEachDatabase('GET /api/public/veeva/checkCRM', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await seededApp(ctx);
  });
  const check = (query: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `${URL}?${query}`, headers });

  it('finds a Brazilian CRM with its UF, and tells an anonymous caller only that it is valid', async () => {
    const response = await check('registerNumber=246810&registerType=CRM&registerUf=MG', BR);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
  });

  it('gives the registered name only to the signed-in owner of the registration', async () => {
    const doctor = bearer(await signIn(app, 'doctor.br@example.com'));
    const own = await check('registerNumber=123456&registerType=CRM&registerUf=SP', { ...BR, ...doctor });
    expect(own.json()).toEqual({ valid: true, name: 'Ana Souza Oliveira' });
    // Without the (optional) UF it is still hers.
    expect((await check('registerNumber=0123456&registerType=CRM', { ...BR, ...doctor })).json()).toEqual({
      valid: true,
      name: 'Ana Souza Oliveira',
    });
    // Someone else's number: validity only, even signed in.
    const other = await check('registerNumber=246810&registerType=CRM&registerUf=MG', { ...BR, ...doctor });
    expect(other.json()).toEqual({ valid: true });
    const nurse = bearer(await signIn(app, 'nurse.br@example.com'));
    expect(
      (await check('registerNumber=123456&registerType=CRM&registerUf=SP', { ...BR, ...nurse })).json(),
    ).toEqual({
      valid: true,
    });
    // A dead or forged token is just anonymous (no 401 on a public call).
    const forged = await check('registerNumber=123456&registerType=CRM&registerUf=SP', {
      ...BR,
      ...bearer('not-a-session'),
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json()).toEqual({ valid: true });
    const mx = bearer(await signIn(app, 'doctor.mx@example.com'));
    expect((await check('registerNumber=12345678&registerType=CRM', { ...MX, ...mx })).json()).toEqual({
      valid: true,
      name: 'Alejandro Hernández López',
    });
  });

  it('does not find it under another UF or another register type', async () => {
    expect((await check('registerNumber=246810&registerType=CRM&registerUf=SP', BR)).json()).toEqual({
      valid: false,
    });
    expect((await check('registerNumber=246810&registerType=COREN&registerUf=MG', BR)).json()).toEqual({
      valid: false,
    });
    // The nurse is registered as COREN 654321/RJ.
    expect((await check('registerNumber=654321&registerType=COREN&registerUf=rj', BR)).json()).toMatchObject({
      valid: true,
    });
  });

  it('ignores leading zeros and punctuation', async () => {
    const response = await check('registerNumber=00.246-810&registerType=CRM&registerUf=MG', BR);
    expect(response.json()).toMatchObject({ valid: true });
    // Peru's demo doctor was registered as 054321.
    const peru = await check('registerNumber=0054321&registerType=CRM', { 'x-api-key': COUNTRIES.PE.apiKey });
    expect(peru.json()).toMatchObject({ valid: true });
  });

  it('answers unknown numbers with valid false', async () => {
    expect((await check('registerNumber=999999&registerType=CRM&registerUf=MG', BR)).json()).toEqual({
      valid: false,
    });
    expect((await check('registerNumber=0000&registerType=CRM&registerUf=MG', BR)).json()).toEqual({
      valid: false,
    });
  });

  it('takes the UF as optional in Brazil, as the spec says: without it, any state', async () => {
    const response = await check('registerNumber=246810&registerType=CRM', BR);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
    expect((await check('registerNumber=246899&registerType=CRM', BR)).json()).toEqual({ valid: false });
    expect((await check('registerNumber=246810&registerType=CRM&registerUf=', BR)).json()).toEqual({
      valid: true,
    });
  });

  it('outside Brazil checks the number as CRM whatever type is sent, and ignores the UF', async () => {
    for (const registerType of ['CRM', 'COREN', 'CRF']) {
      const response = await check(`registerNumber=87654321&registerType=${registerType}&registerUf=SP`, MX);
      expect(response.json(), registerType).toEqual({ valid: true });
    }
    expect((await check('registerNumber=445566&registerType=CRM', AR)).json()).toMatchObject({ valid: true });
    // A Brazilian number is not Mexican.
    expect((await check('registerNumber=246810&registerType=CRM', MX)).json()).toEqual({ valid: false });
  });

  it('validates the query', async () => {
    const response = await check('registerType=XYZ', BR);
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string }[] }).errors.map((e) => e.path).sort();
    expect(paths).toEqual(['registerNumber', 'registerType']);
  });
});

describeEachDatabase('GET /api/public/veeva/checkCRM rate limit', (ctx) => {
  it('is limited per address like the forms (FORM_RATE_LIMIT_PER_MINUTE)', async () => {
    const app = await seededApp(ctx, { formRateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await app.inject({
        method: 'GET',
        url: `${URL}?registerNumber=${246810 + i}&registerType=CRM&registerUf=MG`,
        headers: BR,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
