// Web Push end to end on the server side (issue 14): the routes, the SSRF allowlist, the profile flag,
// and delivery through `web-push` to a real push-service peer over HTTPS (test CA) that checks the VAPID
// JWT and decrypts each payload with the subscription's keys.
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import {
  contentItems,
  contentPublications,
  desc,
  eq,
  events,
  pushOutbox,
  pushSubscriptions,
  users,
} from '@portal/db';
import { dictionaries } from '@portal/i18n';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '#test/config.ts';
import { describeEachDatabase } from '#test/databases.ts';
import { createTestCertificates, type PushPeer, startPushPeer } from '#test/push-peer.ts';
import { bearer, seededApp, setClock, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';
import { createPushSender } from './sender.ts';

const DOCTOR = 'doctor.br@example.com';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const pt = dictionaries['pt-br'].push.notifications;

const certificates = await createTestCertificates();
// What NODE_EXTRA_CA_CERTS does for a server process: the system store plus the test CA.
setDefaultCACertificates([...getCACertificates('default'), certificates.caPem]);

describeEachDatabase('web push', (ctx) => {
  let app: App;
  let peer: PushPeer;
  let token: string;
  const now = new Date('2027-03-10T12:00:00.000Z');
  const base = testConfig();

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who: string | null = token,
  ) => app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });
  const profileFlag = async () =>
    (await call('GET', '/api/users/profile')).json().pushNotifications as boolean;
  const subscribe = async (id?: string) => {
    const subscription = peer.subscription(id);
    const answer = await call('POST', '/api/push/subscriptions', { ...subscription, expirationTime: null });
    expect(answer.statusCode, answer.body).toBe(201);
    return subscription;
  };
  const idOf = (endpoint: string) => endpoint.split('/').pop() ?? '';
  const clearDevices = async () => {
    const [user] = await app.db.select().from(users).where(eq(users.email, DOCTOR));
    await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user?.id ?? ''));
  };

  beforeAll(async () => {
    peer = await startPushPeer(certificates, base.push.vapidPublicKey);
    app = await seededApp(ctx, {
      push: { ...base.push, serviceHosts: [peer.host], startSender: false },
      sessionIdleMinutes: 7 * 24 * 60,
      sessionAbsoluteHours: 7 * 24,
    });
    setClock(app, now);
    token = await signIn(app, DOCTOR);
  });

  afterAll(async () => {
    await peer?.close();
  });

  it('publishes the VAPID public key', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ publicKey: base.push.vapidPublicKey });
    expect(Buffer.from(base.push.vapidPublicKey, 'base64url')).toHaveLength(65);
  });

  it('answers 401 before reading the body', async () => {
    for (const [method, url] of [
      ['POST', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions'],
      ['POST', '/api/push/test'],
      ['PUT', '/api/push/settings'],
    ] as const) {
      const answer = await call(method, url, { endpoint: 42 }, null);
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('refuses endpoints off the push-service allowlist (SSRF) and malformed keys with 400', async () => {
    const good = peer.subscription();
    for (const endpoint of [
      'https://evil.example/push/1',
      `http://${peer.host}/push/1`,
      'https://127.0.0.1:6379/',
      'https://169.254.169.254/latest/meta-data',
      `${peer.origin.replace('localhost', 'localhost.evil.example')}/push/1`,
    ]) {
      const answer = await call('POST', '/api/push/subscriptions', { ...good, endpoint });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json().errors[0].path).toBe('endpoint');
    }
    const badKeys = await call('POST', '/api/push/subscriptions', {
      ...good,
      keys: { p256dh: 'abc', auth: good.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(await profileFlag()).toBe(false);
  });

  it('keeps several devices; the profile says whether notifications are on', async () => {
    expect(await profileFlag()).toBe(false);
    const phone = await subscribe();
    await subscribe();
    expect(await profileFlag()).toBe(true);
    expect((await call('GET', '/api/push/settings')).json()).toMatchObject({ enabled: true, devices: 2 });

    await call('PUT', '/api/push/settings', { enabled: false });
    expect(await profileFlag()).toBe(false);
    await call('PUT', '/api/push/settings', { enabled: true });
    expect(await profileFlag()).toBe(true);

    expect((await call('DELETE', '/api/push/subscriptions', { endpoint: phone.endpoint })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/push/settings')).json()).toMatchObject({ devices: 1 });
    await clearDevices();
  });

  it('moves a browser that subscribes under another account, without the old account’s queue', async () => {
    const shared = await subscribe();
    await call('POST', '/api/push/test');
    const nurse = await signIn(app, 'nurse.br@example.com');
    const moved = await call('POST', '/api/push/subscriptions', shared, nurse);
    expect(moved.statusCode).toBe(201);
    expect(await profileFlag()).toBe(false);
    expect(await app.pushSender.runOnce(now)).toMatchObject({ sent: 0 });
    expect(peer.received.filter((push) => push.id === idOf(shared.endpoint))).toEqual([]);
    expect(
      (await call('DELETE', '/api/push/subscriptions', { endpoint: shared.endpoint }, nurse)).statusCode,
    ).toBe(204);
  });

  it('sends the test notification to every device, encrypted, with VAPID, TTL and urgency', async () => {
    const a = await subscribe();
    const b = await subscribe();
    const queued = await call('POST', '/api/push/test');
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ queued: 2 });

    const cycle = await app.pushSender.runOnce(now);
    expect(cycle).toMatchObject({ sent: 2, failed: 0 });
    expect(peer.rejected).toEqual([]);
    const got = peer.received.filter((push) => [idOf(a.endpoint), idOf(b.endpoint)].includes(push.id));
    expect(got).toHaveLength(2);
    for (const push of got) {
      expect(push.payload).toMatchObject({
        title: pt.test.title,
        body: pt.test.body,
        url: '/preferencias-usuario',
        lang: 'pt-br',
      });
      expect(push.ttl).toBe(600);
      expect(push.urgency).toBe('high');
      expect(push.claims.aud).toBe(peer.origin);
    }
    await clearDevices();
  });

  it('sends a notification to a sender whose clock reads the very millisecond it was queued', async () => {
    await subscribe();
    expect((await call('POST', '/api/push/test')).statusCode).toBe(202);
    const [row] = await app.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.status, 'pending'))
      .orderBy(desc(pushOutbox.createdAt));
    // Queued by the database's clock (microseconds), the row was not yet due at its own millisecond.
    expect(await app.pushSender.runOnce(row?.nextAttemptAt)).toMatchObject({ sent: 1 });
    await clearDevices();
  });

  it('deletes a subscription the push service says is gone (410), and the flag follows', async () => {
    const only = await subscribe();
    peer.script(idOf(only.endpoint), 410);
    await call('POST', '/api/push/test');
    expect(await app.pushSender.runOnce(now)).toMatchObject({ gone: 1, sent: 0 });
    expect(
      await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, only.endpoint)),
    ).toEqual([]);
    expect(await profileFlag()).toBe(false);
    expect((await call('POST', '/api/push/test')).statusCode).toBe(409);
  });

  it('retries a 503 with backoff and delivers once', async () => {
    const device = await subscribe();
    const id = idOf(device.endpoint);
    peer.script(id, 503, 429);
    await call('POST', '/api/push/test');
    expect(await app.pushSender.runOnce(now)).toMatchObject({ retrying: 1 });
    // Not yet due: nothing is claimed.
    expect(await app.pushSender.runOnce(new Date(now.getTime() + 5_000))).toMatchObject({
      retrying: 0,
      sent: 0,
    });
    expect(await app.pushSender.runOnce(new Date(now.getTime() + 16_000))).toMatchObject({ retrying: 1 });
    expect(await app.pushSender.runOnce(new Date(now.getTime() + 2 * MINUTE))).toMatchObject({ sent: 1 });
    expect(peer.attempts(id)).toBe(3);
    expect(peer.received.filter((push) => push.id === id)).toHaveLength(1);
    const [row] = await app.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.kind, 'test'))
      .orderBy(pushOutbox.createdAt);
    expect(row).toBeDefined();
    await clearDevices();
  });

  it('two senders on one database never send a notification twice', async () => {
    const devices = await Promise.all(Array.from({ length: 6 }, () => subscribe()));
    for (let i = 0; i < 4; i += 1) await call('POST', '/api/push/test');
    const senders = [0, 1].map(() =>
      createPushSender({ db: app.db, push: app.config.push, schedule: false }),
    );
    // Batches of 20: both senders claim at once, twice over, until the queue is empty.
    let sent = 0;
    for (let round = 0; round < 3; round += 1) {
      const cycles = await Promise.all(senders.map((sender) => sender.runOnce(now)));
      sent += cycles.reduce((sum, cycle) => sum + cycle.sent, 0);
    }
    expect(sent).toBe(24);
    for (const device of devices)
      expect(peer.received.filter((push) => push.id === idOf(device.endpoint))).toHaveLength(4);
    await clearDevices();
  });

  it('reminds of an event added to the calendar 24 h and 15 min before it starts', async () => {
    const device = await subscribe();
    const id = idOf(device.endpoint);
    const startsAt = new Date(now.getTime() + 30 * HOUR);
    await app.db.insert(events).values({
      id: 'push-event',
      title: 'Insuficiência cardíaca em 2027',
      countries: ['BR'],
      language: 'pt',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      timeZone: 'America/Sao_Paulo',
      meetingRoom: 'push-room',
    });
    expect((await call('GET', '/api/events/push-event/calendar.ics')).statusCode).toBe(200);

    const at = (ms: number) => new Date(startsAt.getTime() - ms);
    expect((await app.pushSender.schedule(at(25 * HOUR))).reminders).toBe(0);
    expect((await app.pushSender.schedule(at(24 * HOUR))).reminders).toBe(1);
    expect((await app.pushSender.schedule(at(23 * HOUR))).reminders).toBe(0);
    await app.pushSender.runOnce(at(23 * HOUR));
    expect((await app.pushSender.schedule(at(15 * MINUTE))).reminders).toBe(1);
    await app.pushSender.runOnce(at(14 * MINUTE));
    const reminders = peer.received.filter((push) => push.id === id).map((push) => push.payload);
    expect(reminders).toEqual([
      expect.objectContaining({ title: pt.eventReminder.title, url: '/eventos/push-event' }),
      expect.objectContaining({
        title: pt.eventSoon.title,
        body: 'Insuficiência cardíaca em 2027',
        url: '/eventos/push-event',
      }),
    ]);
    expect(String(reminders[0]?.body)).toMatch(/^Insuficiência cardíaca em 2027 — 11\/03\/2027,? 15:00$/);

    // With event reminders switched off, a new device gets none.
    await clearDevices();
    await subscribe();
    await call('PUT', '/api/push/settings', { kinds: ['content'] });
    expect((await app.pushSender.schedule(at(20 * HOUR))).reminders).toBe(0);
    await call('PUT', '/api/push/settings', { kinds: ['content', 'event_reminders', 'medical_information'] });
    expect((await app.pushSender.schedule(at(20 * HOUR))).reminders).toBe(1);
    await app.db.delete(events).where(eq(events.id, 'push-event'));
    await clearDevices();
  });

  it('announces new content of the user’s country and specialties at most once a day', async () => {
    const device = await subscribe();
    const id = idOf(device.endpoint);
    const publish = async (
      itemId: string,
      specialties: string[],
      country: 'BR' | 'MX',
      publishedAt: Date,
    ) => {
      await app.db.insert(contentItems).values({
        id: itemId,
        title: `Título ${itemId}`,
        mainCluster: 'contents',
        language: 'pt',
        specialties,
      });
      await app.db.insert(contentPublications).values({ contentId: itemId, country, publishedAt });
    };
    await publish('push-cardio-1', ['cardiology'], 'BR', new Date(now.getTime() + HOUR));
    await publish('push-derm', ['ophthalmology'], 'BR', new Date(now.getTime() + HOUR));
    await publish('push-mx', ['cardiology'], 'MX', new Date(now.getTime() + HOUR));
    await publish('push-later', ['oncology'], 'BR', new Date(now.getTime() + 10 * HOUR));

    expect((await app.pushSender.schedule(new Date(now.getTime() + 30 * MINUTE))).digests).toBe(0);
    expect((await app.pushSender.schedule(new Date(now.getTime() + 2 * HOUR))).digests).toBe(1);
    await app.pushSender.runOnce(new Date(now.getTime() + 2 * HOUR));
    // Later the same day: new content waits for tomorrow.
    expect((await app.pushSender.schedule(new Date(now.getTime() + 11 * HOUR))).digests).toBe(0);
    expect((await app.pushSender.schedule(new Date(now.getTime() + 26 * HOUR))).digests).toBe(1);
    await app.pushSender.runOnce(new Date(now.getTime() + 26 * HOUR));

    expect(peer.received.filter((push) => push.id === id).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        title: pt.newContentOne.title,
        body: 'Título push-cardio-1',
        url: '/conteudos/push-cardio-1',
      }),
      expect.objectContaining({
        title: pt.newContentOne.title,
        body: 'Título push-later',
        url: '/conteudos/push-later',
      }),
    ]);
    await clearDevices();
  });
});
