import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryList } from '../registry.ts';
import { SPECIALTIES } from '../types.ts';
import { expandRegisterSpecialty, salesRepresentativeFieldName } from './register.ts';

describe('expandRegisterSpecialty', () => {
  it('expands Brazil OUTROS to all six specialties', () => {
    expect(expandRegisterSpecialty(COUNTRIES.BR, 'OUTROS')).toEqual([...SPECIALTIES]);
    expect(SPECIALTIES).toHaveLength(6);
  });

  it('expands GENERAL to the country specialties (four in Conosur: no hematology or pneumology)', () => {
    const conosur = SPECIALTIES.filter((s) => s !== 'hematology' && s !== 'pneumology');
    expect(expandRegisterSpecialty(COUNTRIES.AR, 'GENERAL')).toEqual(conosur);
    expect(expandRegisterSpecialty(COUNTRIES.MX, 'GENERAL')).toHaveLength(6);
  });

  it('equals the union of all the other options in every country', () => {
    for (const country of countryList) {
      const general = country.code === 'BR' ? 'OUTROS' : 'GENERAL';
      const others = country.registerSpecialties
        .filter((option) => option.value !== general)
        .flatMap((option) => expandRegisterSpecialty(country, option.value));
      expect(expandRegisterSpecialty(country, general).sort()).toEqual(others.sort());
    }
  });

  it('returns a single specialty for a specific choice', () => {
    expect(expandRegisterSpecialty(COUNTRIES.BR, 'cardiology')).toEqual(['cardiology']);
  });

  it('returns a copy, not the country list', () => {
    const expanded = expandRegisterSpecialty(COUNTRIES.PE, 'GENERAL');
    expanded.pop();
    expect(COUNTRIES.PE.specialties).toHaveLength(6);
  });

  it('gives nothing for a value the country does not offer', () => {
    expect(expandRegisterSpecialty(COUNTRIES.CL, 'hematology')).toEqual([]);
    expect(expandRegisterSpecialty(COUNTRIES.BR, 'GENERAL')).toEqual([]);
    expect(expandRegisterSpecialty(COUNTRIES.MX, 'OUTROS')).toEqual([]);
    expect(expandRegisterSpecialty(COUNTRIES.MX, 'dentistry')).toEqual([]);
  });
});

describe('salesRepresentativeFieldName', () => {
  it('embeds the brand', () => {
    expect(salesRepresentativeFieldName('bayer')).toBe('bayerRepresentativeCode');
    expect(salesRepresentativeFieldName('Acme Pharma')).toBe('acmepharmaRepresentativeCode');
  });

  it('refuses an empty brand', () => {
    expect(() => salesRepresentativeFieldName(' - ')).toThrow();
  });
});
