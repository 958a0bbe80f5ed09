import { describe, expect, it } from 'vitest';
import { listForCluster } from './lists.ts';

describe('listForCluster', () => {
  it('opens the list of the same id, and none for the home-only subclusters', () => {
    expect(listForCluster('novelty')).toBe('novelty');
    expect(listForCluster('speakertraining')).toBe('speakertraining');
    expect(listForCluster('top10')).toBeNull();
    expect(listForCluster('moreyou')).toBeNull();
  });
});
