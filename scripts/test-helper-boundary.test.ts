// Test helpers have one home per app (apps/api/test, apps/web/test; #test/*) and the demo data its own
// package (issue 39): production code imports neither. A Biome override cannot say this without
// replacing the layer rules of docs/decisions/006 (a later override's options replace an earlier one's),
// so this test reads the imports itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

/** Production source files of a folder: no tests, no test folders. */
function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') out.push(...productionFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

interface ImportOf {
  file: string;
  specifier: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function importsOf(file: string, source: string): ImportOf[] {
  return [...source.matchAll(IMPORT)].map((m) => ({
    file,
    specifier: m[3] ?? m[4] ?? '',
    typeOnly: Boolean(m[2]),
    dynamic: m[4] !== undefined,
  }));
}

const isTestHelper = ({ file, specifier }: ImportOf) =>
  specifier.startsWith('#test/') ||
  (specifier.startsWith('.') &&
    /^apps\/[^/]+\/test\//.test(relative(ROOT, resolve(ROOT, dirname(file), specifier))));

const PRODUCTION = ['apps/api/src', 'apps/web/src', 'packages/db/src', 'packages/contracts/src'];
const all = PRODUCTION.flatMap(productionFiles).flatMap((file) =>
  importsOf(file, readFileSync(join(ROOT, file), 'utf8')),
);

describe('test helpers and demo data stay out of production code', () => {
  it('finds the imports it checks (the reader works)', () => {
    expect(all.length).toBeGreaterThan(500);
    const probe = importsOf(
      'apps/api/src/modules/x/service.ts',
      "import { a } from '../../../test/console.ts';\n",
    );
    expect(probe.filter(isTestHelper)).toHaveLength(1);
    expect(
      importsOf('apps/api/src/x.ts', "import { a } from '#test/console.ts';\n").filter(isTestHelper),
    ).toHaveLength(1);
  });

  it('no production file imports a test helper', () => {
    expect(all.filter(isTestHelper)).toEqual([]);
  });

  it('packages/db never imports the demo data; the API only as types or on demand', () => {
    const demo = all.filter(
      (i) => i.specifier.startsWith('@portal/demo-data') || i.specifier.includes('demo-data/'),
    );
    expect(demo.filter((i) => i.file.startsWith('packages/'))).toEqual([]);
    expect(demo.filter((i) => !i.typeOnly && !i.dynamic)).toEqual([]);
    // The reader tells the three apart.
    const probe = importsOf(
      'x.ts',
      "import { a } from '@portal/demo-data';\nimport type { B } from '@portal/demo-data';\nawait import('@portal/demo-data');\n",
    );
    expect(probe.map((i) => [i.typeOnly, i.dynamic])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
  });
});
