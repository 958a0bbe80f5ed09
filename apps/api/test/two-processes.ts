// Two API processes on one PostgreSQL database, each with its own pool and caches: what a deployment
// behind a balancer has. A (its database freshly copied from the template) holds the demo data.
import { tmpdir } from 'node:os';
import { createDatabase, type DatabaseHandle, sql } from '@portal/db';
import { openPostgresFromTemplate } from '@portal/db/testing';
import { type App, buildApp } from '../src/app.ts';
import { seedDemo } from '../src/demo-seed.ts';
import { testConfig } from './config.ts';
import type { PostgresTemplate } from './provided-context.ts';

/** Starts A and B; both go into `apps` (close them in reverse order after the test). */
export async function twoProcesses(postgres: PostgresTemplate, apps: App[]): Promise<{ a: App; b: App }> {
  const first = await openPostgresFromTemplate(postgres.adminUrl, postgres.template);
  const result = (await first.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(postgres.adminUrl);
  url.pathname = `/${result.rows[0]?.name}`;
  const second: DatabaseHandle = await createDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  const config = testConfig({ formRateLimitPerMinute: 1000 });
  const a = await buildApp({ config, database: first });
  apps.push(a);
  await a.ready();
  await seedDemo(a.database);
  const b = await buildApp({ config, database: second });
  apps.push(b);
  await b.ready();
  return { a, b };
}
