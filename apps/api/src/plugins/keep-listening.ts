// A LISTEN that outlives a lost connection: the caches that follow the database's notifications
// (sessions, catalogue) listen on start, are told when the listener is up or down, and retry every
// second until the app closes.
import type { FastifyInstance } from 'fastify';

const RETRY_MS = 1_000;

export interface Listening {
  onNotify: (payload: string) => void;
  /** Up after each successful LISTEN, down when it is lost or cannot start. */
  onStateChange?: (listening: boolean) => void;
  /** Logged when the LISTEN cannot start. */
  failure: string;
}

export async function keepListening(app: FastifyInstance, channel: string, listening: Listening) {
  let stop: (() => Promise<void>) | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    listening.onStateChange?.(false);
    if (!closed) retry = setTimeout(start, RETRY_MS).unref();
  };
  const start = async (): Promise<void> => {
    try {
      stop = await app.database.listen(channel, listening.onNotify, again);
      if (!closed) listening.onStateChange?.(true);
    } catch (error) {
      app.log.warn({ err: error }, listening.failure);
      again();
    }
  };
  await start();
  // Before the database closes (its listener's end must not schedule a retry).
  app.addHook('preClose', async () => {
    closed = true;
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    listening.onStateChange?.(false);
    await stop?.();
  });
}
