import { describe, expect, it } from 'vitest';
import { content as es } from './es/content.ts';
import { contentOverrides } from './es-MX/content.ts';
import { checkNamespace } from './namespace-checks.ts';
import { content as ptBr } from './pt-br/content.ts';

describe('content texts', () => {
  checkNamespace(ptBr, es, contentOverrides);

  it('has a text for each of the four tag labels', () => {
    expect(Object.keys(ptBr.tags).sort()).toEqual(['audio', 'audioVideo', 'text', 'video']);
  });
});
