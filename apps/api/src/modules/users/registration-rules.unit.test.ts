import type { RegisterUserBody } from '@portal/contracts';
import { COUNTRIES } from '@portal/countries';
import { describe, expect, it } from 'vitest';
import { firstNameOf, planRegistration } from './registration-rules.ts';

const base: RegisterUserBody = {
  UID: 'u',
  UIDSignature: 's',
  signatureTimestamp: '1',
  name: 'Ana',
  lastname: 'Lima',
  email: 'ana@example.com',
  phone: '9 8765 4321', // a Chilean mobile
  specialty: 'GENERAL',
  iamDoctor: true,
  readAcceptTerms: true,
  acceptNews: false,
};

describe('planRegistration', () => {
  it('Chile: the RUT body (without check digit) is the number, padded to 8', () => {
    const plan = planRegistration(COUNTRIES.CL, { ...base, state: 'CL-VS', RUT: '7.654.321-6' }, 'bayer');
    expect(plan).toMatchObject({
      ok: true,
      user: { registerNumber: '07654321', registerType: 'CRM', phone: '+56987654321' },
    });
  });
  it("refuses a phone of another country and keeps the user's in E.164", () => {
    const plan = planRegistration(
      COUNTRIES.CL,
      { ...base, phone: '(11) 98765-4321', state: 'CL-VS', RUT: '7.654.321-6' },
      'bayer',
    );
    expect(plan.ok ? [] : plan.errors.map((e) => e.path)).toEqual(['phone']);
  });
  it('Chile: refuses a RUT whose check digit does not match', () => {
    const plan = planRegistration(COUNTRIES.CL, { ...base, state: 'CL-VS', RUT: '7.654.321-K' }, 'bayer');
    expect(plan.ok ? [] : plan.errors).toEqual([
      { path: 'RUT', message: 'Not a valid RUT: the check digit does not match' },
    ]);
  });
  it("Mexico and Brazil: refuse identifiers of the wrong length, Brazil's per council", () => {
    const mx = planRegistration(
      COUNTRIES.MX,
      {
        ...base,
        phone: '55 1234 5678',
        treatment: 'Dr.',
        state: 'MX-CMX',
        identityDocumentOrMedicalCollegiate: '123',
      },
      'bayer',
    );
    expect(mx.ok ? [] : mx.errors.map((e) => e.path)).toEqual(['identityDocumentOrMedicalCollegiate']);
    const br = {
      ...base,
      phone: '(11) 98765-4321',
      registerUf: 'SP',
      termsConsent: true,
      specialty: 'OUTROS',
    };
    const crm = planRegistration(
      COUNTRIES.BR,
      { ...br, registerType: 'CRM', registerNumber: '1234567' },
      'bayer',
    );
    expect(crm.ok ? [] : crm.errors.map((e) => e.path)).toEqual(['registerNumber']);
    const coren = planRegistration(
      COUNTRIES.BR,
      { ...br, registerType: 'COREN', registerNumber: '1234567' },
      'bayer',
    );
    expect(coren.ok).toBe(true);
  });
  it('plans from the data a provider account keeps (no login proof) by the same rules', () => {
    const { UID: _uid, UIDSignature: _signature, signatureTimestamp: _timestamp, ...stored } = base;
    const plan = planRegistration(
      COUNTRIES.CL,
      { ...stored, state: 'CL-VS', RUT: '7.654.321-6' } as RegisterUserBody,
      'bayer',
    );
    expect(plan).toMatchObject({ ok: true, user: { registerNumber: '07654321' } });
  });
  it('Chile: requires state and RUT', () => {
    const plan = planRegistration(COUNTRIES.CL, base, 'bayer');
    expect(plan.ok ? [] : plan.errors.map((e) => e.path)).toEqual(['state', 'RUT']);
  });
  it('Costa Rica: the sales code is optional and read under its brand name', () => {
    const body = {
      ...base,
      phone: '8312 3456',
      identityDocumentOrMedicalCollegiate: '4521',
      acmeRepresentativeCode: 'R1',
    };
    const plan = planRegistration(COUNTRIES.CR, body, 'acme');
    expect(plan).toMatchObject({ ok: true, user: { registration: { salesRepresentativeCode: 'R1' } } });
  });
  it('Mexico: defaults region, language and time zone from the country', () => {
    const body = {
      ...base,
      phone: '55 1234 5678',
      treatment: 'Dr.',
      state: 'MX-CMX',
      identityDocumentOrMedicalCollegiate: '1234567',
      specialty: 'womens_health',
    };
    const plan = planRegistration(COUNTRIES.MX, body, 'bayer');
    expect(plan).toMatchObject({
      ok: true,
      user: {
        region: 'MEXICO',
        language: 'es_MX',
        timezone: 'America/Mexico_City',
        registerNumber: '01234567',
      },
    });
  });
});

describe('firstNameOf', () => {
  it('takes the first name out of the joined name the spec sends', () => {
    expect(firstNameOf('Ana Souza Oliveira', 'Souza Oliveira')).toBe('Ana');
    expect(firstNameOf('  Ana   Maria  Souza ', 'souza')).toBe('Ana Maria');
  });

  it('keeps a plain first name, and a name that merely equals the last name', () => {
    expect(firstNameOf('Ana', 'Souza')).toBe('Ana');
    expect(firstNameOf('Souza', 'Souza')).toBe('Souza');
  });
});
