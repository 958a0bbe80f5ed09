import { getCountry } from '@portal/countries';
import { describe, expect, it } from 'vitest';
import { specialtiesNamedIn } from './specialty-match.ts';

describe('specialtiesNamedIn', () => {
  const brazil = getCountry('BR');
  const mexico = getCountry('MX');

  it('finds the specialty a query names, with or without accents, in the country’s own labels', () => {
    expect(specialtiesNamedIn(brazil, 'cardiologia')).toEqual(['cardiology']);
    expect(specialtiesNamedIn(brazil, 'CARDIOLOGIA clínica')).toEqual(['cardiology']);
    expect(specialtiesNamedIn(mexico, 'cardiología')).toEqual(['cardiology']);
    expect(specialtiesNamedIn(brazil, 'oncolog')).toEqual(['oncology']);
  });

  it('names nothing for other words, short words and typos', () => {
    expect(specialtiesNamedIn(brazil, 'hipertensão pulmonar')).toEqual([]);
    expect(specialtiesNamedIn(brazil, 'da de')).toEqual([]);
    expect(specialtiesNamedIn(brazil, 'cardiologai')).toEqual([]);
    expect(specialtiesNamedIn(brazil, 'card')).toEqual([]);
  });
});
