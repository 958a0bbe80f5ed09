import { describe, expect, it } from 'vitest';
import { adminDictionaries } from './index.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('console dictionaries', () => {
  it('have the same keys and no empty text in pt-BR and es', () => {
    expect(keysOf(adminDictionaries.es)).toEqual(keysOf(adminDictionaries['pt-br']));
    for (const dictionary of Object.values(adminDictionaries)) {
      expect(JSON.stringify(dictionary)).not.toContain('""');
    }
  });
});
