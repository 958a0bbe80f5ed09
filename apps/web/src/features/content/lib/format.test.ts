import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';

describe('formatDate', () => {
  it('formats in the page language and keeps unparsable values', () => {
    expect(formatDate('2025-07-15T12:00:00Z', 'pt')).toContain('julho');
    expect(formatDate('2025-07-15T12:00:00Z', 'es-MX')).toContain('julio');
    expect(formatDate('not a date', 'pt')).toBe('not a date');
  });
});
