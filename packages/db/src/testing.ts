// Test databases: one migrated template per run, a fresh copy of it per test file (or per app).
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPgliteHandle, createPostgresHandle, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/** Migrates an in-memory PGlite once and writes its data directory to a file; returns the file path. */
export async function createPgliteTemplate(): Promise<string> {
  const handle = await createPgliteHandle();
  try {
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(tmpdir(), `portal-pglite-template-${process.pid}-${randomUUID()}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** An in-memory PGlite loaded from a template file made by createPgliteTemplate. */
export async function openPgliteFromTemplate(templateFile: string): Promise<DatabaseHandle> {
  const data = await readFile(templateFile);
  return createPgliteHandle({ loadDataDir: new Blob([data]) });
}

export async function removePgliteTemplate(templateFile: string): Promise<void> {
  await rm(templateFile, { force: true });
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

/**
 * Creates and migrates a template database on the server of `adminUrl` (any database there we may
 * connect to with CREATEDB rights); returns the template's name.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = uniqueName('portal_tmpl');
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const handle = createPostgresHandle(withDatabase(adminUrl, name));
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  return name;
}

/** A fresh database copied from the template; closing the handle drops it. */
export async function openPostgresFromTemplate(adminUrl: string, template: string): Promise<DatabaseHandle> {
  const name = uniqueName('portal_test');
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
  );
  return createPostgresHandle(withDatabase(adminUrl, name), () => dropPostgresDatabase(adminUrl, name));
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** An empty database (no schema) for a server that migrates and seeds it itself: its URL and name. */
export async function createEmptyPostgresDatabase(adminUrl: string): Promise<{ url: string; name: string }> {
  const name = uniqueName('portal_empty');
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  return { url: withDatabase(adminUrl, name), name };
}

/** Empty databases for tests that migrate step by step (a data migration's test). */
export { createPgliteHandle, createPostgresHandle } from './client.ts';
