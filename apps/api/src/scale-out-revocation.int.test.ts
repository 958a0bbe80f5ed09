// Scale-out revocation (issue 10, issue 39): the API processes share the session cache in Redis, and the
// write that ends a session forgets its user there before it answers, so a session ended on one API
// process is refused by every other process at once. Two real server processes share one PostgreSQL
// database and one Redis; a token is ended on A and its next request on B answers 401. PostgreSQL and
// Redis only: two processes cannot share an embedded PGlite database, and without REDIS_URL each
// process caches for itself (one process only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getCountry } from '@portal/countries';
import { createDatabase, desc, eq, mailOutbox } from '@portal/db';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '@portal/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ChildServer, call, signIn, startServer, stopAllServers } from '#test/child-server.ts';
import '#test/provided-context.ts';

const postgres = inject('postgresTemplate');
const redisUrl = process.env.TEST_REDIS_URL;

const profile = (server: ChildServer, token: string) =>
  call(server.base, 'GET', '/api/users/profile', undefined, token);

describe.skipIf(!postgres || !redisUrl)(
  'a session ended on one API process is refused by another at once [postgres+redis]',
  () => {
    const dataDirs = [
      mkdtempSync(join(tmpdir(), 'portal-scale-a-')),
      mkdtempSync(join(tmpdir(), 'portal-scale-b-')),
    ];
    let database: { url: string; name: string } | undefined;
    let a: ChildServer;
    let b: ChildServer;

    beforeAll(async () => {
      if (!postgres || !redisUrl) return;
      database = await createEmptyPostgresDatabase(postgres.adminUrl);
      const shared = { DATABASE_URL: database.url, REDIS_URL: redisUrl ?? '' };
      // A migrates and seeds; B starts on the seeded database (its seed finds the data and does nothing).
      a = await startServer({ ...shared, DATA_DIR: dataDirs[0] ?? '' });
      b = await startServer({ ...shared, DATA_DIR: dataDirs[1] ?? '' });
    }, 300_000);

    afterAll(async () => {
      stopAllServers();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
      if (database && postgres) await dropPostgresDatabase(postgres.adminUrl, database.name);
    });

    it('refuses on B a token logged out on A', async () => {
      const token = await signIn(a.base, 'doctor.br@example.com');
      expect((await profile(b, token)).status).toBe(200);
      expect((await call(a.base, 'POST', '/api/users/logout', undefined, token)).status).toBe(204);
      expect((await profile(b, token)).status).toBe(401);
      expect((await profile(a, token)).status).toBe(401);
    });

    it('refuses on B every session after "sign out everywhere" on A', async () => {
      const email = 'nurse.br@example.com';
      // Two devices: logins signed a second apart (one signature signs one login). Both instants come
      // from one reading of the clock: two readings may fall in one second and sign the same login.
      const signedAt = new Date();
      const onA = await signIn(a.base, email, signedAt);
      const onB = await signIn(b.base, email, new Date(signedAt.getTime() - 1_000));
      expect((await profile(b, onA)).status).toBe(200);
      expect((await profile(b, onB)).status).toBe(200);
      const revoke = await call(a.base, 'POST', '/api/users/sessions/revoke-all', undefined, onA);
      expect(revoke.status).toBe(204);
      expect((await profile(b, onA)).status).toBe(401);
      expect((await profile(b, onB)).status).toBe(401);
    });

    it('refuses on B every session of an account whose password was reset on A', async () => {
      const email = 'doctor.cl@example.com';
      const apiKey = getCountry('CL').apiKey;
      const token = await signIn(b.base, email);
      const other = await signIn(b.base, 'doctor.pe@example.com');
      expect((await profile(b, token)).status).toBe(200);

      const asked = await call(a.base, 'POST', '/idp/accounts.resetPassword', { apiKey, loginID: email });
      expect(asked.body).toMatchObject({ errorCode: 0 });
      const handle = await createDatabase({ dataDir: dataDirs[0] ?? '', databaseUrl: database?.url });
      let resetToken: string | undefined;
      try {
        const [mail] = await handle.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, email))
          .orderBy(desc(mailOutbox.createdAt));
        resetToken = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      } finally {
        await handle.close();
      }
      expect(resetToken).toBeTruthy();
      const done = await call(a.base, 'POST', '/idp/accounts.resetPassword', {
        apiKey,
        passwordResetToken: resetToken,
        newPassword: 'Otra-Clave-Segura-2026',
      });
      expect(done.body).toMatchObject({ errorCode: 0 });

      expect((await profile(b, token)).status).toBe(401);
      expect((await profile(b, other)).status).toBe(200);
    });
  },
);
