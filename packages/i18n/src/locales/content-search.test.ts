import { describe, expect, it } from 'vitest';
import { contentSearch as es } from './es/content-search.ts';
import { contentSearchOverrides } from './es-MX/content-search.ts';
import { checkNamespace } from './namespace-checks.ts';
import { contentSearch as ptBr } from './pt-br/content-search.ts';

describe('content search texts', () => {
  checkNamespace(ptBr, es, contentSearchOverrides);
  it('has a tag label for each tagged mainCluster, as the spec writes them', () => {
    expect(ptBr.search.tags).toEqual({
      to_see: 'Video',
      to_read: 'Texto',
      to_listen: 'Audio',
      to_see_to_listen: 'Audio / Video',
    });
  });
});
