import { COUNTRIES } from '@portal/countries';
import { dictionaries } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { registerLabel } from './register-label.ts';

const fieldsOf = (code: keyof typeof COUNTRIES) => dictionaries[COUNTRIES[code].language].identity.fields;

describe('registerLabel', () => {
  it("names the council in Brazil, and each other country's own register", () => {
    const crm = { registerType: 'CRM', registerNumber: '123456', registerUf: 'SP' };
    expect(registerLabel(crm, COUNTRIES.BR, fieldsOf('BR'))).toBe('CRM 123456/SP');
    const elsewhere = { registerType: 'CRM', registerNumber: '87654321', registerUf: null };
    expect(registerLabel(elsewhere, COUNTRIES.MX, fieldsOf('MX'))).toBe('Cédula profesional 87654321');
    expect(registerLabel(elsewhere, COUNTRIES.AR, fieldsOf('AR'))).toBe('Matrícula nacional 87654321');
    expect(registerLabel(elsewhere, COUNTRIES.CL, fieldsOf('CL'))).toBe('RUT 87654321');
  });

  it('prints nothing without a number', () => {
    expect(
      registerLabel(
        { registerType: 'CRM', registerNumber: null, registerUf: null },
        COUNTRIES.MX,
        fieldsOf('MX'),
      ),
    ).toBeNull();
  });
});
