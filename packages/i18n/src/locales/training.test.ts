import { describe, expect, it } from 'vitest';
import { deepMerge } from '../merge.ts';
import { training as es } from './es/training.ts';
import { trainingOverrides } from './es-MX/training.ts';
import { training as ptBr } from './pt-br/training.ts';

/** Every leaf as [path, value]. */
function leaves(value: unknown, path = 'training'): [string, string][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [[path, String(value)]];
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

const esMx = deepMerge<typeof es>(es, trainingOverrides);

describe('training texts', () => {
  it('es and es-MX have exactly the keys of pt-br', () => {
    const keys = leaves(ptBr).map(([path]) => path);
    expect(leaves(es).map(([path]) => path)).toEqual(keys);
    expect(leaves(esMx).map(([path]) => path)).toEqual(keys);
  });

  it('es-MX overrides only keys that exist', () => {
    const known = new Set(leaves(es).map(([path]) => path));
    for (const [path] of leaves(trainingOverrides)) expect(known, path).toContain(path);
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
});
