import { describe, expect, it } from 'vitest';
import { formatEventTime, zoneName } from './time-zone.ts';

describe('event times in the viewer zone', () => {
  // 15:00–16:30 UTC on 10 March 2026, as each viewer sees it (Mexican Spanish uses a 12-hour clock).
  it.each([
    ['São Paulo', 'pt-BR', 'America/Sao_Paulo', /^12:00 – 13:30$/, '10 de março de 2026'],
    [
      'Mexico City',
      'es-MX',
      'America/Mexico_City',
      /^09:00\s?a\.\s?m\. – 10:30\s?a\.\s?m\.$/,
      '10 de marzo de 2026',
    ],
  ])('shows a UTC instant in %s time', (_city, locale, zone, time, date) => {
    const label = formatEventTime('2026-03-10T15:00:00.000Z', '2026-03-10T16:30:00.000Z', locale, zone);
    expect(label.time).toMatch(time);
    expect(label.date).toContain(date);
  });

  it('names the viewer zone', () => {
    const label = formatEventTime(
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T16:30:00.000Z',
      'pt-BR',
      'America/Sao_Paulo',
    );
    expect(label.zone).toMatch(/Brasília/);
  });

  it('moves the date when the zone crosses midnight and names the end day', () => {
    const lima = (start: string, end: string) => formatEventTime(start, end, 'es', 'America/Lima');
    const label = lima('2026-03-11T02:00:00.000Z', '2026-03-11T04:00:00.000Z');
    expect(label.date).toContain('10 de marzo');
    expect(label.time).toBe('21:00 – 23:00');
    expect(lima('2026-03-11T04:00:00.000Z', '2026-03-11T06:00:00.000Z').time).toContain('11 de marzo');
  });

  it('names the zone, daylight saving aware', () => {
    const santiagoSummer = zoneName(new Date('2026-01-15T12:00:00Z'), 'en', 'America/Santiago');
    const santiagoWinter = zoneName(new Date('2026-07-15T12:00:00Z'), 'en', 'America/Santiago');
    expect(santiagoSummer).not.toBe(santiagoWinter);
  });
});
