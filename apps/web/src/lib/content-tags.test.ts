import { describe, expect, it } from 'vitest';
import { tagKey } from './content-tags.ts';

describe('tagKey', () => {
  it('maps the four media clusters to their tag (spec section 4)', () => {
    expect(tagKey('to_see')).toBe('video');
    expect(tagKey('to_read')).toBe('text');
    expect(tagKey('to_listen')).toBe('audio');
    expect(tagKey('to_see_to_listen')).toBe('audioVideo');
  });

  it('has no tag for the other clusters or unknown values', () => {
    for (const cluster of ['to_home', 'to_participe', 'to_product', 'to_training', 'bogus']) {
      expect(tagKey(cluster)).toBeNull();
    }
  });
});
