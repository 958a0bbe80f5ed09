import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it('reads open, closed and suffix ranges, clamped to the file', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'range', range: { start: 50, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
  });

  it('answers unsatisfiable for a range beyond the end', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what is not one byte range', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'none' });
    expect(parseRange('items=0-1', 100)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=9-2', 100)).toEqual({ kind: 'none' });
  });
});
