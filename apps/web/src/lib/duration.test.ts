import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('writes seconds under a minute as seconds, as the media really lasts', () => {
    expect(formatDuration(3)).toBe('3 s');
    expect(formatDuration(45)).toBe('45 s');
  });

  it('writes minutes, then hours and minutes', () => {
    expect(formatDuration(754)).toBe('13 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
  });

  it('returns null for missing or non-positive values', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});
