// Entry point: config, database (migrated, seeded when DEMO_DATA), app, listen; SIGTERM closes cleanly.
import { join } from 'node:path';
import { loadPasswordEstimator } from '@portal/contracts/password-strength';
import { createDatabase, migrateDatabase } from '@portal/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { secureDataDir } from './data-dir.ts';
import { seedDemo } from './demo-seed.ts';
import { mediaStoreSink } from './modules/media/store.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
secureDataDir(config.dataDir);
const database = await createDatabase(config);
const app = await buildApp({ config, database });

try {
  await migrateDatabase(database);
  // PGlite unpacked its files with explicit modes: take group and other access away again.
  secureDataDir(config.dataDir);
  if (config.demoData) {
    // The demo corpus writes its media where the media module serves them from (folder or bucket).
    const mediaDir =
      config.media.kind === 's3' ? mediaStoreSink(app.mediaStore) : join(config.dataDir, 'media');
    const seed = await seedDemo(database, { content: { mediaDir } });
    if (seed.seeded) app.log.info({ users: seed.users }, 'demo data seeded');
  }
  // The password dictionaries take about a second to load and warm up: paid here, not by the first
  // physician who registers or resets a password.
  (await loadPasswordEstimator())('warm-up only');
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind, address }, `portal ready on ${address}`);
} catch (error) {
  app.log.fatal({ err: error }, 'start-up failed');
  await app.close().catch(() => {});
  process.exit(1);
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
