import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryList } from '../registry.ts';
import { maskZip, ZIP_PATTERN, zipMask } from './zip.ts';

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

describe('zipMask', () => {
  it('masks the CEP in Brazil only; elsewhere the code stays as typed', () => {
    expect(zipMask(COUNTRIES.BR)?.('01310100')).toBe('01310-100');
    for (const country of countryList.filter((c) => c.code !== 'BR')) expect(zipMask(country)).toBeNull();
  });
});
