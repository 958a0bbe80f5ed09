import { describe, expect, it } from 'vitest';
import { assertSafeUrl } from './content-store.ts';

describe('assertSafeUrl', () => {
  it('accepts http(s) and same-origin paths only', () => {
    expect(assertSafeUrl('/media/a.mp4')).toBe('/media/a.mp4');
    expect(assertSafeUrl('https://x.example/a')).toBe('https://x.example/a');
    for (const bad of ['javascript:alert(1)', '//evil/x', 'data:text/html,x', 'media/a.mp4']) {
      expect(() => assertSafeUrl(bad)).toThrow(/Unsafe URL/);
    }
  });
});
