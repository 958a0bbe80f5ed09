import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration } from './format.ts';

describe('formatDuration', () => {
  it('formats seconds as s, min or h min', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(720)).toBe('12 min');
    expect(formatDuration(3900)).toBe('1 h 05 min');
  });

  it('returns null for missing or non-positive values', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(0)).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats in the page language and keeps unparsable values', () => {
    expect(formatDate('2025-07-15T12:00:00Z', 'pt')).toContain('julho');
    expect(formatDate('2025-07-15T12:00:00Z', 'es-MX')).toContain('julio');
    expect(formatDate('not a date', 'pt')).toBe('not a date');
  });
});
