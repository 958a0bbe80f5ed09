import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registry.ts';
import { COUNTRY_CODES } from '../types.ts';
import { normalizeRegisterNumber, savedRegisterType } from './register-number.ts';

describe('normalizeRegisterNumber', () => {
  it('strips non-digits and leading zeros, then pads to the length', () => {
    expect(normalizeRegisterNumber('12.345', 6)).toBe('012345');
    expect(normalizeRegisterNumber('00012345', 6)).toBe('012345');
    expect(normalizeRegisterNumber('CRM/SP 0987', 6)).toBe('000987');
    expect(normalizeRegisterNumber('123456', 6)).toBe('123456');
  });

  it('keeps longer numbers whole', () => {
    expect(normalizeRegisterNumber('1234567', 6)).toBe('1234567');
  });

  it('gives empty for input without a significant digit', () => {
    expect(normalizeRegisterNumber('', 6)).toBe('');
    expect(normalizeRegisterNumber('abc', 6)).toBe('');
    expect(normalizeRegisterNumber('000', 6)).toBe('');
  });

  it("pads to each country's register number length", () => {
    for (const code of COUNTRY_CODES) {
      const { registerNumberLength } = COUNTRIES[code];
      expect(normalizeRegisterNumber('0042', registerNumberLength)).toBe(
        '42'.padStart(registerNumberLength, '0'),
      );
    }
  });
});

describe('savedRegisterType', () => {
  it('keeps the chosen type in Brazil', () => {
    expect(savedRegisterType(COUNTRIES.BR, 'COREN')).toBe('COREN');
    expect(savedRegisterType(COUNTRIES.BR, 'CRF')).toBe('CRF');
    expect(savedRegisterType(COUNTRIES.BR, 'CRM')).toBe('CRM');
  });

  it('always saves CRM elsewhere', () => {
    for (const code of COUNTRY_CODES.filter((c) => c !== 'BR')) {
      expect(savedRegisterType(COUNTRIES[code], 'COREN')).toBe('CRM');
    }
  });
});
