// Runs a suite once per database engine: PGlite always, PostgreSQL when TEST_DATABASE_URL is set.
import type { DatabaseHandle, DatabaseKind } from '@portal/db';
import { openPgliteFromTemplate, openPostgresFromTemplate } from '@portal/db/testing';
import { afterAll, describe, inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import type { PageRenderer } from '../src/modules/page-render/renderer.ts';
import { testConfig } from './config.ts';
import './provided-context.ts';

export interface DatabaseTestContext {
  kind: DatabaseKind;
  /** A fresh copy of the migrated template, closed (and dropped) after the suite. */
  openDatabase(): Promise<DatabaseHandle>;
  /** A ready app on its own fresh database, closed after the suite. */
  buildApp(overrides?: Partial<AppConfig>, options?: { pageRenderer?: PageRenderer }): Promise<App>;
}

export function availableDatabaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

function openFromTemplate(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openPgliteFromTemplate(inject('pgliteTemplate'));
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('TEST_DATABASE_URL is not set');
  return openPostgresFromTemplate(postgres.adminUrl, postgres.template);
}

export function describeEachDatabase(name: string, suite: (context: DatabaseTestContext) => void): void {
  for (const kind of availableDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const toClose: { close(): Promise<unknown> }[] = [];
      const context: DatabaseTestContext = {
        kind,
        async openDatabase() {
          const database = await openFromTemplate(kind);
          toClose.push(database);
          return database;
        },
        async buildApp(overrides, options) {
          const database = await context.openDatabase();
          const app = await buildApp({ config: testConfig(overrides), database, ...options });
          toClose.push(app);
          await app.ready();
          return app;
        },
      };
      afterAll(async () => {
        for (const item of toClose.reverse()) await item.close();
      });
      suite(context);
    });
  }
}
