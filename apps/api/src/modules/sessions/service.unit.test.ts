import { describe, expect, it } from 'vitest';
import { sessionState } from './service.ts';

const LIMITS = { idleMinutes: 30, absoluteHours: 12 };
const T0 = new Date('2026-01-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const session = (overrides: Partial<{ revokedAt: Date | null; expiresAt: Date; lastUsedAt: Date }> = {}) => ({
  revokedAt: null,
  expiresAt: at(12 * 60),
  lastUsedAt: T0,
  ...overrides,
});

describe('sessionState', () => {
  it('is active within both limits', () => {
    expect(sessionState(session(), LIMITS, at(29))).toBe('active');
    expect(sessionState(session({ lastUsedAt: at(700) }), LIMITS, at(719))).toBe('active');
  });
  it('is idle after 30 minutes without use', () => {
    expect(sessionState(session(), LIMITS, at(30))).toBe('idle');
  });
  it('is expired at the absolute limit even when just used', () => {
    expect(sessionState(session({ lastUsedAt: at(719) }), LIMITS, at(720))).toBe('expired');
  });
  it('is revoked once revoked, whatever the time', () => {
    expect(sessionState(session({ revokedAt: at(1) }), LIMITS, at(2))).toBe('revoked');
  });
});
