// Catalogue changes reach every API process at once: triggers on content_items and content_publications
// notify channel `portal_catalogue` (migration 0013); each process LISTENs and drops its cached homes,
// cluster pages and items. A lost listener is retried; until it is back, the cache's own TTL applies.
import fp from 'fastify-plugin';
import { catalogueChanged } from '../modules/content/service.ts';
import { keepListening } from './keep-listening.ts';

export const CATALOGUE_CHANNEL = 'portal_catalogue';

export const catalogueCachePlugin = fp(
  async (app) => {
    await keepListening(app, CATALOGUE_CHANNEL, {
      onNotify: () => catalogueChanged(app.db),
      failure: 'catalogue cache: cannot listen for changes',
    });
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
