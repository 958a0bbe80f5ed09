import { describe, expect, it } from 'vitest';
import { readAccessLink } from './access-link.ts';

describe('readAccessLink', () => {
  it('needs a content id', () => {
    expect(readAccessLink(undefined, new URLSearchParams('token=t&vidKey=v'))).toEqual({ kind: 'noContent' });
    expect(readAccessLink('  ', new URLSearchParams())).toEqual({ kind: 'noContent' });
  });

  it('calls a link without token or vidKey incomplete', () => {
    expect(readAccessLink('c-1', new URLSearchParams())).toEqual({ kind: 'incomplete', contentId: 'c-1' });
    expect(readAccessLink('c-1', new URLSearchParams('token=t'))).toEqual({
      kind: 'incomplete',
      contentId: 'c-1',
    });
    expect(readAccessLink('c-1', new URLSearchParams('token=&vidKey=v'))).toEqual({
      kind: 'incomplete',
      contentId: 'c-1',
    });
  });

  it('reads token, vidKey and the optional audience', () => {
    expect(readAccessLink('c-1', new URLSearchParams('token=t%2B1&vidKey=v&audience=hcp'))).toEqual({
      kind: 'ready',
      contentId: 'c-1',
      token: 't+1',
      vidKey: 'v',
      audience: 'hcp',
    });
    expect(readAccessLink('c-1', new URLSearchParams('token=t&vidKey=v'))).toMatchObject({ audience: null });
  });
});
