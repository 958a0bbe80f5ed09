import { describe, expect, it } from 'vitest';
import { MAIN_CLUSTERS, SUBCLUSTERS, tagLabelKey } from './clusters.ts';

// The spec's sentences, quoted: the constants must list exactly these, in this order.
const SPEC_SUBCLUSTERS = 'top10, novelty, moreyou, explore, unbranded, products, training, speakertraining';
const SPEC_MAIN_CLUSTERS =
  'to_home, to_read, to_see, to_participe, to_listen, to_see_to_listen, to_product, to_training';

describe('clusters', () => {
  it('lists the subclusters of spec section 9 in order', () => {
    expect(SUBCLUSTERS.join(', ')).toBe(SPEC_SUBCLUSTERS);
  });

  it('lists the main clusters of spec section 4', () => {
    expect(MAIN_CLUSTERS.join(', ')).toBe(SPEC_MAIN_CLUSTERS);
  });

  it.each([
    ['to_see', 'Video'],
    ['to_read', 'Texto'],
    ['to_listen', 'Audio'],
    ['to_see_to_listen', 'Audio / Video'],
  ])('tags %s as %s', (cluster, label) => {
    expect(tagLabelKey(cluster)).toBe(label);
  });

  it('gives no tag to other clusters', () => {
    for (const cluster of ['to_home', 'to_participe', 'to_product', 'to_training', 'unknown', '']) {
      expect(tagLabelKey(cluster)).toBeNull();
    }
  });
});
