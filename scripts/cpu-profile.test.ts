import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerOf, summarizeProfile } from './cpu-profile.ts';

describe('ownerOf', () => {
  it('names packages, the portal, Node and V8 buckets', () => {
    expect(ownerOf('file:///w/node_modules/zod/v4/core/schemas.js', 'parse')).toBe('zod');
    expect(ownerOf('file:///w/node_modules/@electric-sql/pglite/dist/index.js', 'x')).toBe(
      '@electric-sql/pglite',
    );
    expect(ownerOf('file:///w/apps/api/src/modules/content/service.ts', 'home')).toBe('portal:apps/api');
    expect(ownerOf('node:internal/streams/writable', 'write')).toBe('node:internal/streams/writable');
    expect(ownerOf('', '(garbage collector)')).toBe('(garbage collector)');
  });
});

describe('summarizeProfile', () => {
  it('shares the sampled time by self hits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prof-'));
    const file = join(dir, 'a.cpuprofile');
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 0 });
    writeFileSync(
      file,
      JSON.stringify({
        startTime: 0,
        endTime: 1_000_000,
        nodes: [
          { id: 1, callFrame: frame('(root)', ''), hitCount: 0 },
          { id: 2, callFrame: frame('parse', 'file:///w/node_modules/zod/index.js'), hitCount: 3 },
          { id: 3, callFrame: frame('(idle)', ''), hitCount: 1 },
        ],
      }),
    );
    const summary = summarizeProfile(file);
    expect(summary.totalMs).toBe(1000);
    expect(summary.owners[0]).toMatchObject({ owner: 'zod', share: 0.75, ms: 750 });
    expect(summary.functions[0]?.name).toBe('parse index.js:1');
  });
});
