import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The common query surface of both drivers; modules code against this only. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Resolves when the database answers `select 1`; rejects otherwise (also after close). */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel` on a connection of its own (PostgreSQL) or the embedded database (PGlite):
   * `onNotify` gets each payload; `onLost` is called once if the connection breaks (nothing more arrives).
   * Resolves to a function that stops listening. close() stops every listener.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  /** Idempotent. */
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PostgreSQL connection string; when set PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
}

/** Extensions search will need (accent-insensitive FTS); PGlite must know them when it starts. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export async function createDatabase(options: CreateDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return createPostgresHandle(options.databaseUrl);
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return createPgliteHandle({ dataDir: dir });
}

export async function createPgliteHandle(options: PGliteOptions = {}): Promise<DatabaseHandle> {
  const client = await PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, onNotify) {
      // One process, one connection: the embedded database never loses it.
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close() {
      closing ??= client.closed ? Promise.resolve() : client.close();
      return closing;
    },
  };
}

export function createPostgresHandle(databaseUrl: string, onClosed?: () => Promise<void>): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (e.g. database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closing: Promise<void> | undefined;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        onLost();
      };
      client.on('error', lose);
      client.on('end', lose);
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      await client.connect();
      listeners.add(client);
      await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
      return async () => {
        lost = true;
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    close() {
      const ending = [...listeners].map((client) => client.end().catch(() => {}));
      listeners.clear();
      closing ??= Promise.all(ending)
        .then(() => pool.end())
        .then(() => onClosed?.());
      return closing;
    },
  };
}
