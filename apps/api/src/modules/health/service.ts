import type { DatabaseHandle } from '@portal/db';
import type { FastifyBaseLogger } from 'fastify';

const PING_TIMEOUT_MS = 2_000;

/** `select 1` within a deadline, so a hung database makes the probe fail rather than hang. */
export async function isDatabaseReady(database: DatabaseHandle, log: FastifyBaseLogger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), deadline]);
    return true;
  } catch (error) {
    log.warn({ err: error }, 'database not ready');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
