import { getCountry } from '@portal/countries';
import { describe, expect, it } from 'vitest';
import { formFieldOfPath, mapApiFieldErrors } from './api-field-errors.ts';
import {
  countryFields,
  emptyRegistration,
  portalRegistration,
  providerRegistration,
  type RegistrationValues,
  registerNumberField,
} from './registration.ts';

const signed = { UID: 'uid-1', UIDSignature: 'sig', signatureTimestamp: '1760000000' };

function values(overrides: Partial<RegistrationValues>): RegistrationValues {
  return emptyRegistration({
    firstName: ' Ana ',
    lastName: ' Souza ',
    email: ' Ana.Souza@Example.com ',
    phone: '(31) 98765-4321',
    password: 'Segura-Senha-2026',
    passwordConfirmation: 'Segura-Senha-2026',
    specialty: 'cardiology',
    iamDoctor: true,
    readAcceptTerms: true,
    ...overrides,
  });
}

describe('providerRegistration (accounts.register)', () => {
  it('carries regToken, finalizeRegistration, lang, regSource and, for Brazil, the terms consent', () => {
    const body = providerRegistration(getCountry('BR'), values({ termsConsent: true }), 'reg-1');
    expect(body).toEqual({
      email: 'ana.souza@example.com',
      password: 'Segura-Senha-2026',
      profile: { firstName: 'Ana', lastName: 'Souza', email: 'ana.souza@example.com' },
      regToken: 'reg-1',
      finalizeRegistration: true,
      lang: 'pt-br',
      regSource: 'UMBR_website',
      preferences: { terms: { consent: { isConsentGranted: true } } },
    });
  });

  it('has no terms preference outside Brazil and uses the country code in regSource', () => {
    const body = providerRegistration(getCountry('MX'), values({}), 'reg-2');
    expect(body.regSource).toBe('UMMX_website');
    expect(body.lang).toBe('es-mx');
    expect(body).not.toHaveProperty('preferences');
  });
});

describe('portalRegistration (POST /api/users)', () => {
  it('Brazil: joined name, chosen register type, UF, normalised CRM, terms consent', () => {
    const body = portalRegistration(
      getCountry('BR'),
      values({
        registerUf: 'MG',
        registerType: 'COREN',
        registerNumber: '00-2468.10',
        termsConsent: true,
        acceptNews: true,
      }),
      signed,
      'bayer',
    );
    expect(body).toMatchObject({
      ...signed,
      name: 'Ana Souza',
      lastname: 'Souza',
      email: 'ana.souza@example.com',
      phone: '31987654321',
      registerUf: 'MG',
      registerType: 'COREN',
      registerNumber: '246810',
      specialty: 'cardiology',
      iamDoctor: true,
      readAcceptTerms: true,
      acceptNews: true,
      receivePromotional: true,
      termsConsent: true,
      region: 'BRASIL',
      country: 'BR',
      language: 'pt_BR',
      timezone: 'BRT',
    });
    expect(body).not.toHaveProperty('state');
  });

  it('receivePromotional always follows acceptNews', () => {
    const body = portalRegistration(
      getCountry('BR'),
      values({ acceptNews: false, registerNumber: '1' }),
      signed,
      'bayer',
    );
    expect(body.receivePromotional).toBe(false);
    expect(body.registerNumber).toBe('000001');
  });

  it('Mexico: register type saved as CRM, cédula normalised, treatment, brand-named sales code, no terms consent', () => {
    const body = portalRegistration(
      getCountry('MX'),
      values({
        registerType: 'COREN',
        treatment: 'Dra.',
        state: 'MX-JAL',
        identityDocumentOrMedicalCollegiate: '8765-4321',
        salesRepresentativeCode: ' REP-77 ',
        registerUf: 'SP',
      }),
      signed,
      'bayer',
    );
    expect(body).toMatchObject({
      registerType: 'CRM',
      treatment: 'Dra.',
      state: 'MX-JAL',
      identityDocumentOrMedicalCollegiate: '8765-4321',
      registerNumber: '87654321',
      bayerRepresentativeCode: 'REP-77',
      region: 'MEXICO',
      language: 'es_MX',
    });
    expect(body).not.toHaveProperty('termsConsent');
    expect(body).not.toHaveProperty('registerUf');
  });

  it('Argentina: the national registration is the register number; provincial enrollment kept', () => {
    const country = getCountry('AR');
    expect(registerNumberField(country)).toBe('nationalRegistration');
    const body = portalRegistration(
      country,
      values({ state: 'Córdoba', nationalRegistration: '445566', provincialEnrollment: 'P-12' }),
      signed,
      'bayer',
    );
    expect(body).toMatchObject({
      registerType: 'CRM',
      nationalRegistration: '445566',
      registerNumber: '445566',
      provincialEnrollment: 'P-12',
      state: 'Córdoba',
    });
  });

  it('lists each country’s form fields from its register fields', () => {
    expect(countryFields(getCountry('BR'))).toEqual([
      'registerUf',
      'registerType',
      'registerNumber',
      'termsConsent',
    ]);
    expect(countryFields(getCountry('CL'))).toEqual(['state', 'RUT']);
    expect(countryFields(getCountry('PE'))).toEqual(['identityDocumentOrMedicalCollegiate']);
  });
});

describe('API field errors', () => {
  it('maps body paths back to form fields', () => {
    expect(formFieldOfPath(getCountry('BR'), 'registerNumber')).toBe('registerNumber');
    expect(formFieldOfPath(getCountry('MX'), 'registerNumber')).toBe('identityDocumentOrMedicalCollegiate');
    expect(formFieldOfPath(getCountry('MX'), 'bayerRepresentativeCode')).toBe('salesRepresentativeCode');
    expect(formFieldOfPath(getCountry('BR'), 'name')).toBe('firstName');
    expect(formFieldOfPath(getCountry('BR'), 'UID')).toBeNull();
    expect(
      mapApiFieldErrors(getCountry('BR'), [
        { path: 'termsConsent', message: 'Required' },
        { path: 'phone', message: 'Invalid phone' },
      ]),
    ).toEqual({ fields: ['termsConsent', 'phone'], messages: ['Required', 'Invalid phone'] });
  });
});
