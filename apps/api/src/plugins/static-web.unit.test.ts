import { describe, expect, it } from 'vitest';
import { jsonForScript } from './static-web.ts';

describe('jsonForScript', () => {
  it('cannot end its script element or open an HTML comment, and stays the same JSON', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b', d: '\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
