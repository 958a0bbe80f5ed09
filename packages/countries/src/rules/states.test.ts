import { describe, expect, it } from 'vitest';
import { getCountry } from '../registry.ts';
import { COUNTRY_CODES, type CountryCode } from '../types.ts';
import { isStateOf, matchState, stateDisplay, stateMatches, stateOf, statesOf } from './states.ts';

// How many first-level subdivisions ISO 3166-2 lists for each country.
const EXPECTED_COUNT: Record<CountryCode, number> = { MX: 32, AR: 24, CL: 16, CO: 33, PE: 26, CR: 7, BR: 27 };

describe('statesOf', () => {
  it.each(COUNTRY_CODES)('%s has all its subdivisions, with unique ISO-shaped codes and names', (code) => {
    const states = statesOf(getCountry(code));
    expect(states).toHaveLength(EXPECTED_COUNT[code]);
    for (const state of states) {
      expect(state.code).toMatch(new RegExp(`^${code}-[A-Z0-9]{1,3}$`));
      expect(state.name.trim()).not.toBe('');
    }
    expect(new Set(states.map((s) => s.code)).size).toBe(states.length);
    expect(new Set(states.map((s) => s.value)).size).toBe(states.length);
    expect(new Set(states.map((s) => s.name)).size).toBe(states.length);
  });

  it('stores the ISO code, and Brazil its UF as before', () => {
    expect(stateOf(getCountry('MX'), 'MX-JAL')?.name).toBe('Jalisco');
    expect(stateOf(getCountry('MX'), 'MX-CMX')?.name).toBe('Ciudad de México');
    expect(stateOf(getCountry('BR'), 'SP')).toMatchObject({ code: 'BR-SP', name: 'São Paulo' });
    expect(statesOf(getCountry('BR')).map((s) => s.value)).toContain('DF');
  });

  it('names in the country’s language, not English', () => {
    expect(statesOf(getCountry('CR')).map((s) => s.name)).toEqual([
      'Alajuela',
      'Cartago',
      'Guanacaste',
      'Heredia',
      'Limón',
      'Puntarenas',
      'San José',
    ]);
    expect(stateOf(getCountry('CL'), 'CL-NB')?.name).toBe('Ñuble');
    expect(stateOf(getCountry('PE'), 'PE-LMA')?.name).toBe('Lima Metropolitana');
    expect(stateOf(getCountry('MX'), 'MX-MEX')?.name).toBe('Estado de México');
  });

  it('sorts by name as the language does (Ñuble after Magallanes and Maule)', () => {
    const names = statesOf(getCountry('CL')).map((s) => s.name);
    expect(names.indexOf('Ñuble')).toBeGreaterThan(names.indexOf('Maule'));
    expect(names[0]).toBe('Aisén del General Carlos Ibañez del Campo');
  });
});

describe('isStateOf and stateDisplay', () => {
  it('accepts a code of the country only', () => {
    const mx = getCountry('MX');
    expect(isStateOf(mx, 'MX-JAL')).toBe(true);
    expect(isStateOf(mx, 'AR-B')).toBe(false);
    expect(isStateOf(mx, 'Jalisco')).toBe(false);
    expect(isStateOf(mx, 'mx-jal')).toBe(false);
    expect(isStateOf(getCountry('BR'), 'BR-SP')).toBe(false);
    expect(isStateOf(mx, undefined)).toBe(false);
  });

  it('prints the name of a code and a text typed before as it is', () => {
    expect(stateDisplay(getCountry('AR'), 'AR-X')).toBe('Córdoba');
    expect(stateDisplay(getCountry('AR'), 'Cordoba capital')).toBe('Cordoba capital');
  });
});

describe('matchState', () => {
  const mx = getCountry('MX');
  it.each([
    ['jalisco', 'MX-JAL'],
    ['JALISCO', 'MX-JAL'],
    ['Jalísco', 'MX-JAL'],
    ['  Jalisco ', 'MX-JAL'],
    ['JAL', 'MX-JAL'],
    ['Jal.', 'MX-JAL'],
    ['MX-JAL', 'MX-JAL'],
    ['Nuevo Leon', 'MX-NLE'],
    ['CDMX', 'MX-CMX'],
    ['Distrito Federal', 'MX-CMX'],
    ['Coahuila', 'MX-COA'],
    ['México', 'MX-MEX'],
  ])('%s -> %s', (typed, code) => {
    expect(matchState(mx, typed)).toBe(code);
  });

  it.each(['Jalsico', 'Guadalajara', '', 'J'])('leaves %j unmapped', (typed) => {
    expect(matchState(mx, typed)).toBeUndefined();
  });

  it('leaves a text that names two subdivisions unmapped (Peru’s two Limas)', () => {
    const pe = getCountry('PE');
    expect(matchState(pe, 'Lima')).toBeUndefined();
    expect(matchState(pe, 'lima metropolitana')).toBe('PE-LMA');
    expect(matchState(pe, 'Callao')).toBe('PE-CAL');
  });

  it('does not take a lone letter for Argentina’s one-letter codes', () => {
    const ar = getCountry('AR');
    expect(matchState(ar, 'B')).toBeUndefined();
    expect(matchState(ar, 'AR-B')).toBe('AR-B');
    expect(matchState(ar, 'caba')).toBe('AR-C');
    expect(matchState(ar, 'Entre Rios')).toBe('AR-E');
  });

  it('maps Brazil to the UF', () => {
    expect(matchState(getCountry('BR'), 'sao paulo')).toBe('SP');
    expect(matchState(getCountry('BR'), 'sp')).toBe('SP');
  });

  it('every code and name of every country maps back to itself', () => {
    for (const code of COUNTRY_CODES) {
      const country = getCountry(code);
      for (const state of statesOf(country)) {
        expect(matchState(country, state.name)).toBe(state.value);
        expect(matchState(country, state.code)).toBe(state.value);
      }
    }
  });
});

describe('stateMatches (the select’s filter)', () => {
  it('finds by part of the name, an alias or the code, accents and case ignored', () => {
    const mx = statesOf(getCountry('MX'));
    const found = (typed: string) => mx.filter((s) => stateMatches(s, typed)).map((s) => s.value);
    expect(found('jal')).toEqual(['MX-JAL']);
    expect(found('nuevo leon')).toEqual(['MX-NLE']);
    expect(found('cdmx')).toEqual(['MX-CMX']);
    expect(found('')).toHaveLength(32);
  });
});
