import { SCREEN_VIEW_DELAY_MS, screenLabelForPath } from '@portal/countries';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScreenTracker, type ScreenViewEvent, type TrackedUser } from './screen-tracking.ts';

describe('screen tracker', () => {
  let pushed: ScreenViewEvent[];
  let user: TrackedUser | null;
  const tracker = () =>
    createScreenTracker({
      delayMs: SCREEN_VIEW_DELAY_MS,
      labelFor: screenLabelForPath,
      user: () => user,
      push: (event) => pushed.push(event),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    pushed = [];
    user = null;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes screen_view 2500 ms after the visit, not before', () => {
    tracker().visit('/condiciones-de-uso');
    vi.advanceTimersByTime(2499);
    expect(pushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pushed).toEqual([{ event: 'screen_view', screen_class: 'condiciones-de-uso', userCrmId: null }]);
  });

  it('gives each visit its own event at its own time, even when the next comes sooner', () => {
    const t = tracker();
    t.visit('/');
    vi.advanceTimersByTime(1000);
    t.visit('/busqueda');
    vi.advanceTimersByTime(1500);
    expect(pushed.map((e) => e.screen_class)).toEqual(['home']);
    vi.advanceTimersByTime(1000);
    expect(pushed.map((e) => e.screen_class)).toEqual(['home', 'busca']);
  });

  it('carries the register number and, only when known, the Veeva id', () => {
    const t = tracker();
    user = { registerNumber: '123456', veevaID: null };
    t.visit('/eventos/9');
    vi.advanceTimersByTime(SCREEN_VIEW_DELAY_MS);
    expect(pushed[0]).toEqual({ event: 'screen_view', screen_class: 'online-events', userCrmId: '123456' });
    expect(pushed[0]).not.toHaveProperty('veevaID');

    user = { registerNumber: '123456', veevaID: 'V-77' };
    t.visit('/novedades');
    vi.advanceTimersByTime(SCREEN_VIEW_DELAY_MS);
    expect(pushed[1]).toEqual({
      event: 'screen_view',
      screen_class: 'novidades',
      userCrmId: '123456',
      veevaID: 'V-77',
    });
  });
});
