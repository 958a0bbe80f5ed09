// Loads a third-party script once, rejecting on error or when it does not arrive in time (no internet,
// blocked by a network policy): the live view then shows its unreachable state instead of hanging.
import { setScriptSource } from '#lib/trusted-types.ts';

export const SCRIPT_TIMEOUT_MS = 8000;

export class ScriptUnavailableError extends Error {
  constructor(url: string, reason: 'error' | 'timeout') {
    super(`${url}: ${reason}`);
    this.name = 'ScriptUnavailableError';
  }
}

const loaded = new Map<string, Promise<void>>();

/** Resolves when `ready()` holds; `ready` lets a cached or preloaded global count as loaded. */
export function loadScript(
  url: string,
  ready: () => boolean,
  options: { timeoutMs?: number; doc?: Document } = {},
): Promise<void> {
  if (ready()) return Promise.resolve();
  const cached = loaded.get(url);
  if (cached) return cached;
  const doc = options.doc ?? document;
  const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (reason: 'error' | 'timeout') => {
      clearTimeout(timer);
      script.remove();
      loaded.delete(url);
      reject(new ScriptUnavailableError(url, reason));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    setScriptSource(script, url);
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (ready()) resolve();
      else fail('error');
    });
    script.addEventListener('error', () => fail('error'));
    doc.head.append(script);
  });
  loaded.set(url, promise);
  return promise;
}
