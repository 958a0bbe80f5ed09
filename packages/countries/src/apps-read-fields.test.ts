// The rule of this package, checked where it could be broken: the apps decide nothing by naming a
// country (or a region standing for one); they read a field of the country or a rule over its fields.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, REGIONS } from './types.ts';

const APP_SOURCES = ['../../../apps/api/src', '../../../apps/web/src'].map(
  (path) => new URL(`${path}/`, import.meta.url),
);
// Tests and their helpers may name countries: that is how they pick one.
const TEST_FILE = /(\.test\.tsx?|\.testing\.ts|test-fixtures\.ts|test-support\.ts|test-storage\.ts)$/;

const names = [...COUNTRY_CODES, ...REGIONS].join('|');
const BRANCH = new RegExp(
  [
    `[!=]==? ?'(${names})'`, // country.code === 'BR', region !== 'BRASIL'
    `'(${names})' ?[!=]==?`, // 'BR' === country.code
    `case '(${names})':`, // switch (country.code)
    `\\.includes\\('(${names})'\\)`, // codes.includes('BR')
  ].join('|'),
);

function sourceFiles(dir: URL): URL[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, dir));
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [new URL(entry.name, dir)] : [];
  });
}

describe('the apps', () => {
  it('never branch on a country code or a region', () => {
    const files = APP_SOURCES.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const branches = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          BRANCH.test(line) ? [`${file.pathname.split('/apps/')[1]}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(branches).toEqual([]);
  });

  it('would notice one', () => {
    for (const line of [
      "if (country.code === 'BR') {",
      "region !== 'BRASIL'",
      "case 'MX':",
      "['AR'].includes('CL')",
    ]) {
      expect(BRANCH.test(line), line).toBe(true);
    }
    expect(BRANCH.test('country.code === current.code')).toBe(false);
  });
});
