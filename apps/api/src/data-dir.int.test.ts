// The embedded database's files are private to the server's user (they were 0666 before).
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateDatabase, sql } from '@portal/db';
import { afterAll, describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir.ts';

/** Every path under root whose mode gives group or others any access. */
function openToOthers(root: string): string[] {
  const mode = lstatSync(root).mode;
  const own = (mode & 0o077) !== 0 ? [`${root} ${(mode & 0o777).toString(8)}`] : [];
  if (!lstatSync(root).isDirectory()) return own;
  return [...own, ...readdirSync(root).flatMap((name) => openToOthers(join(root, name)))];
}

describe('DATA_DIR permissions', () => {
  const umask = process.umask();
  afterAll(() => {
    process.umask(umask);
  });

  it('creates DATA_DIR 0700 and the PGlite files readable by the owner only', async () => {
    process.umask(0o022);
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portal-data-dir-')), 'data');
    secureDataDir(dataDir);
    const database = await createDatabase({ dataDir });
    try {
      await migrateDatabase(database);
      secureDataDir(dataDir);
      // Files PGlite creates from now on (a new table and its indexes) are private too.
      await database.db.execute(sql`create table mode_check (id serial primary key, note text)`);
      await database.db.execute(sql`insert into mode_check (note) values ('x')`);
      await database.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    const files = readdirSync(join(dataDir, 'pglite'), { recursive: true });
    expect(files.length).toBeGreaterThan(100);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);

  it('tightens a DATA_DIR an older release left readable', () => {
    process.umask(0o022);
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-dir-old-'));
    mkdirSync(join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o777 });
    writeFileSync(join(dataDir, 'pglite', 'base', 'file'), 'x', { mode: 0o666 });
    writeFileSync(join(dataDir, 'idp-partner-secret'), 'x', { mode: 0o644 });
    secureDataDir(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(join(dataDir, 'pglite', 'base', 'file')).mode & 0o777).toBe(0o600);
  });
});
