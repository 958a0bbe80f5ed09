// The committed copy of the ISO 3166-2 list against the maintained package it was copied from.
import { iso31662 } from 'iso-3166';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../types.ts';
import { SUBDIVISION_CORRECTIONS } from './corrections.ts';
import { ISO_SUBDIVISIONS } from './iso-data.ts';

describe('ISO 3166-2 subdivisions of the seven countries', () => {
  it.each(COUNTRY_CODES)('%s: the copy is the package’s list, code and name', (code) => {
    const fromPackage = iso31662
      .filter((entry) => entry.parent === code)
      .map(({ code: iso, name }) => ({ code: iso, name }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(ISO_SUBDIVISIONS[code]).toEqual(fromPackage);
  });

  it('corrects only subdivisions that exist', () => {
    const known = new Set(COUNTRY_CODES.flatMap((code) => ISO_SUBDIVISIONS[code].map((s) => s.code)));
    for (const code of Object.keys(SUBDIVISION_CORRECTIONS)) expect(known, code).toContain(code);
  });
});
