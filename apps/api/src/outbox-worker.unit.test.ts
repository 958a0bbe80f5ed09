import { describe, expect, it } from 'vitest';
import { afterFailure, backoffMs } from './outbox-worker.ts';

describe('afterFailure', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('retries after the delay it is given, and words the error', () => {
    const next = afterFailure(new Error('connection refused'), false, now, () => 30_000);
    expect(next).toEqual({
      message: 'connection refused',
      outcome: 'retrying',
      retryAt: new Date('2026-11-24T10:00:30Z'),
    });
  });

  it('gives up without a next try (and does not ask for a delay)', () => {
    let asked = false;
    const next = afterFailure('550 mailbox unavailable', true, now, () => {
      asked = true;
      return 1;
    });
    expect(next).toEqual({ message: '550 mailbox unavailable', outcome: 'failed', retryAt: null });
    expect(asked).toBe(false);
  });
});

describe('backoffMs', () => {
  it('waits the base first, then twice as long each time', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 1_000))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(backoffMs(0, 1_000)).toBe(1_000);
  });
});
