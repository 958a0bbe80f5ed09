import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as api from './index.ts';

// Every module reachable from index.ts through relative imports.
function importGraph(entry: URL, seen = new Set<string>()): Set<string> {
  if (seen.has(entry.href)) return seen;
  seen.add(entry.href);
  const source = readFileSync(entry, 'utf8');
  // Static imports and re-exports ('… from "x"'), side-effect imports ('import "x"') and dynamic import('x').
  const specifiers = source.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g);
  for (const [, specifier] of specifiers) {
    if (specifier?.startsWith('.')) importGraph(new URL(specifier, entry), seen);
    else if (specifier) seen.add(specifier);
  }
  return seen;
}

describe('package entry', () => {
  it('never pulls in the city data, which the web must not bundle', () => {
    const graph = [...importGraph(new URL('./index.ts', import.meta.url))];
    expect(graph.some((module) => module.endsWith('/registry.ts'))).toBe(true);
    expect(
      graph.filter((module) => module.includes('locations') || module.includes('brazilian-utils')),
    ).toEqual([]);
  });

  it('exposes the countries and the rules', () => {
    expect(api.DEFAULT_COUNTRY).toBe('BR');
    expect(Object.keys(api.COUNTRIES)).toHaveLength(7);
    expect(api.REGIONS).toEqual(['MEXICO', 'CONOSUR', 'PACA', 'BRASIL']);
    for (const rule of [
      api.getCountry,
      api.isCountryCode,
      api.resolveCountry,
      api.parseHostMap,
      api.analyticsContainerForHost,
      api.consentScriptKey,
      api.screenLabelForPath,
      api.normalizeRegisterNumber,
      api.expandRegisterSpecialty,
      api.maskZip,
    ]) {
      expect(rule).toBeTypeOf('function');
    }
  });
});
