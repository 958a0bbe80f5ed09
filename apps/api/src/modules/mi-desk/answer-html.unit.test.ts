import { describe, expect, it } from 'vitest';
import { answerText, sanitizeAnswerHtml } from './answer-html.ts';

describe('answer HTML', () => {
  it('keeps emphasis, lists and https links; drops script, handlers, images and javascript: links', () => {
    const html = sanitizeAnswerHtml(
      '<div>Dose <b>15 mg</b> <i>uma vez</i></div><ul><li>x</li></ul><script>alert(1)</script>' +
        '<img src=x onerror=alert(1)><a href="javascript:alert(1)">a</a><a href="https://example.com" onclick="x">b</a><p> </p>',
    );
    expect(html).toBe(
      '<p>Dose <strong>15 mg</strong> <em>uma vez</em></p><ul><li>x</li></ul><a rel="noopener noreferrer">a</a><a href="https://example.com" rel="noopener noreferrer">b</a>',
    );
  });

  it('gives the text of an answer line by line', () => {
    expect(answerText('<p>Um &amp; dois</p><ul><li>três</li></ul>')).toBe('Um &amp; dois\ntrês');
  });
});
