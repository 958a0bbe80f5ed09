import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registry.ts';
import type { CountryCode } from '../types.ts';
import { isValidZip, maskZip, ZIP_PATTERN, zipInputMode, zipMask, zipMaxLength } from './zip.ts';

describe('ZIP_PATTERN', () => {
  it('accepts five digits, an optional hyphen and three digits', () => {
    expect(ZIP_PATTERN.test('01310-100')).toBe(true);
    expect(ZIP_PATTERN.test('01310100')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const value of ['1310-100', '01310-10', '01310--100', '01310 100', 'abcde-fgh', '01310-1000']) {
      expect(ZIP_PATTERN.test(value)).toBe(false);
    }
  });
});

describe('maskZip', () => {
  it('gives empty for non-strings and empty strings', () => {
    for (const value of [undefined, null, 1310100, {}, '']) expect(maskZip(value)).toBe('');
  });

  it('keeps digits only', () => {
    expect(maskZip('01a3b1')).toBe('0131');
    expect(maskZip('01310')).toBe('01310');
  });

  it('inserts the hyphen after five digits and stops after eight', () => {
    expect(maskZip('013101')).toBe('01310-1');
    expect(maskZip('01310100')).toBe('01310-100');
    expect(maskZip('01310-100999')).toBe('01310-100');
  });

  it('produces values the pattern accepts once complete', () => {
    expect(ZIP_PATTERN.test(maskZip('01310 100'))).toBe(true);
  });
});

/** Real-shaped postal codes per country, as they are written on addresses. */
const SAMPLES: Record<CountryCode, { valid: string[]; invalid: string[] }> = {
  BR: {
    valid: ['01310-100', '01310100', '20040-002', '70040-010'],
    invalid: ['1310-100', '01310-10', 'ABCDE-FGH', '013101000'],
  },
  MX: { valid: ['06600', '44100', '64000', '77500'], invalid: ['0660', '066000', 'C0660', '06-60'] },
  AR: {
    valid: ['C1425DKA', 'c1425dka', 'X5000JKL', '1425', 'B1900TAC'],
    invalid: ['C142DKA', '14255', 'I1425DKA', '1425DKA', 'CC1425DK'],
  },
  CL: {
    valid: ['8320000', '7500000', '2340000', '832 0000'],
    invalid: ['832000', '83200000', 'A320000', ''],
  },
  CO: { valid: ['110111', '050021', '760001', '080001'], invalid: ['11011', '1101110', 'ABCDEF', '-'] },
  PE: { valid: ['15001', '04001', '08002', '13001'], invalid: ['1500', '150011', 'L1500', 'LIMA1'] },
  CR: { valid: ['10101', '40101', '20101', '60101'], invalid: ['1010', '101011', 'SJ101', ''] },
};

describe.each(Object.entries(SAMPLES) as [CountryCode, { valid: string[]; invalid: string[] }][])(
  'postal codes of %s',
  (code, { valid, invalid }) => {
    const country = COUNTRIES[code];
    it.each(valid)('accepts %s, and its masked form', (value) => {
      expect(isValidZip(country, value)).toBe(true);
      expect(isValidZip(country, zipMask(country)(value))).toBe(true);
      expect(zipMask(country)(value).length).toBeLessThanOrEqual(zipMaxLength(country));
    });
    it.each(invalid)('refuses %s', (value) => {
      expect(isValidZip(country, value)).toBe(false);
    });
  },
);

describe('zipMask', () => {
  it("shapes what is typed as the country writes it: Brazil's hyphen, digits elsewhere, the CPA's letters", () => {
    expect(zipMask(COUNTRIES.BR)('01310100')).toBe('01310-100');
    expect(zipMask(COUNTRIES.MX)('06 600 9')).toBe('06600');
    expect(zipMask(COUNTRIES.CL)('832-0000')).toBe('8320000');
    expect(zipMask(COUNTRIES.AR)('c 1425-dka')).toBe('C1425DKA');
    expect(zipMask(COUNTRIES.PE)(undefined)).toBe('');
  });

  it('opens the numeric keyboard where codes are digits only', () => {
    expect(zipInputMode(COUNTRIES.BR)).toBe('numeric');
    expect(zipInputMode(COUNTRIES.AR)).toBe('text');
    expect(zipMaxLength(COUNTRIES.BR)).toBe(9);
    expect(zipMaxLength(COUNTRIES.CO)).toBe(6);
  });
});
