import { describe, expect, it } from 'vitest';
import { ARTICLE_FIELD_MAX, PRODUCTS } from './article-request.ts';

describe('article request', () => {
  it('limits the fields as spec section 5 says', () => {
    // "name 100, email 320, phone 15, article title 200, magazine 200, author 200, year 4"
    const limits = Object.entries(ARTICLE_FIELD_MAX).map(([field, max]) => `${field} ${max}`);
    expect(limits.join(', ')).toBe(
      'name 100, email 320, phone 15, articleTitle 200, magazine 200, author 200, year 4',
    );
  });

  it('offers the fixed product list in order, ending with Outro', () => {
    expect(PRODUCTS).toHaveLength(26);
    expect(PRODUCTS[0]).toBe('Adempas');
    expect(PRODUCTS.slice(20, 25)).toEqual(['Xarelto', 'Xofigo', 'Yasmin 21 7', 'Yaz 24 4', 'Yaz Flex']);
    expect(PRODUCTS.at(-1)).toBe('Outro');
    expect(new Set(PRODUCTS).size).toBe(PRODUCTS.length);
    // Alphabetical apart from the closing 'Outro'.
    const named = PRODUCTS.slice(0, -1);
    expect([...named].sort((a, b) => a.localeCompare(b))).toEqual(named);
  });
});
