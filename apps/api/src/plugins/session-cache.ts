// The per-process session cache (modules/sessions/cache.ts), on while this process LISTENs to the
// database's `portal_sessions` notifications; a lost PostgreSQL listener turns it off and is retried.
// Every answer to a write (any method but GET/HEAD/OPTIONS) waits for `barrier()`: this process and every
// other live API process have dropped what the write changed before the client hears back, so a logout
// on one process is refused by every other at once. A write costs one pg_notify and a round of
// acknowledgements (a few milliseconds); reads cost no session or saved-items query.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import {
  attachSessionCache,
  HELLO_INTERVAL_MS,
  notifier,
  SESSION_CHANNEL,
  SessionCache,
  settleSessionCache,
} from '../modules/sessions/cache.ts';
import { keepListening } from './keep-listening.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const sessionCachePlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!config.sessionCache) return;
    const cache = new SessionCache(notifier(app.db));
    attachSessionCache(app.db, cache);
    await keepListening(app, SESSION_CHANNEL, {
      onNotify: (payload) => cache.onNotify(payload),
      onStateChange: (listening) => cache.setListening(listening),
      failure: 'session cache off: cannot listen for invalidations',
    });
    // Other processes wait for this one's acknowledgement only while they hear from it.
    const hello = setInterval(() => void cache.hello(), HELLO_INTERVAL_MS).unref();

    app.addHook('onSend', async (request) => {
      if (READS.has(request.method)) return;
      try {
        await settleSessionCache(app.db);
      } catch {
        // The database did not answer: forget everything rather than serve what may have changed.
        cache.clear();
      }
    });

    app.addHook('onClose', async () => {
      clearInterval(hello);
    });
  },
  { name: 'session-cache', dependencies: ['db'] },
);
