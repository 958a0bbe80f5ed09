import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './service.ts';

describe('sanitizeContentHtml', () => {
  it('keeps the allowlisted structure', () => {
    const html =
      '<h2>T</h2><p>a<br><strong>b</strong><em>c</em></p><ul><li>x</li></ul><blockquote>q</blockquote>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops script, handlers, styles, unsafe URLs and unknown tags', () => {
    const out = sanitizeContentHtml(
      '<script>alert(1)</script><p onclick="x()" style="color:red">p</p><a href="javascript:alert(1)">j</a>' +
        '<img src="http://insecure/x.png" onerror="y()"><img src="//cdn.evil/x.png"><img src="/media/ok.png" alt="ok">' +
        '<svg><script>z()</script></svg><a href="mailto:a@b.c">m</a>',
    );
    expect(out).toBe(
      '<p>p</p><a rel="noopener noreferrer">j</a><img /><img /><img src="/media/ok.png" alt="ok" />' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeContentHtml(null)).toBeNull();
  });
});
