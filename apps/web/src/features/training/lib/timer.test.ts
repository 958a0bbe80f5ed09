import { describe, expect, it } from 'vitest';
import { clockOffset, crossedThreshold, formatClock, isWarning, secondsLeft } from './timer.ts';

describe('exam timer', () => {
  it('counts down from the server deadline corrected by the clock offset', () => {
    const offset = clockOffset('2026-01-01T10:00:00.000Z', Date.parse('2026-01-01T10:00:30.000Z'));
    expect(offset).toBe(-30_000);
    // The browser is 30 s ahead: at its 10:01:30 the server is at 10:01:00, 9 minutes before the deadline.
    expect(secondsLeft('2026-01-01T10:10:00.000Z', Date.parse('2026-01-01T10:01:30.000Z'), offset)).toBe(540);
  });

  it('never goes below zero and has no value without a deadline', () => {
    expect(secondsLeft('2026-01-01T10:00:00.000Z', Date.parse('2026-01-01T11:00:00.000Z'), 0)).toBe(0);
    expect(secondsLeft(null, Date.now(), 0)).toBeNull();
  });

  it('announces only when a threshold is crossed', () => {
    expect(crossedThreshold(301, 300)).toBe(300);
    expect(crossedThreshold(300, 299)).toBeNull();
    expect(crossedThreshold(250, 240)).toBeNull();
    expect(crossedThreshold(61, 60)).toBe(60);
    // A tab that slept over two thresholds announces the nearer one only.
    expect(crossedThreshold(400, 50)).toBe(60);
    // The first reading and a clock that went up announce nothing.
    expect(crossedThreshold(null, 300)).toBeNull();
    expect(crossedThreshold(100, 200)).toBeNull();
  });

  it('warns in the last minute', () => {
    expect(isWarning(61)).toBe(false);
    expect(isWarning(60)).toBe(true);
    expect(isWarning(null)).toBe(false);
  });

  it('formats minutes and hours', () => {
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('00:00');
  });
});
