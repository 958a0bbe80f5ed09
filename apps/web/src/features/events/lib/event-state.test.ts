import { describe, expect, it } from 'vitest';
import { dateBlockParts, eventState } from './event-state.ts';

const event = {
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T16:00:00.000Z',
  live: false,
  recordingUrl: null as string | null,
};
const at = (iso: string) => Date.parse(iso);

describe('eventState', () => {
  it('is upcoming until the room opens 15 minutes before the start', () => {
    expect(eventState(event, at('2026-03-10T14:44:59Z'))).toBe('upcoming');
    expect(eventState(event, at('2026-03-10T14:45:00Z'))).toBe('live');
  });
  it('is live until the end, then recorded or ended', () => {
    expect(eventState(event, at('2026-03-10T15:59:59Z'))).toBe('live');
    expect(eventState(event, at('2026-03-10T16:00:00Z'))).toBe('ended');
    expect(eventState({ ...event, recordingUrl: '/media/rec.mp4' }, at('2026-03-10T17:00:00Z'))).toBe(
      'recorded',
    );
  });
  it('trusts the server when it says the room is open', () => {
    expect(eventState({ ...event, live: true }, at('2026-03-10T14:00:00Z'))).toBe('live');
  });
});

describe('dateBlockParts', () => {
  it('gives the day and short month in the viewer’s zone', () => {
    // 02:00 UTC on the 11th is still the 10th in São Paulo and Mexico City.
    const late = '2026-03-11T02:00:00.000Z';
    expect(dateBlockParts(late, 'pt-BR', 'America/Sao_Paulo')).toEqual({ day: '10', month: 'mar' });
    expect(dateBlockParts(late, 'es-MX', 'America/Mexico_City').day).toBe('10');
    expect(dateBlockParts(late, 'es', 'Europe/Madrid').day).toBe('11');
  });
});
