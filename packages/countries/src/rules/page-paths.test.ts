import { describe, expect, it } from 'vitest';
import { getCountry } from '../registry.ts';
import { LOCALIZED_PAGE_PATHS, localizedPagePath } from './page-paths.ts';

describe('localized page paths', () => {
  it('gives Brazil the Portuguese addresses and Mexico the Spanish ones', () => {
    expect(localizedPagePath(getCountry('BR'), 'terms')).toBe('/termos-de-uso');
    expect(localizedPagePath(getCountry('BR'), 'privacy')).toBe('/politica-de-privacidade');
    expect(localizedPagePath(getCountry('BR'), 'resetPassword')).toBe('/redefinir-senha');
    expect(localizedPagePath(getCountry('MX'), 'terms')).toBe('/condiciones-de-uso');
    expect(localizedPagePath(getCountry('MX'), 'resetPassword')).toBe('/restablecer-contrasena');
    expect(localizedPagePath(getCountry('CO'), 'forgotPassword')).toBe('/olvide-contrasena');
  });

  it('never gives two pages the same address', () => {
    const all = Object.values(LOCALIZED_PAGE_PATHS).flatMap((byLanguage) => Object.values(byLanguage));
    expect(new Set(all).size).toBe(all.length);
  });

  it('links every country hosting its terms and privacy pages to the address of its language', () => {
    for (const code of ['BR', 'MX'] as const) {
      const country = getCountry(code);
      expect(country.legal.terms.route).toBe(localizedPagePath(country, 'terms'));
      expect(country.legal.privacy.route).toBe(localizedPagePath(country, 'privacy'));
    }
  });
});
