// Builds the migrated template database(s) once per run; each test file copies them.
import {
  createPgliteTemplate,
  createPostgresTemplate,
  dropPostgresDatabase,
  removePgliteTemplate,
} from '@portal/db/testing';
import type { TestProject } from 'vitest/node';
import type { PostgresTemplate } from './provided-context.ts';

export default async function setup(project: TestProject) {
  const pgliteTemplate = await createPgliteTemplate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres: PostgresTemplate | null = adminUrl
    ? { adminUrl, template: await createPostgresTemplate(adminUrl) }
    : null;
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgres);

  return async () => {
    await removePgliteTemplate(pgliteTemplate);
    if (postgres) await dropPostgresDatabase(postgres.adminUrl, postgres.template);
  };
}
