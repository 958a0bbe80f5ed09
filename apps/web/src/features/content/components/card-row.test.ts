import { describe, expect, it } from 'vitest';
import { visibleRange } from './card-row.tsx';

describe('visibleRange', () => {
  it('names the cards wholly in view', () => {
    expect(visibleRange([1, 1, 0.99, 0.4, 0, 0])).toEqual({ first: 0, last: 2 });
    expect(visibleRange([0, 0.3, 1, 1, 1, 0.2])).toEqual({ first: 2, last: 4 });
  });

  it('falls back to the cards partly in view when none is whole (mid-scroll, or a narrow screen)', () => {
    expect(visibleRange([0, 0.6, 0.5, 0])).toEqual({ first: 1, last: 2 });
  });

  it('says the first card when nothing is measured yet', () => {
    expect(visibleRange([])).toEqual({ first: 0, last: 0 });
    expect(visibleRange([0, 0])).toEqual({ first: 0, last: 0 });
  });
});
