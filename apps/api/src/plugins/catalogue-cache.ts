// Catalogue changes reach every API process at once: triggers on content_items and content_publications
// notify channel `portal_catalogue` (migration 0013); each process LISTENs and drops its cached homes,
// cluster pages and items. A lost listener is retried; until it is back, the cache's own TTL applies.
import fp from 'fastify-plugin';
import { catalogueChanged } from '../modules/content/service.ts';

export const CATALOGUE_CHANNEL = 'portal_catalogue';
const RETRY_MS = 1_000;

export const catalogueCachePlugin = fp(
  async (app) => {
    let stop: (() => Promise<void>) | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const start = async (): Promise<void> => {
      try {
        stop = await app.database.listen(
          CATALOGUE_CHANNEL,
          () => catalogueChanged(app.db),
          () => {
            if (!closed) retry = setTimeout(start, RETRY_MS).unref();
          },
        );
      } catch (error) {
        app.log.warn({ err: error }, 'catalogue cache: cannot listen for changes');
        if (!closed) retry = setTimeout(start, RETRY_MS).unref();
      }
    };
    await start();
    app.addHook('preClose', async () => {
      closed = true;
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retry);
      await stop?.();
    });
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
