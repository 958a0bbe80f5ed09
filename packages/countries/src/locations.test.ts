import { getCities } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES, citiesOfState, isBrazilStateCode } from './locations.ts';

describe('Brazil locations', () => {
  it('has the 27 states, Acre first and Tocantins last', () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(BRAZIL_STATES[0]).toEqual({ code: 'AC', name: 'Acre' });
    expect(BRAZIL_STATES.at(-1)).toEqual({ code: 'TO', name: 'Tocantins' });
    for (const state of BRAZIL_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(BRAZIL_STATES.map((s) => s.code)).size).toBe(27);
  });

  it("holds the IBGE's 5,571 municipalities across the states", () => {
    const total = BRAZIL_STATES.reduce((sum, state) => sum + citiesOfState(state.code).length, 0);
    expect(total).toBe(5571);
    expect(getCities()).toHaveLength(5571);
  });

  it('finds São Paulo among the cities of SP', () => {
    const cities = citiesOfState('SP');
    expect(cities).toContain('São Paulo');
    expect(cities).toHaveLength(645);
    expect(citiesOfState('DF')).toEqual(['Brasília']);
  });

  it('returns an empty list for an unknown state', () => {
    for (const value of ['XX', 'sp', '', ' SP', 'SAO PAULO', 'constructor', '__proto__']) {
      expect(citiesOfState(value)).toEqual([]);
    }
  });

  it('recognises state codes', () => {
    expect(isBrazilStateCode('RJ')).toBe(true);
    expect(isBrazilStateCode('rj')).toBe(false);
    expect(isBrazilStateCode(undefined)).toBe(false);
  });
});
