import { describe, expect, it } from 'vitest';
import { content as contentEs } from './es/content.ts';
import { contentSearch as es } from './es/content-search.ts';
import { contentSearchOverrides } from './es-MX/content-search.ts';
import { checkNamespace } from './namespace-checks.ts';
import { content as contentPtBr } from './pt-br/content.ts';
import { contentSearch as ptBr } from './pt-br/content-search.ts';

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
