import { describe, expect, it } from 'vitest';
import es from './es/content.json' with { type: 'json' };
import contentOverrides from './es-MX/content.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import ptBr from './pt-br/content.json' with { type: 'json' };

describe('content texts', () => {
  checkNamespace(ptBr, es, contentOverrides);

  it('has a text for each of the four tag labels', () => {
    expect(Object.keys(ptBr.tags).sort()).toEqual(['audio', 'audioVideo', 'text', 'video']);
  });
});
