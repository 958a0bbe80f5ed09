import { describe, expect, it } from 'vitest';
import { MAIN_CLUSTERS, SUBCLUSTERS, tagLabelKey } from './clusters.ts';

describe('clusters', () => {
  it('lists the subclusters of spec section 9 in order', () => {
    expect(SUBCLUSTERS).toEqual([
      'top10',
      'novelty',
      'moreyou',
      'explore',
      'unbranded',
      'products',
      'training',
      'speakertraining',
    ]);
  });

  it('lists the main clusters of spec section 4', () => {
    expect(MAIN_CLUSTERS).toEqual([
      'to_home',
      'to_read',
      'to_see',
      'to_participe',
      'to_listen',
      'to_see_to_listen',
      'to_product',
      'to_training',
    ]);
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
