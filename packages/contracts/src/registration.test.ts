import { COUNTRIES, type Country } from '@portal/countries';
import { isValidPhone } from '@portal/countries/phone-numbers';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from './registration.ts';
import type { RegisterUserBody } from './users.ts';

const signed = { UID: 'uid-1', UIDSignature: 'sig', signatureTimestamp: '1700000000' };
const person = {
  ...signed,
  name: 'Ana Lima',
  lastname: 'Lima',
  email: 'ana@example.com',
  specialty: 'cardiology',
  iamDoctor: true,
  readAcceptTerms: true,
  acceptNews: false,
};

/** A registration each country accepts: its own fields, a mobile number of its numbering plan. */
const VALID: Record<string, RegisterUserBody> = {
  BR: {
    ...person,
    phone: '31987654321',
    registerUf: 'MG',
    registerType: 'CRM',
    registerNumber: '246810',
    termsConsent: true,
  },
  MX: {
    ...person,
    phone: '55 1234 5678',
    treatment: 'Dra.',
    state: 'MX-JAL',
    identityDocumentOrMedicalCollegiate: '1234567',
  },
  AR: {
    ...person,
    phone: '11 4123-4567',
    state: 'AR-B',
    nationalRegistration: '123456',
    provincialEnrollment: '6543',
  },
  CL: { ...person, phone: '9 8765 4321', state: 'CL-VS', RUT: '7.654.321-6' },
  CR: { ...person, phone: '8312 3456', identityDocumentOrMedicalCollegiate: '12345' },
  CO: { ...person, phone: '321 1234567', identityDocumentOrMedicalCollegiate: '1234567890' },
  PE: { ...person, phone: '912 345 678', identityDocumentOrMedicalCollegiate: '123456' },
};

function problems(country: Country, body: Record<string, unknown>) {
  const result = registrationSchema(country, isValidPhone).safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    key: issue.code === 'custom' ? issue.params?.key : issue.code,
  }));
}

const check = (code: keyof typeof COUNTRIES, changes: Record<string, unknown>) =>
  problems(COUNTRIES[code], { ...VALID[code], ...changes });

describe('registrationSchema: each country accepts its own registration', () => {
  it.each(Object.keys(VALID))('%s', (code) => {
    expect(problems(COUNTRIES[code as keyof typeof COUNTRIES], VALID[code] as RegisterUserBody)).toEqual([]);
  });
  it('covers every country of packages/countries', () => {
    expect(Object.keys(VALID).sort()).toEqual(Object.keys(COUNTRIES).sort());
  });
});

describe('registrationSchema: each country refuses what breaks its rules', () => {
  it('everywhere: the declaration, the terms and a phone of the country', () => {
    expect(check('CO', { iamDoctor: false, readAcceptTerms: false })).toEqual([
      { path: 'iamDoctor', key: 'mustAccept' },
      { path: 'readAcceptTerms', key: 'mustAccept' },
    ]);
    // A Brazilian mobile is not a Chilean number.
    expect(check('CL', { phone: '31987654321' })).toEqual([{ path: 'phone', key: 'phone' }]);
  });

  it('Brazil: UF, council, a CRM number of up to 6 digits and the terms consent', () => {
    expect(check('BR', { registerUf: undefined, registerNumber: undefined, termsConsent: false })).toEqual([
      { path: 'registerUf', key: 'select' },
      { path: 'registerNumber', key: 'required' },
      { path: 'termsConsent', key: 'mustAccept' },
    ]);
    expect(check('BR', { registerUf: 'XX' })).toEqual([{ path: 'registerUf', key: 'select' }]);
    expect(check('BR', { registerNumber: '1234567' })).toEqual([
      { path: 'registerNumber', key: 'identifierDigitsUpTo' },
    ]);
    // COREN numbers are longer than CRM's: the format follows the council.
    expect(check('BR', { registerNumber: '1234567', registerType: 'COREN' })).toEqual([]);
    // Zeros alone are no number of the register.
    expect(check('BR', { registerNumber: '000' })).toEqual([
      { path: 'registerNumber', key: 'identifierDigitsUpTo' },
    ]);
    expect(check('BR', { specialty: 'GENERAL' })).toEqual([{ path: 'specialty', key: 'select' }]);
  });

  it('Mexico: treatment, a state of Mexico, a cédula of 7 or 8 digits; the sales code is optional', () => {
    expect(check('MX', { treatment: undefined, state: undefined })).toEqual([
      { path: 'treatment', key: 'select' },
      { path: 'state', key: 'select' },
    ]);
    expect(check('MX', { state: 'AR-B' })).toEqual([{ path: 'state', key: 'select' }]);
    expect(check('MX', { identityDocumentOrMedicalCollegiate: '123456' })).toEqual([
      { path: 'identityDocumentOrMedicalCollegiate', key: 'identifierDigits' },
    ]);
    expect(check('MX', { salesRepresentativeCode: undefined })).toEqual([]);
  });

  it('Argentina: national and provincial enrolments of up to 6 digits, a state', () => {
    expect(check('AR', { nationalRegistration: ' ', provincialEnrollment: undefined })).toEqual([
      { path: 'nationalRegistration', key: 'required' },
      { path: 'provincialEnrollment', key: 'required' },
    ]);
    expect(check('AR', { provincialEnrollment: '1234567' })).toEqual([
      { path: 'provincialEnrollment', key: 'identifierDigitsUpTo' },
    ]);
    expect(check('AR', { state: undefined })).toEqual([{ path: 'state', key: 'select' }]);
  });

  it('Chile: a RUT whose check digit matches, a state of Chile', () => {
    expect(check('CL', { RUT: '7.654.321-K' })).toEqual([{ path: 'RUT', key: 'rut' }]);
    expect(check('CL', { RUT: undefined, state: 'MX-JAL' })).toEqual([
      { path: 'RUT', key: 'required' },
      { path: 'state', key: 'select' },
    ]);
  });

  it('Costa Rica, Colombia, Peru: the collegiate number of each length, no state asked', () => {
    expect(check('CR', { identityDocumentOrMedicalCollegiate: '123456' })).toEqual([
      { path: 'identityDocumentOrMedicalCollegiate', key: 'identifierDigitsUpTo' },
    ]);
    expect(check('CO', { identityDocumentOrMedicalCollegiate: '12345' })).toEqual([
      { path: 'identityDocumentOrMedicalCollegiate', key: 'identifierDigits' },
    ]);
    expect(check('PE', { identityDocumentOrMedicalCollegiate: undefined })).toEqual([
      { path: 'identityDocumentOrMedicalCollegiate', key: 'required' },
    ]);
    expect(check('PE', { identityDocumentOrMedicalCollegiate: '0000' })).toEqual([
      { path: 'identityDocumentOrMedicalCollegiate', key: 'identifierDigitsUpTo' },
    ]);
    expect(check('CR', { state: undefined })).toEqual([]);
  });

  it("keeps the spec's body shape: a missing name is the body schema's error at the same path", () => {
    expect(check('PE', { name: '' })).toEqual([{ path: 'name', key: 'too_small' }]);
  });
});
