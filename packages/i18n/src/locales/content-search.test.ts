import { describe, expect, it } from 'vitest';
import contentEs from './es/content.json' with { type: 'json' };
import es from './es/content-search.json' with { type: 'json' };
import contentSearchOverrides from './es-MX/content-search.json' with { type: 'json' };
import { checkNamespace } from './namespace-checks.ts';
import contentPtBr from './pt-br/content.json' with { type: 'json' };
import ptBr from './pt-br/content-search.json' with { type: 'json' };

describe('content search texts', () => {
  checkNamespace(ptBr, es, contentSearchOverrides);
  it('writes media types in the page language, with the content texts (no labels of its own)', () => {
    expect(ptBr.search).not.toHaveProperty('tags');
    expect(contentPtBr.tags).toEqual({
      video: 'Vídeo',
      text: 'Texto',
      audio: 'Áudio',
      audioVideo: 'Áudio / Vídeo',
    });
    expect(contentEs.tags.video).toBe('Video');
  });
});
