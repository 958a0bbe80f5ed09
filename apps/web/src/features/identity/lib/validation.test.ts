import { getCountry } from '@portal/countries';
import * as phones from '@portal/countries/phone-numbers';
import { describe, expect, it } from 'vitest';
import { emptyRegistration, type RegistrationValues } from './registration.ts';
import { confirmationError, passwordError, phoneError, validateRegistration } from './validation.ts';

function complete(overrides: Partial<RegistrationValues> = {}): RegistrationValues {
  return emptyRegistration({
    firstName: 'Ana',
    lastName: 'Souza',
    email: 'ana@example.com',
    phone: '31987654321',
    password: 'Segura-Senha-2026',
    passwordConfirmation: 'Segura-Senha-2026',
    registerUf: 'MG',
    registerType: 'CRM',
    registerNumber: '246810',
    specialty: 'OUTROS',
    iamDoctor: true,
    readAcceptTerms: true,
    termsConsent: true,
    ...overrides,
  });
}

describe('validateRegistration', () => {
  it('accepts a complete Brazilian registration', () => {
    expect(validateRegistration(getCountry('BR'), complete(), { withPassword: true }, phones)).toEqual({});
  });

  it('names each missing or invalid field', () => {
    const errors = validateRegistration(
      getCountry('BR'),
      complete({
        firstName: ' ',
        email: 'ana.example.com',
        phone: '0800',
        registerUf: '',
        registerNumber: 'abc',
        specialty: 'GENERAL',
        termsConsent: false,
        iamDoctor: false,
        passwordConfirmation: 'other',
      }),
      { withPassword: true },
      phones,
    );
    expect(errors).toEqual({
      firstName: 'required',
      email: 'email',
      phone: 'phone',
      registerUf: 'select',
      // The API's rule (one schema): a CRM number has up to 6 digits.
      registerNumber: 'identifierDigitsUpTo',
      specialty: 'select',
      termsConsent: 'mustAccept',
      iamDoctor: 'mustAccept',
      passwordConfirmation: 'passwordMismatch',
    });
  });

  it('requires each country’s own fields, leaving the sales code optional', () => {
    const errors = validateRegistration(
      getCountry('MX'),
      complete({ specialty: 'GENERAL', phone: '55 1234 5678' }),
      { withPassword: true },
      phones,
    );
    expect(errors).toEqual({
      treatment: 'select',
      state: 'select',
      identityDocumentOrMedicalCollegiate: 'required',
    });
    const ar = validateRegistration(
      getCountry('AR'),
      complete({ specialty: 'hematology', phone: '11 4123-4567' }),
      { withPassword: true },
      phones,
    );
    expect(ar).toEqual({
      state: 'select',
      nationalRegistration: 'required',
      provincialEnrollment: 'required',
      // Conosur offers no hematology.
      specialty: 'select',
    });
  });

  it('skips the password when completing an existing provider account', () => {
    const errors = validateRegistration(
      getCountry('BR'),
      complete({ password: '', passwordConfirmation: '' }),
      { withPassword: false },
      phones,
    );
    expect(errors).toEqual({});
  });
});

describe('field rules', () => {
  it('applies the password policy, including the e-mail local part', () => {
    expect(passwordError('', 'ana@x.com')).toBe('required');
    expect(passwordError('short1!A', 'ana@x.com')).toBe('passwordPolicy');
    expect(passwordError('Abcdefgh-12', 'ana@x.com')).toBe('passwordPolicy');
    // No composition rules: 12 lower-case letters pass here (the provider's zxcvbn check still applies).
    expect(passwordError('alllowercase', 'ana@x.com')).toBeUndefined();
    expect(passwordError('Mariana-2026!', 'mariana@x.com')).toBe('passwordPolicy');
    expect(passwordError('Segura-Senha-2026', 'ana@x.com')).toBeUndefined();
  });

  it('needs the confirmation to match', () => {
    expect(confirmationError('a', '')).toBe('required');
    expect(confirmationError('a', 'b')).toBe('passwordMismatch');
    expect(confirmationError('a', 'a')).toBeUndefined();
  });

  it('takes only a state of the country’s list (its ISO code), as the API does', () => {
    const mx = (state: string) =>
      validateRegistration(
        getCountry('MX'),
        complete({
          specialty: 'GENERAL',
          phone: '55 1234 5678',
          treatment: 'Dr.',
          identityDocumentOrMedicalCollegiate: '1234567',
          state,
        }),
        { withPassword: true },
        phones,
      );
    expect(mx('MX-JAL')).toEqual({});
    for (const state of ['Jalisco', 'AR-B', 'mx-jal']) expect(mx(state), state).toEqual({ state: 'select' });
  });

  it('checks identifiers as the API does: the RUT check digit, lengths per register', () => {
    const cl = validateRegistration(
      getCountry('CL'),
      complete({ specialty: 'cardiology', phone: '9 8765 4321', state: 'CL-VS', RUT: '15.432.167-K' }),
      { withPassword: true },
      phones,
    );
    expect(cl).toEqual({ RUT: 'rut' });
    const mx = validateRegistration(
      getCountry('MX'),
      complete({
        specialty: 'GENERAL',
        phone: '55 1234 5678',
        treatment: 'Dra.',
        state: 'MX-JAL',
        identityDocumentOrMedicalCollegiate: '12345',
      }),
      { withPassword: true },
      phones,
    );
    expect(mx).toEqual({ identityDocumentOrMedicalCollegiate: 'identifierDigits' });
    const br = validateRegistration(
      getCountry('BR'),
      complete({ registerNumber: '1234567' }),
      { withPassword: true },
      phones,
    );
    expect(br).toEqual({ registerNumber: 'identifierDigitsUpTo' });
    const coren = validateRegistration(
      getCountry('BR'),
      complete({ registerNumber: '1234567', registerType: 'COREN' }),
      { withPassword: true },
      phones,
    );
    expect(coren).toEqual({});
  });

  it("checks the phone against the country's numbering plan", () => {
    expect(phoneError('(31) 98765-4321', getCountry('BR'), phones)).toBeUndefined();
    expect(phoneError('0 800 123 4567', getCountry('BR'), phones)).toBe('phone');
    expect(phoneError('11 15 2345-6789', getCountry('AR'), phones)).toBeUndefined();
    expect(phoneError('11 15 2345-6789', getCountry('BR'), phones)).toBe('phone');
    expect(phoneError('', getCountry('MX'), phones)).toBe('required');
  });
});
