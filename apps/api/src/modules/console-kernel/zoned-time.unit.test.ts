import { describe, expect, it } from 'vitest';
import { instantToZoned, zonedToInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads a wall-clock time in the zone it is given', () => {
    expect(zonedToInstant('2026-12-01T19:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-12-01T22:00:00.000Z',
    );
    expect(zonedToInstant('2026-07-01T19:00', 'America/Mexico_City').toISOString()).toBe(
      '2026-07-02T01:00:00.000Z',
    );
    // Chile keeps summer time in December (UTC-3), winter time in July (UTC-4).
    expect(zonedToInstant('2026-12-01T10:00', 'America/Santiago').toISOString()).toBe(
      '2026-12-01T13:00:00.000Z',
    );
    expect(zonedToInstant('2026-07-01T10:00', 'America/Santiago').toISOString()).toBe(
      '2026-07-01T14:00:00.000Z',
    );
  });

  it('gives the wall clock back', () => {
    expect(instantToZoned(new Date('2026-12-01T22:00:00Z'), 'America/Sao_Paulo')).toBe('2026-12-01T19:00');
    expect(instantToZoned(new Date('2026-07-01T14:00:00Z'), 'America/Santiago')).toBe('2026-07-01T10:00');
  });
});
