import { createDatabase, type DatabaseHandle } from '@portal/db';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database handle; the app owns it and closes it on app.close(). */
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
  }
}

export interface DbPluginOptions {
  config: AppConfig;
  database?: DatabaseHandle | undefined;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app, { config, database }) => {
    const handle = database ?? (await createDatabase(config));
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);
