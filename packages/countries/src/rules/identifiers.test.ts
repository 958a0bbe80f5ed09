// Real-shaped professional identifiers per country, as physicians type them.
import { validate as rutJsValidate } from 'rut.js';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registry.ts';
import type { CountryCode, IdentifierField, RegisterType } from '../types.ts';
import { formatRut, identifierProblem } from './identifiers.ts';

interface Case {
  field: IdentifierField | 'registerNumber';
  registerType?: RegisterType;
  valid: string[];
  invalid: string[];
}

const CASES: Record<CountryCode, Case[]> = {
  CL: [
    {
      field: 'RUT',
      valid: [
        '12.345.678-5',
        '12345678-5',
        '123456785',
        '7.654.321-6',
        '11.111.111-1',
        '5.126.663-3',
        '23.456.789-6',
        '9.876.543-3',
        '15.432.167-5',
        '1.000.005-K',
        '1.000.005-k',
        '20.123.456-5',
      ],
      invalid: [
        '12.345.678-9', // wrong check digit
        '7.654.321-K',
        '11.111.111-2',
        '5.126.663-0',
        '23.456.789-K',
        '1.000.005-0',
        '00.000.000-0',
        'ABC',
        '',
        '12.345.678',
      ],
    },
  ],
  MX: [
    {
      field: 'identityDocumentOrMedicalCollegiate',
      valid: [
        '1234567',
        '12345678',
        '8765-4321',
        '87654321',
        '9 876 543',
        '10234567',
        '7654321',
        '11223344',
        '5555555',
        '99887766',
      ],
      invalid: ['123456', '123456789', '12-345', 'ABC1234', '', '0000000', '1234567A', '123 45', '1', '12.3'],
    },
  ],
  AR: [
    {
      field: 'nationalRegistration',
      valid: [
        '445566',
        '44.55.66',
        'MN 123456',
        'M.N. 12345',
        'mn 98765',
        '1234',
        '1',
        'MN123456',
        '99 999',
        '102030',
      ],
      invalid: ['1234567', 'MP 1234', 'ABC', '', '000', '12a34', 'MN', 'MN 1234567', '12/34/56/7', 'N 123'],
    },
    {
      field: 'provincialEnrollment',
      valid: [
        'MP 1234',
        'M.P. 12345',
        '9876',
        'mp 556677',
        '1',
        '22.333',
        'MP1',
        '123456',
        'MP-4321',
        '77 777',
      ],
      invalid: ['P-12', 'MN 1234', '1234567', '', 'X', '0', 'MP', 'MP 12345678', 'MP 12a', '12,34'],
    },
  ],
  CR: [
    {
      field: 'identityDocumentOrMedicalCollegiate',
      valid: ['4521', '12345', '1', '99', '1234', '10203', '5-432', '7 654', '888', '30000'],
      invalid: ['123456', 'ABC', '', '0', '00000', '12a', '1234567', '4521X', 'MED 1', '12.345.6'],
    },
  ],
  CO: [
    {
      field: 'identityDocumentOrMedicalCollegiate',
      valid: [
        '1020304050',
        '1.020.304.050',
        '79 123 456',
        '123456',
        '52123456',
        '1098765432',
        '80.123.456',
        '1234567',
        '9876543210',
        '12345678',
      ],
      invalid: ['12345', '12345678901', 'ABC', '', '000000', '1020304050X', 'CC', '12-34', '1', '0000000000'],
    },
  ],
  PE: [
    {
      field: 'identityDocumentOrMedicalCollegiate',
      valid: ['054321', '54321', '1', '123456', '12 345', '99999', '100', '065.432', '4321', '10203'],
      invalid: ['1234567', 'ABC', '', '000000', 'CMP', '12a45', '9999999', '12,345', '-', '0'],
    },
  ],
  BR: [
    {
      field: 'registerNumber',
      registerType: 'CRM',
      valid: ['123456', '0246810', '12345', '1', '52.123', '98765', '000123', '246810', '100000', '13579'],
      invalid: ['1234567', 'ABC', '', '000000', '12a', 'CRM', '12345678', '-', '0', '12,3'],
    },
    {
      field: 'registerNumber',
      registerType: 'COREN',
      valid: ['1234567', '123456', '0135790', '1', '765432', '1.234.567', '0001', '99999', '222', '3333333'],
      invalid: ['12345678', 'ABC', '', '0000000', 'COREN', '12a', '123456789', '-', '0', '1,2'],
    },
    {
      field: 'registerNumber',
      registerType: 'CRF',
      valid: ['12345', '123456', '1', '042', '98.765', '55555', '654321', '0654321', '777', '10001'],
      invalid: ['1234567', 'ABC', '', '000000', 'CRF', '12a', '12345678', '-', '0', '12/3a'],
    },
  ],
};

describe.each(Object.entries(CASES) as [CountryCode, Case[]][])('identifiers of %s', (code, cases) => {
  const country = COUNTRIES[code];
  for (const { field, registerType, valid, invalid } of cases) {
    const name = registerType ? `${field} (${registerType})` : field;

    it(`${name}: accepts ten or more real-shaped values`, () => {
      expect(valid.length).toBeGreaterThanOrEqual(10);
      for (const value of valid)
        expect(identifierProblem(country, field, value, registerType), value).toBeNull();
    });

    it(`${name}: refuses ten or more malformed values`, () => {
      expect(invalid.length).toBeGreaterThanOrEqual(10);
      for (const value of invalid)
        expect(identifierProblem(country, field, value, registerType), value).not.toBeNull();
    });
  }
});

describe('the RUT', () => {
  it('agrees with rut.js on every sample', () => {
    for (const value of [...(CASES.CL[0]?.valid ?? []), ...(CASES.CL[0]?.invalid ?? [])]) {
      expect(identifierProblem(COUNTRIES.CL, 'RUT', value) === null, value).toBe(rutJsValidate(value));
    }
  });

  it('names the check digit as the problem', () => {
    expect(identifierProblem(COUNTRIES.CL, 'RUT', '12.345.678-9')).toBe('rut');
  });

  it('is formatted while it is typed', () => {
    expect(formatRut('1')).toBe('1');
    expect(formatRut('123')).toBe('12-3');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1000005k')).toBe('1.000.005-K');
    expect(formatRut('12.345.678-5x')).toBe('12.345.678-5');
  });
});

describe('fields without a format', () => {
  it('have no problem to report (the required check is separate)', () => {
    expect(identifierProblem(COUNTRIES.BR, 'RUT', 'anything')).toBeNull();
    expect(identifierProblem(COUNTRIES.MX, 'nationalRegistration', 'x')).toBeNull();
  });
});
