// The size budget of ARCHITECTURE.md, measured on the web build: the landing's initial JavaScript
// (the entry script and every chunk it preloads) and each lazily loaded chunk, gzipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_BUDGET_BYTES = 150 * 1024;
export const CHUNK_BUDGET_BYTES = 100 * 1024;
/**
 * The zxcvbn dictionaries (common, pt-br, es) of the password meter: loaded only on the first keystroke
 * in a new-password field (registration, reset), never by any other page, so they get their own budget.
 */
export const PASSWORD_DICTIONARY_PREFIX = 'assets/password-dictionary-';
export const PASSWORD_DICTIONARY_BUDGET_BYTES = 400 * 1024;
/**
 * The console's rich-text editor (TipTap over ProseMirror, issue 36): not a route but a component the
 * console loads only where staff edit rich text; physicians never download it. Its own budget, so that
 * the editor cannot grow unnoticed and no route chunk may borrow from it.
 */
export const RICH_TEXT_EDITOR_PREFIX = 'assets/rich-text-editor-';
export const RICH_TEXT_EDITOR_BUDGET_BYTES = 150 * 1024;

export interface SizeReport {
  initial: { files: string[]; gzipBytes: number };
  chunks: { file: string; gzipBytes: number }[];
  problems: string[];
}

function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Script and modulepreload URLs that index.html makes the browser fetch before the first paint. */
export function initialScripts(indexHtml: string): string[] {
  const urls = new Set<string>();
  for (const match of indexHtml.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of indexHtml.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    urls.add(match[1]!);
  return [...urls].map((url) => url.replace(/^\//, ''));
}

export function measure(distDir: string): SizeReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initialFiles = initialScripts(html);
  const problems: string[] = [];
  if (initialFiles.length === 0) problems.push('index.html loads no module script');
  const initialBytes = initialFiles.reduce((sum, file) => sum + gzipSize(join(distDir, file)), 0);
  if (initialBytes > INITIAL_BUDGET_BYTES) {
    problems.push(
      `initial JavaScript is ${kb(initialBytes)} gzip, over the ${kb(INITIAL_BUDGET_BYTES)} budget`,
    );
  }
  const assetsDir = join(distDir, 'assets');
  const chunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js') && !initialFiles.includes(`assets/${file}`))
    .map((file) => ({ file: `assets/${file}`, gzipBytes: gzipSize(join(assetsDir, file)) }));
  for (const chunk of chunks) {
    const budget = chunk.file.startsWith(PASSWORD_DICTIONARY_PREFIX)
      ? PASSWORD_DICTIONARY_BUDGET_BYTES
      : chunk.file.startsWith(RICH_TEXT_EDITOR_PREFIX)
        ? RICH_TEXT_EDITOR_BUDGET_BYTES
        : CHUNK_BUDGET_BYTES;
    if (chunk.gzipBytes > budget) {
      problems.push(`${chunk.file} is ${kb(chunk.gzipBytes)} gzip, over the ${kb(budget)} budget`);
    }
  }
  return { initial: { files: initialFiles, gzipBytes: initialBytes }, chunks, problems };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
