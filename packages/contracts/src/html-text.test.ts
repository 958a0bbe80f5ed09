import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, escapeHtml } from './html-text.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute value', () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)"> & 'x'`)).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;x&#39;',
    );
  });

  it('leaves other text, accents included, as it is', () => {
    expect(escapeHtml('Olá, coração — ¿qué tal? 100% ok')).toBe('Olá, coração — ¿qué tal? 100% ok');
  });

  it('escapes an already escaped text again (it is text, not HTML)', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe('decodeHtmlEntities', () => {
  it('undoes escapeHtml exactly, for any text', () => {
    for (const text of ['<script>"a" & \'b\'</script> &amp;', '&lt;', 'a&&b;', '', 'plain']) {
      expect(decodeHtmlEntities(escapeHtml(text))).toBe(text);
    }
  });

  it('decodes in one pass: an escaped entity stays an entity', () => {
    expect(decodeHtmlEntities('a &amp;lt; b')).toBe('a &lt; b');
    expect(decodeHtmlEntities('&amp;amp;')).toBe('&amp;');
  });

  it('decodes &nbsp; to a no-break space, not a plain one', () => {
    expect(decodeHtmlEntities('a&nbsp;b')).toBe('a\u00a0b');
    expect(decodeHtmlEntities('a&NBSP;b')).toBe('a\u00a0b');
  });

  it('decodes decimal and hexadecimal references, and apos', () => {
    expect(decodeHtmlEntities('&#233; &#xE7; &#X27; &#60;&#62; &apos;')).toBe("é ç ' <> '");
  });

  it('keeps unknown names, invalid code points and unterminated references as written', () => {
    const kept = ['&bogus;', '&#0;', '&#x110000;', '&#xD800;', '&#99999999;', '&amp', '& lt;', '&copy;'];
    for (const text of kept) expect(decodeHtmlEntities(text)).toBe(text);
  });
});
