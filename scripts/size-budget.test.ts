import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { initialScripts, measure } from './size-budget.ts';

// Random bytes do not compress, so N random bytes weigh about N bytes gzipped.
function fakeDist(files: Record<string, number>, html: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'size-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), html);
  for (const [name, size] of Object.entries(files))
    writeFileSync(join(dir, 'assets', name), randomBytes(size));
  return dir;
}

const html =
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js">';

describe('size budget', () => {
  it('counts the entry and its preloads as initial JavaScript', () => {
    expect(initialScripts(html)).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('passes a build within budget', () => {
    const report = measure(fakeDist({ 'index.js': 60_000, 'vendor.js': 60_000, 'page.js': 50_000 }, html));
    expect(report.problems).toEqual([]);
    expect(report.chunks.map((chunk) => chunk.file)).toEqual(['assets/page.js']);
  });

  it('fails when the initial JavaScript exceeds 150 KB gzip', () => {
    const report = measure(fakeDist({ 'index.js': 100_000, 'vendor.js': 60_000 }, html));
    expect(report.problems.join()).toMatch(/initial JavaScript/);
  });

  it('fails when a lazy chunk exceeds 100 KB gzip', () => {
    const report = measure(fakeDist({ 'index.js': 10_000, 'vendor.js': 10_000, 'big.js': 110_000 }, html));
    expect(report.problems.join()).toMatch(/assets\/big\.js/);
  });
});
