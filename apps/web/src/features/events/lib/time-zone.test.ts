import { describe, expect, it } from 'vitest';
import { formatEventTime, zoneName } from './time-zone.ts';

describe('event times in the viewer zone', () => {
  it('shows a UTC instant in São Paulo time with the zone name', () => {
    const label = formatEventTime(
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T16:30:00.000Z',
      'pt-BR',
      'America/Sao_Paulo',
    );
    expect(label.time).toBe('12:00 – 13:30');
    expect(label.date).toContain('10 de março de 2026');
    expect(label.zone).toMatch(/Brasília/);
  });

  it('shows the same instant in Mexico City time', () => {
    const label = formatEventTime(
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T16:30:00.000Z',
      'es-MX',
      'America/Mexico_City',
    );
    // Mexican Spanish uses a 12-hour clock.
    expect(label.time).toMatch(/^09:00\s?a\.\s?m\. – 10:30\s?a\.\s?m\.$/);
    expect(label.date).toContain('10 de marzo de 2026');
  });

  it('moves the date when the zone crosses midnight and names the end day', () => {
    const label = formatEventTime(
      '2026-03-11T02:00:00.000Z',
      '2026-03-11T04:00:00.000Z',
      'es',
      'America/Lima',
    );
    expect(label.date).toContain('10 de marzo');
    expect(label.time).toBe('21:00 – 23:00');
    const overnight = formatEventTime(
      '2026-03-11T04:00:00.000Z',
      '2026-03-11T06:00:00.000Z',
      'es',
      'America/Lima',
    );
    expect(overnight.time).toContain('11 de marzo');
  });

  it('names the zone, daylight saving aware', () => {
    const santiagoSummer = zoneName(new Date('2026-01-15T12:00:00Z'), 'en', 'America/Santiago');
    const santiagoWinter = zoneName(new Date('2026-07-15T12:00:00Z'), 'en', 'America/Santiago');
    expect(santiagoSummer).not.toBe(santiagoWinter);
  });
});
