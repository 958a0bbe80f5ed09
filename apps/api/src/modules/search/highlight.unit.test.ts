import { describe, expect, it } from 'vitest';
import {
  headlineToHtml,
  MARK_END,
  MARK_START,
  markSimilarWords,
  snippetToHtml,
  trigramSimilarity,
} from './highlight.ts';

const marked = (text: string) => `${MARK_START}${text}${MARK_END}`;

describe('headlineToHtml', () => {
  it('turns the markers into <mark> and escapes the rest', () => {
    expect(headlineToHtml(`<b onclick="x">${marked('cardíaco')}</b> & co`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;<mark>cardíaco</mark>&lt;/b&gt; &amp; co',
    );
  });

  it('decodes stored entities once, so they show as text and not as markup', () => {
    expect(headlineToHtml('a &lt;script&gt; &amp;amp; b')).toBe('a &lt;script&gt; &amp;amp; b');
  });

  it('closes an unbalanced mark and ignores stray closers', () => {
    expect(headlineToHtml(`${MARK_END}x ${MARK_START}y`)).toBe('x <mark>y</mark>');
  });
});

describe('markSimilarWords', () => {
  it('marks the title words close to a mistyped query word', () => {
    expect(markSimilarWords('Atualização em cardiologia clínica', 'cardiologai')).toBe(
      'Atualização em <mark>cardiologia</mark> clínica',
    );
  });

  it('escapes the title', () => {
    expect(markSimilarWords('Retina <i>', 'retna')).toBe('<mark>Retina</mark> &lt;i&gt;');
  });

  it('computes similarity like pg_trgm', () => {
    expect(trigramSimilarity('cardiologai', 'cardiologia')).toBeCloseTo(0.6, 2);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
  });
});

describe('snippetToHtml', () => {
  const source = 'Primeira frase do texto. No meio, a embolia pulmonar aparece. Última frase do texto.';
  const marked = (text: string) => text.replace('embolia', `${MARK_START}embolia${MARK_END}`);

  it('says with an ellipsis where a passage cuts its source, at either end', () => {
    expect(
      snippetToHtml(marked('No meio, a embolia pulmonar aparece.'), source.slice(0, 60), source.slice(-60)),
    ).toBe('… No meio, a <mark>embolia</mark> pulmonar aparece. …');
    expect(snippetToHtml(source.slice(0, 61), source.slice(0, 60), source.slice(-60))).toMatch(
      /^Primeira.* …$/,
    );
  });

  it('adds nothing when the whole text shows, whatever its spacing and entities', () => {
    const text = 'Dose &amp; via   de administração.';
    expect(snippetToHtml(` ${text}\n`, text, text)).toBe('Dose &amp; via de administração.');
    expect(snippetToHtml('', '', '')).toBe('');
  });
});
