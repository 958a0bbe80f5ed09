import { describe, expect, it } from 'vitest';
import { deepMerge } from '../merge.ts';
import es from './es/legal.json' with { type: 'json' };
import esMxOverrides from './es-MX/legal.json' with { type: 'json' };
import ptBr from './pt-br/legal.json' with { type: 'json' };

// Variables the pages must pass when rendering these texts; anything else would show up raw.
const KNOWN_VARIABLES = new Set([
  'appName',
  'brand',
  'countryName',
  'id',
  'pharmacovigilanceEmail',
  'pharmacovigilancePhone',
]);

/** The structure of a value with every string replaced by 'string': keys, nesting and array lengths. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shape((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value;
}

/** Every leaf as [path, value], so failures name the offending key. */
function leaves(value: unknown, path = 'legal'): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [[path, value]];
}

// Explicit type argument: otherwise T is inferred from the partial override.
const esMx = deepMerge<typeof es>(es, esMxOverrides);
const dictionaries = { 'pt-br': ptBr, es, 'es-MX': esMx };

describe('legal texts', () => {
  it('es has exactly the structure of pt-br', () => {
    expect(shape(es)).toEqual(shape(ptBr));
  });

  it('es-MX merged over es keeps the structure of pt-br', () => {
    expect(shape(esMx)).toEqual(shape(ptBr));
  });

  it('the es-MX overrides really change the Mexican texts', () => {
    expect(esMx.privacy.title).not.toBe(es.privacy.title);
    expect(JSON.stringify(esMx.privacy)).toContain('LFPDPPP');
    expect(JSON.stringify(esMx.privacy)).toContain('ARCO');
    expect(esMx.terms).toEqual(es.terms);
  });

  it('legal pages have 8 to 10 sections, each with 1 to 4 paragraphs', () => {
    for (const doc of [ptBr.terms, ptBr.privacy]) {
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      expect(doc.sections.length).toBeLessThanOrEqual(10);
    }
    for (const section of [...ptBr.terms.sections, ...ptBr.privacy.sections]) {
      expect(section.body.length).toBeGreaterThanOrEqual(1);
      expect(section.body.length).toBeLessThanOrEqual(4);
    }
  });

  for (const [lang, dictionary] of Object.entries(dictionaries)) {
    it(`${lang}: every value is a non-empty string`, () => {
      const bad = leaves(dictionary).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(bad).toEqual([]);
    });

    it(`${lang}: uses only the known interpolation variables`, () => {
      const unknown = leaves(dictionary).flatMap(([path, v]) =>
        [...String(v).matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
          .map((match) => match[1])
          .filter((name) => !KNOWN_VARIABLES.has(name ?? ''))
          .map((name) => `${path}: ${name}`),
      );
      expect(unknown).toEqual([]);
    });
  }

  it('the acceptance-test content title carries the content id', () => {
    for (const dictionary of Object.values(dictionaries)) {
      expect(dictionary.acceptanceTest.contentTitle).toContain('{{id}}');
    }
  });
});
