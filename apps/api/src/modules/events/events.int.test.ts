import type { EventList, Meeting, PortalEvent } from '@portal/contracts';
import { and, eq, eventAttendance, events, users } from '@portal/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

const MINUTE = 60_000;
const isJson = (type: unknown) => String(type ?? '').startsWith('application/json');

describeEachDatabase('events API', (ctx) => {
  let app: App;
  const now = new Date('2026-03-10T15:00:00.000Z');
  const tokens: Record<string, string> = {};

  const call = async <T>(method: 'GET' | 'POST', url: string, who: string | null, payload?: object) => {
    const response = await app.inject({
      method,
      url,
      headers: who ? bearer(tokens[who] ?? '') : {},
      payload,
    });
    return {
      status: response.statusCode,
      body: isJson(response.headers['content-type']) ? (response.json() as T) : undefined,
      response,
    };
  };
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
  const event = (id: string, start: number, minutes: number, extra = {}) => ({
    id,
    title: `Event ${id}`,
    description: '<p>Doses, risks; and</p><p>more &amp; more</p>',
    speakers: [{ name: 'Dra. Test', title: 'Cardiology' }],
    countries: ['BR' as const],
    language: 'pt',
    startsAt: at(start),
    endsAt: at(start + minutes),
    timeZone: 'America/Sao_Paulo',
    meetingRoom: `room-${id}`,
    ...extra,
  });

  beforeAll(async () => {
    app = await seededApp(ctx, {
      sessionIdleMinutes: 24 * 60,
      meeting: { jitsiDomain: 'meet.jit.si', zoomSdkKey: 'zoom-key', zoomSdkSecret: 'zoom-secret' },
    });
    setClock(app, now);
    await app.db.delete(events);
    await app.db.insert(events).values([
      event('live', -10, 60),
      event('soon', 10, 60),
      event('later', 60 * 24, 60),
      event('past-old', -60 * 24 * 30, 60, { recordingUrl: '/media/old.webm' }),
      event('past-new', -60 * 24, 60, { recordingUrl: '/media/new.webm' }),
      event('mx-only', -10, 60, { countries: ['MX', 'AR'], language: 'es' }),
      event('zoom', -5, 60, { meetingProvider: 'zoom', countries: ['MX'] }),
      event('long', 30, 60, {
        title: 'Ação, riscos; tudo '.repeat(8).trim(),
        description: '<p>Linha um</p><p>Linha dois, três</p>',
      }),
    ]);
    tokens.br = await signIn(app, 'doctor.br@example.com');
    tokens.mx = await signIn(app, 'doctor.mx@example.com');
  });

  it('refuses without a session', async () => {
    for (const url of [
      '/api/events',
      '/api/events/live',
      '/api/events/live/calendar.ics',
      '/api/events/live/meeting',
    ])
      expect((await call('GET', url, null)).status).toBe(401);
    expect((await call('POST', '/api/events/live/attendance', null, { action: 'joined' })).status).toBe(401);
  });

  it('lists the user country events: upcoming soonest first, past newest first', async () => {
    const br = await call<EventList>('GET', '/api/events', 'br');
    expect(br.status).toBe(200);
    expect(br.body?.upcoming.map((e) => e.id)).toEqual(['live', 'soon', 'long', 'later']);
    expect(br.body?.past.map((e) => e.id)).toEqual(['past-new', 'past-old']);
    expect(br.body?.upcoming[0]?.live).toBe(true);
    expect(br.body?.upcoming[1]?.live).toBe(true);
    expect(br.body?.upcoming[2]?.live).toBe(false);
    expect(br.body?.past[0]?.recordingUrl).toBe('/media/new.webm');
    const mx = await call<EventList>('GET', '/api/events', 'mx');
    expect(mx.body?.upcoming.map((e) => e.id)).toEqual(['mx-only', 'zoom']);
    expect(mx.body?.past).toEqual([]);
  });

  it('serves the description through the content allowlist, whatever the row holds', async () => {
    await app.db
      .update(events)
      .set({
        description:
          '<p onclick="steal()">Agenda</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>',
      })
      .where(eq(events.id, 'later'));
    const later = await call<PortalEvent>('GET', '/api/events/later', 'br');
    expect(later.body?.description).toBe('<p>Agenda</p><img src="x" /><a rel="noopener noreferrer">x</a>');
    const list = await call<EventList>('GET', '/api/events', 'br');
    expect(JSON.stringify(list.body)).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/);
  });

  it('shows one event of the country, 404 for another country or unknown, 400 for a bad id', async () => {
    const live = await call<PortalEvent>('GET', '/api/events/live', 'br');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ id: 'live', startsAt: at(-10).toISOString(), provider: 'jitsi' });
    expect((await call('GET', '/api/events/mx-only', 'br')).status).toBe(404);
    expect((await call('GET', '/api/events/nope', 'br')).status).toBe(404);
    expect((await call('GET', '/api/events/bad%20id!', 'br')).status).toBe(400);
  });

  it('serves an RFC 5545 calendar file', async () => {
    const { status, response } = await call('GET', '/api/events/long/calendar.ics', 'br');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toContain('evento-long.ics');
    const text = response.body;
    expect(text.endsWith('\r\n')).toBe(true);
    const physical = text.slice(0, -2).split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(
      text
        .replace(/\r\n(?![\r\n])/g, '\n')
        .split('\n')
        .every((l) => !l.includes('\r')),
    ).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    // Unfolded content lines.
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20260310T153000Z');
    expect(lines).toContain('DTEND:20260310T163000Z');
    expect(lines).toContain('DTSTAMP:20260310T150000Z');
    expect(lines.find((l) => l.startsWith('UID:'))).toMatch(/^UID:long@.+/);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(
      `SUMMARY:${'Ação\\, riscos\\; tudo '.repeat(8).trim()}`,
    );
    expect(lines).toContain('DESCRIPTION:Linha um\\nLinha dois\\, três');
    expect(lines.find((l) => l.startsWith('URL:'))).toMatch(/^URL:https?:\/\/.+\/eventos\/long$/);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect((await call('GET', '/api/events/mx-only/calendar.ics', 'br')).status).toBe(404);
  });

  it('records joined and left', async () => {
    const brId =
      (await app.db.select().from(users).where(eq(users.email, 'doctor.br@example.com')))[0]?.id ?? '';
    const joined = await call('POST', '/api/events/live/attendance', 'br', { action: 'joined' });
    expect(joined.status).toBe(204);
    setClock(app, at(5));
    expect((await call('POST', '/api/events/live/attendance', 'br', { action: 'left' })).status).toBe(204);
    setClock(app, now);
    const rows = await app.db
      .select()
      .from(eventAttendance)
      .where(and(eq(eventAttendance.eventId, 'live'), eq(eventAttendance.userId, brId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.joinedAt.toISOString()).toBe(now.toISOString());
    expect(rows[0]?.leftAt?.toISOString()).toBe(at(5).toISOString());
  });

  it('refuses bad attendance input and other countries events', async () => {
    for (const payload of [{ action: 'danced' }, {}, { action: 'joined', extra: 1 }])
      expect((await call('POST', '/api/events/live/attendance', 'br', payload)).status).toBe(400);
    expect((await call('POST', '/api/events/mx-only/attendance', 'br', { action: 'joined' })).status).toBe(
      404,
    );
  });

  describe('meeting', () => {
    it('hands out the Jitsi room only inside the live window', async () => {
      const live = await call<Meeting>('GET', '/api/events/live/meeting', 'br');
      expect(live.status).toBe(200);
      expect(live.body).toEqual({
        provider: 'jitsi',
        domain: 'meet.jit.si',
        room: 'room-live',
        displayName: expect.stringMatching(/\S/),
      });
      // Opens 15 minutes before the start: 'soon' starts in 10.
      expect((await call('GET', '/api/events/soon/meeting', 'br')).status).toBe(200);
      const early = await call<{ message: string }>('GET', '/api/events/later/meeting', 'br');
      expect(early.status).toBe(409);
      expect(early.body?.message).toBe('EVENT_NOT_LIVE');
      expect((await call('GET', '/api/events/past-new/meeting', 'br')).status).toBe(409);
      setClock(app, at(50));
      expect((await call('GET', '/api/events/live/meeting', 'br')).status).toBe(409);
      setClock(app, now);
      expect((await call('GET', '/api/events/mx-only/meeting', 'br')).status).toBe(404);
    });

    it('describes a Zoom meeting', async () => {
      const zoom = await call<Meeting>('GET', '/api/events/zoom/meeting', 'mx');
      expect(zoom.status).toBe(200);
      expect(zoom.body).toMatchObject({ provider: 'zoom', room: 'room-zoom', sdkKey: 'zoom-key' });
      // Signed on the server: the JWT names the meeting, and the secret itself never leaves it.
      const claims = JSON.parse(
        Buffer.from(zoom.body?.signature?.split('.')[1] ?? '', 'base64url').toString(),
      );
      expect(claims).toMatchObject({ sdkKey: 'zoom-key', mn: 'room-zoom', role: 0 });
      expect(JSON.stringify(zoom.body)).not.toContain('zoom-secret');
    });
  });
});
