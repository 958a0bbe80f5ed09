// Links the server builds from the request (calendar files, certificates, social sign-in redirects,
// mailed links) use the Host header only when it is a host the portal serves: a forged Host cannot
// point them elsewhere.
import { events } from '@portal/db';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from './app.ts';

const FORGED = 'evil.example';

describeEachDatabase('links built from the request host', (ctx) => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await seededApp(ctx, { port: 3000 });
    token = await signIn(app, 'doctor.br@example.com');
    const startsAt = new Date(app.clock.now().getTime() + 60 * 60_000);
    await app.db.insert(events).values({
      id: 'origin-check',
      title: 'Origin check',
      description: '<p>x</p>',
      countries: ['BR'],
      language: 'pt',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      timeZone: 'America/Sao_Paulo',
      meetingRoom: 'origin-check-room',
    });
  });

  const calendar = (host: string) =>
    app.inject({
      method: 'GET',
      url: '/api/events/origin-check/calendar.ics',
      headers: { host, ...bearer(token) },
    });

  it('a calendar file carries the served host, never a forged one', async () => {
    const served = await calendar('mx.localhost:3000');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('URL:http://mx.localhost:3000/');
    const forged = await calendar(FORGED);
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain(FORGED);
    expect(forged.body).toContain('URL:http://localhost:3000/');
  });

  it('the social sign-in redirect never leads to a forged host', async () => {
    for (const host of [FORGED, 'br.localhost:3000@evil.example', `${FORGED}:3000`]) {
      const response = await app.inject({
        method: 'GET',
        url: '/idp/socialize.login?provider=linkedin&apiKey=x',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(302);
      expect(new URL(response.headers.location ?? '').host, host).toBe('localhost:3000');
    }
    const served = await app.inject({
      method: 'GET',
      url: '/idp/socialize.login?provider=linkedin&apiKey=x',
      headers: { host: 'br.localhost:3000' },
    });
    expect(new URL(served.headers.location ?? '').host).toBe('br.localhost:3000');
  });

  it('PUBLIC_URL wins over any host', async () => {
    const configured = await seededApp(ctx, { publicUrl: 'https://portal.example.com/' });
    const response = await configured.inject({
      method: 'GET',
      url: '/idp/socialize.login?provider=linkedin&apiKey=x',
      headers: { host: FORGED },
    });
    expect(response.headers.location).toMatch(/^https:\/\/portal\.example\.com\//);
  });
});
