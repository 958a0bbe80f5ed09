import { describe, expect, it } from 'vitest';
import { demoEventRows, newMeetingRoom } from './index.ts';

describe('demo events', () => {
  const now = new Date('2026-03-10T15:00:00.000Z');
  const rows = demoEventRows(now, (html) => html.replace(/<script>.*?<\/script>/g, ''));

  it.each([
    ['pt', ['BR']],
    ['es', ['MX', 'AR', 'CL', 'CR', 'CO', 'PE']],
  ])('gives %s one live, one upcoming and two recorded past events', (language, countries) => {
    const group = rows.filter((row) => row.language === language);
    expect(group).toHaveLength(4);
    for (const row of group) expect(row.countries).toEqual(countries);
    const live = group.filter((row) => row.startsAt <= now && row.endsAt > now);
    expect(live).toHaveLength(1);
    expect(live[0]?.startsAt.getTime()).toBe(now.getTime() - 10 * 60_000);
    expect(live[0]?.endsAt.getTime()).toBe(now.getTime() + 240 * 60_000);
    expect(group.filter((row) => row.startsAt > now)).toHaveLength(1);
    const past = group.filter((row) => row.endsAt <= now);
    expect(past).toHaveLength(2);
    for (const row of past) expect(row.recordingUrl).toMatch(/^\/media\//);
  });

  it('gives every room an unguessable name: 128 random bits, nothing from the id or the date', () => {
    const again = demoEventRows(now, (html) => html);
    for (const [index, row] of rows.entries()) {
      expect(row.meetingRoom).toMatch(/^portal-[0-9a-f]{32}$/);
      expect(row.meetingRoom).not.toContain(row.id);
      expect(again[index]?.meetingRoom).not.toBe(row.meetingRoom);
    }
    expect(new Set(Array.from({ length: 1000 }, newMeetingRoom)).size).toBe(1000);
  });

  it('passes the descriptions through the sanitiser it is given', () => {
    const marked = demoEventRows(now, (html) => `[clean]${html}`);
    for (const row of marked) expect(row.description.startsWith('[clean]')).toBe(true);
  });

  it('uses unique ids', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
