import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registry.ts';
import { cleanPhone, formatBrazilPhone, phoneRules } from './phone.ts';

describe('formatBrazilPhone', () => {
  it('formats 11 digits as (DD) NNNNN-NNNN', () => {
    expect(formatBrazilPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatBrazilPhone('+55 (11) 9 8765-4321')).toBe('(55) 11987-6543');
  });

  it('truncates to 11 digits', () => {
    expect(formatBrazilPhone('119876543210000')).toBe('(11) 98765-4321');
  });

  it('formats 10 digits as (DD) NNNN-NNNN', () => {
    expect(formatBrazilPhone('1133334444')).toBe('(11) 3333-4444');
  });

  it('formats 9 digits as 5-4 and 8 digits as 4-4', () => {
    expect(formatBrazilPhone('987654321')).toBe('98765-4321');
    expect(formatBrazilPhone('3333-4444')).toBe('3333-4444');
    expect(formatBrazilPhone('33334444')).toBe('3333-4444');
  });

  it('leaves other lengths as plain digits', () => {
    expect(formatBrazilPhone('12-34')).toBe('1234');
    expect(formatBrazilPhone('1234567')).toBe('1234567');
    expect(formatBrazilPhone('')).toBe('');
  });
});

describe('cleanPhone', () => {
  it('removes the first space, hyphen and slash only', () => {
    expect(cleanPhone('11 9876-5432')).toBe('1198765432');
    expect(cleanPhone('11/3333-4444')).toBe('1133334444');
    expect(cleanPhone('1 2 3-4-5/6/7')).toBe('12 34-56/7');
    expect(cleanPhone('(11) 3333 4444')).toBe('(11)3333 4444');
  });
});

describe('phoneRules', () => {
  it('shows and sizes Brazilian numbers as (DD) NNNNN-NNNN', () => {
    const rules = phoneRules(COUNTRIES.BR);
    expect(rules.display?.('11987654321')).toBe('(11) 98765-4321');
    expect(rules.inputMaxLength).toBe('(11) 98765-4321'.length);
  });

  it('keeps numbers as typed in the other countries, with a roomier input', () => {
    for (const country of [
      COUNTRIES.MX,
      COUNTRIES.AR,
      COUNTRIES.CL,
      COUNTRIES.CR,
      COUNTRIES.CO,
      COUNTRIES.PE,
    ]) {
      expect(phoneRules(country).display).toBeNull();
      expect(phoneRules(country).inputMaxLength).toBe(20);
    }
  });
});
