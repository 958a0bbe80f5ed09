// The full metadata: the default (min) set checks only lengths.
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../registry.ts';
import { cleanPhone, formatBrazilPhone, isValidPhone, phoneRules } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts numbers whose first digit is 2 or higher', () => {
    expect(isValidPhone('2345-6789')).toBe(true);
    expect(isValidPhone('(21) 98765-4321')).toBe(true);
    expect(isValidPhone('9')).toBe(true);
  });

  it('rejects a leading 0 or 1, and empty input', () => {
    expect(isValidPhone('0800 123 456')).toBe(false);
    expect(isValidPhone('+1 555')).toBe(false);
    // The rule looks at the first digit whatever it is, an area code included.
    expect(isValidPhone('(11) 98765-4321')).toBe(false);
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('--')).toBe(false);
  });
});

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

describe('isValidPhone for Brazil, checked against libphonenumber-js', () => {
  // A spread of real DDDs, from São Paulo (11) to Maranhão (99).
  const DDDS = [
    '11',
    '12',
    '19',
    '21',
    '27',
    '31',
    '41',
    '47',
    '51',
    '61',
    '62',
    '71',
    '79',
    '81',
    '85',
    '91',
    '99',
  ];
  const samples = DDDS.flatMap((ddd) => [
    `(${ddd}) 98765-4321`, // mobile
    `(${ddd}) 3456-7890`, // landline
    `(${ddd}) 2345-6789`, // landline
    `(${ddd}) 18765-4321`, // 11 digits not starting with 9
    `(${ddd}) 1456-7890`, // subscriber starting with 1
    `(${ddd}) 0456-7890`, // subscriber starting with 0
  ]);

  it.each(samples)('%s: the portal and libphonenumber-js agree', (sample) => {
    expect(isValidPhone(sample, COUNTRIES.BR)).toBe(isValidPhoneNumber(sample, 'BR'));
  });

  it('accepts São Paulo numbers with their DDD, which the literal first-digit rule refused', () => {
    expect(isValidPhone('(11) 98765-4321', COUNTRIES.BR)).toBe(true);
    expect(isValidPhone('(11) 98765-4321')).toBe(false);
  });

  it('refuses a DDD with a zero and a trunk prefix', () => {
    expect(isValidPhone('(01) 98765-4321', COUNTRIES.BR)).toBe(false);
    expect(isValidPhone('0 11 98765-4321', COUNTRIES.BR)).toBe(false);
  });

  it('keeps the literal rule for numbers without a DDD and for other countries', () => {
    expect(isValidPhone('98765-4321', COUNTRIES.BR)).toBe(true);
    expect(isValidPhone('1234-5678', COUNTRIES.BR)).toBe(false);
    expect(isValidPhone('1145678901', COUNTRIES.AR)).toBe(false);
    expect(isValidPhone('5512345678', COUNTRIES.MX)).toBe(true);
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
