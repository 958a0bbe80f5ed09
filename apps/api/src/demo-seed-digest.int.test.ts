// The demo seed, table by table: row counts and a digest of every row, recorded before the seed moved
// out of packages/db (issue 39), so a move that changes what lands in the database fails here.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { type DatabaseHandle, sql } from '@portal/db';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { seedDemo } from './demo-seed.ts';
import { SEEDED_DIGESTS } from './demo-seed-digest.expected.ts';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Values drawn at random on every run (password hashes, room names, tokens): their presence counts.
const RANDOM_COLUMNS = new Set(['password_hash', 'room_name', 'meeting_room', 'salt', 'token_hash', 'code']);
const EMBEDDED_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) ?? [];
}

/** A row as text with what differs from run to run (ids, the wall clock, random secrets) masked. */
function normalise(row: Record<string, unknown>, wallClock: number): string {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row).sort()) {
    out[key] = normaliseValue(key, row[key], wallClock);
  }
  return JSON.stringify(out);
}

function normaliseValue(key: string, value: unknown, wallClock: number): unknown {
  if (value === null || value === undefined) return null;
  if (RANDOM_COLUMNS.has(key)) return 'random';
  if (value instanceof Date)
    return Math.abs(value.getTime() - wallClock) < 3_600_000 ? 'now' : value.toISOString();
  if (typeof value === 'string') {
    if (UUID.test(value)) return 'uuid';
    const time = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
    if (!Number.isNaN(time))
      return Math.abs(time - wallClock) < 3_600_000 ? 'now' : new Date(time).toISOString();
    // JSON kept as text (app_meta's markers) carries its own timestamps.
    return value.replace(EMBEDDED_TIME, (match) =>
      Math.abs(Date.parse(match) - wallClock) < 3_600_000 ? 'now' : match,
    );
  }
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return createHash('sha256').update(value).digest('hex');
  if (Array.isArray(value)) return value.map((item) => normaliseValue(key, item, wallClock));
  if (typeof value === 'object') {
    const nested = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(nested)
        .sort()
        .map((k) => [k, normaliseValue(k, nested[k], wallClock)]),
    );
  }
  return value;
}

async function tableDigests(database: DatabaseHandle): Promise<Record<string, string>> {
  const wallClock = Date.now();
  const tables = rowsOf(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.table_name));
  const digests: Record<string, string> = {};
  for (const table of tables) {
    // Numbers in text: PGlite and node-postgres agree on text, not on every numeric type.
    const rows = rowsOf(await database.db.execute(sql.raw(`select to_jsonb(t) as row from "${table}" t`)));
    if (rows.length === 0) continue;
    const lines = rows.map((row) => normalise(row.row as Record<string, unknown>, wallClock)).sort();
    if (process.env.PRINT_SEED_TABLE === table) console.log(lines.join('\n'));
    digests[table] =
      `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return digests;
}

function mediaDigest(dir: string): string {
  const files: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) walk(full);
      else
        files.push(`${relative(dir, full)} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`);
    }
  };
  walk(dir);
  return `${files.length}:${createHash('sha256').update(files.sort().join('\n')).digest('hex').slice(0, 16)}`;
}

describeEachDatabase('demo seed digest', (ctx) => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'portal-seed-digest-'));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('seeds the same rows and media files as before the move', async () => {
    const database = await ctx.openDatabase();
    await seedDemo(database, { content: { mediaDir, now: NOW } });
    const seeded = { ...(await tableDigests(database)), '(media files)': mediaDigest(mediaDir) };
    if (process.env.PRINT_SEED_DIGEST) console.log(JSON.stringify(seeded, null, 2));
    expect(seeded).toEqual(SEEDED_DIGESTS);
  }, 180_000);
});
