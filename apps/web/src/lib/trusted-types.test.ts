import { describe, expect, it } from 'vitest';
import {
  checkedJsonBlock,
  checkedScriptUrl,
  setJsonBlock,
  setScriptSource,
  trustedHtml,
} from './trusted-types.ts';

const PAGE = 'http://br.localhost:3000/eventos/1';

describe('checkedScriptUrl', () => {
  it('lets https URLs and this origin through', () => {
    expect(checkedScriptUrl('https://meet.jit.si/external_api.js', PAGE)).toBe(
      'https://meet.jit.si/external_api.js',
    );
    expect(checkedScriptUrl('/assets/x.js', PAGE)).toBe('http://br.localhost:3000/assets/x.js');
  });

  it('refuses script from javascript:, data:, blob: and plain http elsewhere', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'blob:http://br.localhost:3000/0b1c',
      'http://evil.example/x.js',
      '//evil.example/x.js',
    ]) {
      expect(() => checkedScriptUrl(bad, PAGE), bad).toThrow(/Script URL refused/);
    }
  });
});

describe('checkedJsonBlock', () => {
  it('passes JSON text and refuses anything a JavaScript engine could run', () => {
    expect(checkedJsonBlock('{"@type":"Physician"}')).toBe('{"@type":"Physician"}');
    expect(() => checkedJsonBlock('alert(1)')).toThrow(SyntaxError);
    expect(() => checkedJsonBlock('{"a":1};alert(1)')).toThrow(SyntaxError);
  });
});

describe('without Trusted Types in the runtime', () => {
  it('hands out the plain values, still checked', () => {
    expect(trustedHtml('<p>x</p>')).toBe('<p>x</p>');
    const script = { src: '', textContent: '' } as HTMLScriptElement;
    setJsonBlock(script, '{"a":1}');
    expect(script.textContent).toBe('{"a":1}');
    expect(() => setScriptSource(script, 'javascript:alert(1)')).toThrow(/Script URL refused/);
    expect(script.src).toBe('');
  });
});
