import { describe, expect, it } from 'vitest';
import { closestWord, plain, trigramSimilarity, trigramsOf, vocabularyOf } from './title-vocabulary.ts';

describe('title vocabulary', () => {
  it('takes pg_trgm’s trigrams: two spaces in front, one behind, accents and case ignored', () => {
    expect([...trigramsOf('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(trigramsOf('Cardíaco')).toEqual(trigramsOf('cardiaco'));
    expect(plain('Ação')).toBe('acao');
  });

  it('scores like pg_trgm similarity()', () => {
    // select similarity('word', 'two words') = 0.3636…: 4 shared of 11 distinct.
    expect(trigramSimilarity(trigramsOf('word'), trigramsOf('two words'))).toBeCloseTo(4 / 11, 6);
    expect(trigramSimilarity(trigramsOf('abc'), trigramsOf('abc'))).toBe(1);
    expect(trigramSimilarity(trigramsOf(''), trigramsOf('abc'))).toBe(0);
  });

  it('finds the closest title word of a typo, keeping its accents', () => {
    const vocabulary = vocabularyOf(['anticoagulantes', 'cardíaca', 'diabetes', 'dislipidemia']);
    expect(closestWord(vocabulary, 'anticoagulntes')).toMatchObject({ closest: 'anticoagulantes' });
    expect(closestWord(vocabulary, 'cardiaca')).toEqual({ closest: 'cardíaca', score: 1 });
    expect(closestWord(vocabulary, 'xylofone').score).toBeLessThan(0.25);
  });

  it('breaks ties alphabetically and answers nothing from an empty vocabulary', () => {
    expect(closestWord(vocabularyOf(['abd', 'abc']), 'abx').closest).toBe('abc');
    expect(closestWord(vocabularyOf([]), 'abc')).toEqual({ closest: null, score: 0 });
  });
});
