import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, mergePages, normaliseQuery, totalOf } from './search-query.ts';

describe('normaliseQuery', () => {
  it('trims, collapses whitespace and caps the length', () => {
    expect(normaliseQuery('  insuficiência   cardíaca \n')).toBe('insuficiência cardíaca');
    expect(normaliseQuery(null)).toBe('');
    expect(normaliseQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('mergePages', () => {
  it('keeps page order and drops repeated ids', () => {
    const pages = [{ items: [{ id: 'a' }, { id: 'b' }] }, { items: [{ id: 'b' }, { id: 'c' }] }];
    expect(mergePages(pages).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(mergePages([])).toEqual([]);
  });
});

describe('totalOf', () => {
  it('answers the newest page total, or 0 without pages', () => {
    expect(totalOf([{ total: 30 }, { total: 29 }])).toBe(29);
    expect(totalOf([])).toBe(0);
  });
});
