import { describe, expect, it } from 'vitest';
import { buildContentLines, escapedToText, escapeHtml } from './content-lines.ts';

describe('buildContentLines', () => {
  it('writes one paragraph per field in order', () => {
    expect(
      buildContentLines([
        { label: 'Revista', value: 'Lancet' },
        { label: 'Título', value: ' Rivaroxaban in AF ' },
        { label: 'Autor', value: '' },
        { label: 'Ano', value: '2020' },
      ]),
    ).toBe('<p>Revista: Lancet</p><p>Título: Rivaroxaban in AF</p><p>Autor: </p><p>Ano: 2020</p>');
  });

  it('escapes user HTML so it stays text', () => {
    const html = buildContentLines([{ label: 'Título', value: '<img src=x onerror="alert(1)"> & \'x\'' }]);
    expect(html).toBe('<p>Título: &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;x&#39;</p>');
    expect(html).not.toContain('<img');
  });

  it('escapes the labels too', () => {
    expect(buildContentLines([{ label: '<b>', value: 'v' }])).toBe('<p>&lt;b&gt;: v</p>');
  });
});

describe('escapedToText', () => {
  it('undoes escapeHtml exactly once', () => {
    const raw = '<script>"a" & \'b\'</script> &amp;';
    expect(escapedToText(escapeHtml(raw))).toBe(raw);
  });
});
