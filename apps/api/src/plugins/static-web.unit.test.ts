import { describe, expect, it } from 'vitest';
import { jsonForScript, SCRIPTS_AFTER_PAINT_LIMIT_MS, scriptsAfterFirstPaint } from './static-web.ts';

describe('jsonForScript', () => {
  it('cannot end its script element or open an HTML comment, and stays the same JSON', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b', d: '\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('scriptsAfterFirstPaint', () => {
  const page = [
    '<html><head><title>x</title>',
    '<link rel="preload" href="/assets/i18n/pt-br.json" as="fetch" crossorigin="anonymous">',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css" media="print">',
    '</head><body><div id="root"><h1>Entrar</h1></div></body></html>',
  ].join('\n');

  it('takes the entry script and every preload out of the markup, into one loader', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toMatch(/<link rel="(module)?preload"/);
    const loader = /<script type="module" id="portal-loader">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-abc.js")');
    expect(loader).toContain('["modulepreload","/assets/react-def.js",""]');
    expect(loader).toContain('["preload","/assets/i18n/pt-br.json","fetch"]');
    // It waits for the page's paint, except where no paint will come.
    expect(loader).toContain('observer.observe({type:"paint",buffered:true})');
    expect(loader).toContain('document.visibilityState==="hidden"');
    expect(loader).toContain(`setTimeout(start,${SCRIPTS_AFTER_PAINT_LIMIT_MS})`);
  });

  it('keeps the page itself and its stylesheet', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css" media="print">');
    expect(html).toContain('<div id="root"><h1>Entrar</h1></div>');
  });

  it('leaves a page without an entry script as it is', () => {
    const bare = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(scriptsAfterFirstPaint(bare)).toBe(bare);
  });
});
