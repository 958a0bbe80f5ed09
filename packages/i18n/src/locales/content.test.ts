import { describe, expect, it } from 'vitest';
import { deepMerge } from '../merge.ts';
import { content as es } from './es/content.ts';
import { contentOverrides } from './es-MX/content.ts';
import { content as ptBr } from './pt-br/content.ts';

/** Every leaf as [path, value]. */
function leaves(value: unknown, path = 'content'): [string, string][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${path}.${key}`));
  }
  return [[path, String(value)]];
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

const esMx = deepMerge<typeof es>(es, contentOverrides);

describe('content texts', () => {
  it('es and es-MX have exactly the keys of pt-br', () => {
    const keys = leaves(ptBr).map(([path]) => path);
    expect(leaves(es).map(([path]) => path)).toEqual(keys);
    expect(leaves(esMx).map(([path]) => path)).toEqual(keys);
  });

  it('es-MX overrides only keys that exist, and changes them', () => {
    const base = new Map(leaves(es));
    for (const [path, text] of leaves(contentOverrides)) {
      expect(base.has(path), path).toBe(true);
      expect(text, path).not.toBe(base.get(path));
    }
  });

  it('every translation is non-empty and keeps the variables of pt-br', () => {
    const base = new Map(leaves(ptBr));
    for (const dictionary of [es, esMx]) {
      for (const [path, text] of leaves(dictionary)) {
        expect(text.trim(), path).not.toBe('');
        expect(variables(text), path).toEqual(variables(base.get(path) ?? ''));
      }
    }
  });

  it('has a text for each of the four tag labels', () => {
    expect(Object.keys(ptBr.tags).sort()).toEqual(['audio', 'audioVideo', 'text', 'video']);
  });
});
