// Several API processes deliver one push queue (issue 14): two real server processes on one PostgreSQL
// database, each with its push sender polling, send to a real push-service peer over HTTPS. The test CA
// reaches them as in production, through NODE_EXTRA_CA_CERTS. Every notification arrives exactly once.
// PostgreSQL only: two processes cannot share an embedded PGlite database.
import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ChildServer, call, signIn, startServer, stopAllServers } from '#test/child-server.ts';
import { createTestCertificates, type PushPeer, startPushPeer } from '#test/push-peer.ts';
import '#test/provided-context.ts';

const postgres = inject('postgresTemplate');
const DEVICES = 8;
const ROUNDS = 3;

describe.skipIf(!postgres)('two API processes send each push once [postgres]', () => {
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'portal-push-a-')),
    mkdtempSync(join(tmpdir(), 'portal-push-b-')),
  ];
  let database: { url: string; name: string } | undefined;
  let peer: PushPeer;
  let a: ChildServer;
  let b: ChildServer;

  beforeAll(async () => {
    if (!postgres) return;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const vapid = {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
      VAPID_PRIVATE_KEY: Buffer.concat([
        Buffer.alloc(32 - ecdh.getPrivateKey().length),
        ecdh.getPrivateKey(),
      ]).toString('base64url'),
      VAPID_SUBJECT: 'mailto:push-test@portal.example',
    };
    const certificates = await createTestCertificates();
    // A slow push service: both processes have deliveries in flight at the same time.
    peer = await startPushPeer(certificates, vapid.VAPID_PUBLIC_KEY, { delayMs: 40 });
    database = await createEmptyPostgresDatabase(postgres.adminUrl);
    const shared = {
      ...vapid,
      DATABASE_URL: database.url,
      PUSH_SERVICE_HOSTS: peer.host,
      PUSH_POLL_INTERVAL_MS: '50',
      NODE_EXTRA_CA_CERTS: certificates.caFile,
    };
    a = await startServer({ ...shared, DATA_DIR: dataDirs[0] ?? '' });
    b = await startServer({ ...shared, DATA_DIR: dataDirs[1] ?? '' });
  }, 300_000);

  afterAll(async () => {
    stopAllServers();
    await peer?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (database && postgres) await dropPostgresDatabase(postgres.adminUrl, database.name);
  });

  it('delivers every queued notification once, whichever process queued it', async () => {
    const token = await signIn(a.base, 'doctor.br@example.com');
    const ids: string[] = [];
    for (let i = 0; i < DEVICES; i += 1) {
      const subscription = peer.subscription();
      ids.push(subscription.endpoint.split('/').pop() ?? '');
      const server = i % 2 === 0 ? a : b;
      expect((await call(server.base, 'POST', '/api/push/subscriptions', subscription, token)).status).toBe(
        201,
      );
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const server = round % 2 === 0 ? a : b;
      const answer = await call(server.base, 'POST', '/api/push/test', undefined, token);
      expect(answer).toMatchObject({ status: 202, body: { queued: DEVICES } });
    }
    const deadline = Date.now() + 60_000;
    while (peer.received.length < DEVICES * ROUNDS && Date.now() < deadline) {
      await new Promise((tick) => setTimeout(tick, 100));
    }
    // Time for a duplicate to show up, were there one.
    await new Promise((settle) => setTimeout(settle, 1_500));
    expect(peer.rejected).toEqual([]);
    expect(peer.received).toHaveLength(DEVICES * ROUNDS);
    for (const id of ids) {
      expect(peer.received.filter((push) => push.id === id)).toHaveLength(ROUNDS);
      expect(peer.attempts(id)).toBe(ROUNDS);
    }
  }, 120_000);
});
