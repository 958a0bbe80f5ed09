import { COUNTRIES } from '@portal/countries';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { seededApp } from '../users/test-support.ts';

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

  it('finds a Brazilian CRM with its UF, and gives the name', async () => {
    const response = await check('registerNumber=246810&registerType=CRM&registerUf=MG', BR);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, name: 'Paulo Mendes Costa' });
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

  it('needs the UF in Brazil (400 on registerUf)', async () => {
    const response = await check('registerNumber=246810&registerType=CRM', BR);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'registerUf' }] });
  });

  it('outside Brazil checks the number as CRM whatever type is sent, and ignores the UF', async () => {
    for (const registerType of ['CRM', 'COREN', 'CRF']) {
      const response = await check(`registerNumber=87654321&registerType=${registerType}&registerUf=SP`, MX);
      expect(response.json(), registerType).toEqual({ valid: true, name: 'Mariana Torres Ruiz' });
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
