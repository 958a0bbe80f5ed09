import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countriesOfRegion,
  countryList,
  DEFAULT_COUNTRY,
  getCountry,
  isCountryCode,
} from './registry.ts';

describe('country registry', () => {
  it('lists the seven countries in the spec order', () => {
    expect(countryList.map((c) => c.code)).toEqual(['MX', 'AR', 'CL', 'CR', 'CO', 'PE', 'BR']);
  });

  it('defaults to Brazil', () => {
    expect(DEFAULT_COUNTRY).toBe('BR');
    expect(getCountry(DEFAULT_COUNTRY)).toBe(COUNTRIES.BR);
  });

  it('recognises only upper-case codes of the seven countries', () => {
    expect(isCountryCode('PE')).toBe(true);
    for (const value of ['pe', 'US', '', null, 7]) expect(isCountryCode(value)).toBe(false);
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
