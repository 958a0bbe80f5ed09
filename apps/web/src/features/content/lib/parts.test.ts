import type { Episode } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { findPart } from './parts.ts';

const part = (id: string): Episode => ({
  id,
  title: id,
  synopsis: null,
  duration: 60,
  media: null,
  thumbnail: [],
});

describe('findPart', () => {
  const item = {
    episodes: [part('e1'), part('e2')],
    lessons: [part('l1')],
    seasons: [{ id: 's1', title: 'S1', episodes: [part('s1e1'), part('s1e2')] }],
  };

  it('finds episodes, lessons and season episodes with their number', () => {
    expect(findPart(item, 'e2')).toMatchObject({ kind: 'episode', number: 2, seasonId: null });
    expect(findPart(item, 'l1')).toMatchObject({ kind: 'lesson', number: 1 });
    expect(findPart(item, 's1e2')).toMatchObject({ kind: 'episode', number: 2, seasonId: 's1' });
  });

  it('returns null for an unknown or missing id', () => {
    expect(findPart(item, 'nope')).toBeNull();
    expect(findPart(item, undefined)).toBeNull();
  });
});
