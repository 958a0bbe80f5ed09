import { describe, expect, it } from 'vitest';
import { createCountryRegistry } from './create-registry.ts';
import {
  COUNTRIES,
  countriesOfRegion,
  countryList,
  countryOrDefault,
  DEFAULT_COUNTRY,
  getCountry,
  isCountryCode,
} from './registry.ts';
import { COUNTRY_CODES } from './types.ts';

describe('country registry', () => {
  it('lists the seven countries in the spec order, the order of the CountryCode union', () => {
    expect(countryList.map((c) => c.code).join(' ')).toBe('MX AR CL CR CO PE BR');
    expect(countryList.map((c) => c.code)).toEqual([...COUNTRY_CODES]);
  });

  it('defaults to Brazil', () => {
    expect(DEFAULT_COUNTRY).toBe('BR');
    expect(getCountry(DEFAULT_COUNTRY)).toBe(COUNTRIES.BR);
  });

  it('recognises only upper-case codes of the seven countries', () => {
    expect(isCountryCode('PE')).toBe(true);
    for (const value of ['pe', 'US', '', null, 7, 'toString']) expect(isCountryCode(value)).toBe(false);
  });

  it('reads a stored code, falling back to the default country for one it does not know', () => {
    expect(countryOrDefault('CL')).toBe(COUNTRIES.CL);
    expect(countryOrDefault('cl')).toBe(COUNTRIES.CL);
    expect(countryOrDefault('US')).toBe(COUNTRIES.BR);
    expect(countryOrDefault(null)).toBe(COUNTRIES.BR);
  });

  it('groups countries by region', () => {
    const codes = (region: Parameters<typeof countriesOfRegion>[0]) =>
      countriesOfRegion(region).map((c) => c.code);
    expect(codes('MEXICO')).toEqual(['MX']);
    expect(codes('CONOSUR')).toEqual(['AR', 'CL']);
    expect(codes('PACA')).toEqual(['CR', 'CO', 'PE']);
    expect(codes('BRASIL')).toEqual(['BR']);
  });
});

describe('createCountryRegistry', () => {
  it('refuses a code registered twice and a default it does not hold', () => {
    expect(() => createCountryRegistry([COUNTRIES.MX, COUNTRIES.MX], 'MX')).toThrow(/Duplicate/);
    expect(() => createCountryRegistry([COUNTRIES.MX], 'BR')).toThrow(/BR/);
  });
});
