// The checks every dictionary namespace must pass: es and es-MX (es with its overrides) have exactly
// pt-br's keys, no empty text, the same {{variables}}, and es-MX overrides only keys that exist.
import { expect, it } from 'vitest';
import { deepMerge } from '../merge.ts';

/** Every leaf as [path, value]. */
export function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, String(value)]];
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

export function checkNamespace<T>(ptBr: T, es: T, esMxOverrides: unknown): void {
  const esMx = deepMerge<unknown>(es, esMxOverrides as never);

  it('es and es-MX have exactly the keys of pt-br', () => {
    const keys = leaves(ptBr).map(([path]) => path);
    expect(leaves(es).map(([path]) => path)).toEqual(keys);
    expect(leaves(esMx).map(([path]) => path)).toEqual(keys);
  });

  it('es-MX overrides only keys that exist, and changes them', () => {
    const base = new Map(leaves(es));
    for (const [path, text] of leaves(esMxOverrides)) {
      expect(base.has(path), path).toBe(true);
      expect(text, path).not.toBe(base.get(path));
    }
  });

  it('every translation uses the same variables as pt-br and is not empty', () => {
    const base = new Map(leaves(ptBr));
    for (const dictionary of [es, esMx]) {
      for (const [path, text] of leaves(dictionary)) {
        expect(text.trim(), path).not.toBe('');
        expect(variables(text), path).toEqual(variables(base.get(path) ?? ''));
      }
    }
  });
}
