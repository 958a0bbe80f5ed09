import { describe, expect, it } from 'vitest';
import { decodeEntities, highlightText, parseHighlight } from './highlight.ts';

describe('parseHighlight', () => {
  it('keeps <mark> as marked segments and the rest as plain text', () => {
    expect(parseHighlight('Insuficiência <mark>cardíaca</mark> aguda')).toEqual([
      { text: 'Insuficiência ', marked: false },
      { text: 'cardíaca', marked: true },
      { text: ' aguda', marked: false },
    ]);
  });

  it('decodes escaped markup into inert text instead of elements', () => {
    const segments = parseHighlight('&lt;script&gt;alert(1)&lt;/script&gt; <mark>dose</mark>');
    expect(segments).toEqual([
      { text: '<script>alert(1)</script> ', marked: false },
      { text: 'dose', marked: true },
    ]);
  });

  it('drops any tag other than <mark>, with its attributes, keeping only text', () => {
    const segments = parseHighlight(
      '<img src=x onerror="alert(1)"><b>bold</b> <MARK class="x">hit</MARK><a href="javascript:alert(1)">link</a>',
    );
    expect(segments).toEqual([
      { text: 'bold ', marked: false },
      { text: 'hit', marked: true },
      { text: 'link', marked: false },
    ]);
    expect(segments.map((s) => s.text).join('')).not.toMatch(/[<>]|onerror|javascript/);
  });

  it('merges adjacent marks and tolerates unbalanced tags', () => {
    expect(parseHighlight('<mark>a</mark><mark>b</mark> c</mark> d')).toEqual([
      { text: 'ab', marked: true },
      { text: ' c d', marked: false },
    ]);
    expect(parseHighlight('x <mark>open')).toEqual([
      { text: 'x ', marked: false },
      { text: 'open', marked: true },
    ]);
  });

  it('drops comments and answers nothing for empty input', () => {
    expect(parseHighlight('a<!-- <mark>no</mark> -->b')).toEqual([{ text: 'ab', marked: false }]);
    expect(parseHighlight('')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities once, leaving unknown ones', () => {
    expect(decodeEntities('a &amp;lt; b &#233; &#xE7; &quot;x&quot; &#39; &bogus;')).toBe(
      'a &lt; b é ç "x" \' &bogus;',
    );
  });
});

describe('highlightText', () => {
  it('is the plain text of the highlight', () => {
    expect(highlightText('C&acirc;ncer de <mark>mama</mark> &amp; rastreio')).toBe(
      'C&acirc;ncer de mama & rastreio',
    );
  });
});
