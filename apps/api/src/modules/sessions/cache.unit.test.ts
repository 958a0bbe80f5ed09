import type { SessionRow, UserRow } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './cache.ts';

/** Processes sharing one channel: a notification reaches every cache, in order, when `deliver` runs. */
function channel() {
  const caches: SessionCache[] = [];
  const queue: string[] = [];
  const notify = async (payload: string) => {
    queue.push(payload);
  };
  const deliver = () => {
    while (queue.length > 0) {
      const payload = queue.shift() ?? '';
      for (const cache of caches) cache.onNotify(payload);
    }
  };
  const join = () => {
    const cache = new SessionCache(notify);
    caches.push(cache);
    cache.setListening(true);
    return cache;
  };
  return { join, deliver };
}

const user = (id: string) => ({ id }) as UserRow;
const session = { id: 's1' } as SessionRow;

describe('SessionCache', () => {
  it('caches only once its own hello came back, and drops a user on a notification', () => {
    const { join, deliver } = channel();
    const a = join();
    a.putSession('h1', { session, user: user('u1') }, a.mark());
    expect(a.getSession('h1')).toBeUndefined();
    deliver();
    a.putSession('h1', { session, user: user('u1') }, a.mark());
    expect(a.getSession('h1')?.user.id).toBe('u1');
    a.onNotify('u1');
    expect(a.getSession('h1')).toBeUndefined();
  });

  it('does not keep a read begun before an invalidation', () => {
    const { join, deliver } = channel();
    const a = join();
    deliver();
    const readAt = a.mark();
    a.onNotify('u1');
    a.putSession('h1', { session, user: user('u1') }, readAt);
    expect(a.getSession('h1')).toBeUndefined();
  });

  it("resolves a writer's barrier only after every live process has applied what came before", async () => {
    const { join, deliver } = channel();
    const a = join();
    const b = join();
    deliver();
    b.putSession('h1', { session, user: user('u1') }, b.mark());
    let done = false;
    const barrier = a.barrier().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    // A revocation committed before the barrier reaches B first (commit order), then the barrier.
    b.onNotify('u1');
    deliver(); // A's barrier: A echoes, B acknowledges
    await Promise.resolve();
    deliver(); // B's acknowledgement reaches A
    await barrier;
    expect(done).toBe(true);
    expect(b.getSession('h1')).toBeUndefined();
  });

  it('is off and empty while not listening', () => {
    const { join, deliver } = channel();
    const a = join();
    deliver();
    a.setListening(false);
    a.putSession('h1', { session, user: user('u1') }, a.mark());
    expect(a.getSession('h1')).toBeUndefined();
    expect(a.ofUserValue('u1', 'saved', async () => new Set<string>())).toBeUndefined();
  });
});
