import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, ScriptUnavailableError } from './script-loader.ts';

/** Just enough of a document for the loader: script elements that tests can fire load/error on. */
function fakeDocument() {
  const scripts: (EventTarget & { src: string; remove(): void })[] = [];
  const doc = {
    createElement: () => {
      const script = Object.assign(new EventTarget(), {
        src: '',
        async: false,
        remove: () => scripts.splice(scripts.indexOf(script), 1),
      });
      return script;
    },
    head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
  };
  return { doc: doc as unknown as Document, scripts };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('third-party script loading', () => {
  it('rejects after the timeout when the script never arrives, and removes it', async () => {
    vi.useFakeTimers();
    const { doc, scripts } = fakeDocument();
    const promise = loadScript('https://unreachable.test/a.js', () => false, { timeoutMs: 8000, doc });
    const settled = expect(promise).rejects.toBeInstanceOf(ScriptUnavailableError);
    expect(scripts.map((s) => s.src)).toEqual(['https://unreachable.test/a.js']);
    vi.advanceTimersByTime(7999);
    expect(scripts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await settled;
    expect(scripts).toHaveLength(0);
  });

  it('rejects on a load error, and on a load that does not define the global', async () => {
    const { doc, scripts } = fakeDocument();
    const failing = loadScript('https://unreachable.test/b.js', () => false, { doc });
    scripts[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/error/);
    const empty = loadScript('https://unreachable.test/b2.js', () => false, { doc });
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toBeInstanceOf(ScriptUnavailableError);
  });

  it('resolves when the global appears and shares one load between callers', async () => {
    const { doc, scripts } = fakeDocument();
    let ready = false;
    const first = loadScript('https://ok.test/c.js', () => ready, { doc });
    const second = loadScript('https://ok.test/c.js', () => ready, { doc });
    expect(scripts).toHaveLength(1);
    ready = true;
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('does not load again what is already there', async () => {
    const { doc, scripts } = fakeDocument();
    await loadScript('https://ok.test/d.js', () => true, { doc });
    expect(scripts).toHaveLength(0);
  });
});
