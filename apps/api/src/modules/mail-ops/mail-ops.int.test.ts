// Mail operations (issue 16, item 6) on both databases: the outbox as the console shows it (failed and
// retrying mail with its last error, no bodies), within the member's countries, and resending a failed
// mail: queued once, audited, then delivered by the relay to a real SMTP peer. A permanent SMTP refusal
// (5yz) fails a mail at once, for an operator to see.
import type { AuditList, MailOpsList } from '@portal/contracts';
import { eq, mailOutbox } from '@portal/db';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/databases.ts';
import type { App } from '../../app.ts';
import { scopedAdminTokens } from '../console-kernel/test-support.ts';
import { queueMail } from '../mail/outbox.ts';
import { createMailRelay } from '../mail/relay.ts';
import { mailText, startSmtpPeer } from '../mail/smtp-peer.testing.ts';
import { bearer, seededApp, setClock, signIn } from '../users/test-support.ts';

describeEachDatabase('console mail operations', (ctx) => {
  let app: App;
  let admin: string;
  let adminMx: string;
  let editor: string;
  let doctor: string;
  const mail: Record<string, string> = {};
  const smtp = startSmtpPeer();

  const call = (method: 'GET' | 'POST', url: string, token: string) =>
    app.inject({ method, url, headers: bearer(token) });

  beforeAll(async () => {
    app = await seededApp(ctx);
    setClock(app, new Date('2026-06-01T12:00:00Z'));
    ({ admin, adminMx, editor } = await scopedAdminTokens(app));
    doctor = await signIn(app, 'doctor.br@example.com');

    const queue = async (name: string, to: string, set: Partial<typeof mailOutbox.$inferInsert>) => {
      const id = await queueMail(app.db, {
        kind: 'password_reset',
        to,
        subject: `Subject ${name}`,
        text: `secret link ${name}`,
      });
      await app.db.update(mailOutbox).set(set).where(eq(mailOutbox.id, id));
      mail[name] = id;
    };
    const failed = { status: 'failed' as const, attempts: 8, lastError: '550 No such user here' };
    await queue('failedBr', 'Doctor.BR@example.com', failed);
    await queue('failedMx', 'doctor.mx@example.com', failed);
    await queue('failedTeam', 'informacao.medica@portal.example', failed);
    await queue('retryingBr', 'doctor.br@example.com', {
      attempts: 2,
      lastError: '451 Mailbox busy',
      nextAttemptAt: new Date('2026-06-01T12:05:00Z'),
    });
    await queue('sentBr', 'doctor.br@example.com', { status: 'sent', attempts: 1, sentAt: new Date() });
  });

  afterAll(async () => (await smtp).close());

  const listOf = async (token: string, query = '') => {
    const response = await call('GET', `/api/admin/mail${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MailOpsList;
  };

  it('refuses a physician token and a non-admin role', async () => {
    expect((await call('GET', '/api/admin/mail', doctor)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/mail', editor)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/mail/${mail.failedBr}/resend`, doctor)).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/mail/${mail.failedBr}/resend`, editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/mail/not-a-uuid/resend', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/mail?status=lost', admin)).statusCode).toBe(400);
  });

  it('lists failed and retrying mail with the last error, never the body', async () => {
    const list = await listOf(admin, '?status=attention');
    const byId = new Map(list.entries.map((entry) => [entry.id, entry]));
    expect(byId.get(mail.failedBr as string)).toMatchObject({
      status: 'failed',
      attempts: 8,
      lastError: '550 No such user here',
      country: 'BR',
      subject: 'Subject failedBr',
      nextAttemptAt: null,
    });
    expect(byId.get(mail.retryingBr as string)).toMatchObject({
      status: 'retrying',
      lastError: '451 Mailbox busy',
      nextAttemptAt: '2026-06-01T12:05:00.000Z',
    });
    expect(byId.has(mail.sentBr as string)).toBe(false);
    // The medical team's mailbox is no physician's: a member of every country sees it.
    expect(byId.get(mail.failedTeam as string)).toMatchObject({ country: null });
    expect(JSON.stringify(list)).not.toContain('secret link');
    expect(list.counts).toMatchObject({ failed: 3, retrying: 1 });
    expect(list.counts.sent).toBeGreaterThanOrEqual(1);
  });

  it("shows a member of Mexico only mail to Mexico's physicians", async () => {
    const list = await listOf(adminMx);
    expect(list.entries.map((entry) => entry.id)).toEqual([mail.failedMx]);
    expect(list.counts).toEqual({ queued: 0, retrying: 0, failed: 1, sent: 0 });
    expect((await call('POST', `/api/admin/mail/${mail.failedBr}/resend`, adminMx)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/mail/${mail.failedTeam}/resend`, adminMx)).statusCode).toBe(404);
  });

  it('re-queues a failed mail once, audited, and the relay delivers it once', async () => {
    const id = mail.failedBr as string;
    expect((await call('POST', `/api/admin/mail/${id}/resend`, admin)).statusCode).toBe(204);
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(row?.nextAttemptAt.getTime()).toBe(app.clock.now().getTime());
    // A second resend (a double click, another operator) does not queue it again.
    const again = await call('POST', `/api/admin/mail/${id}/resend`, admin);
    expect(again.statusCode).toBe(409);
    // Neither does resending mail that is only retrying or already sent.
    expect((await call('POST', `/api/admin/mail/${mail.retryingBr}/resend`, admin)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/mail/${mail.sentBr}/resend`, admin)).statusCode).toBe(409);

    const trail = (await call('GET', `/api/admin/audit?action=mail.resend&entityId=${id}`, admin)).json();
    expect((trail as AuditList).entries).toEqual([
      expect.objectContaining({
        action: 'mail.resend',
        entityType: 'mail',
        entityId: id,
        country: 'BR',
        staffEmail: 'admin@example.com',
        changes: expect.objectContaining({ lastError: { before: '550 No such user here', after: null } }),
      }),
    ]);
    // Queued again, not retrying: it left the list of mail that needs attention.
    expect((await listOf(admin, '?status=attention')).entries.map((e) => e.id)).not.toContain(id);

    const peer = await smtp;
    const relay = createMailRelay({
      db: app.db,
      transport: createTransport(peer.url),
      from: 'Portal <no-reply@portal.example>',
      pollIntervalMs: 60_000,
    });
    // Only the resent mail is due now (the retrying one is due at 12:05).
    const cycle = await relay.runOnce(new Date(app.clock.now().getTime() + 1_000));
    expect(cycle).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(peer.received).toHaveLength(1);
    expect((await mailText(peer.received[0] ?? { to: [], raw: '' })).subject).toBe('Subject failedBr');
    await relay.stop();
    const [sent] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  describe('the relay', () => {
    it('fails a mail at once on a permanent refusal (5yz), keeping the error for operations', async () => {
      const peer = await startSmtpPeer();
      const db = (await ctx.buildApp()).db;
      const id = await queueMail(db, { kind: 'test', to: 'gone@example.com', subject: 's', text: 't' });
      const relay = createMailRelay({
        db,
        transport: createTransport(peer.url),
        from: 'Portal <no-reply@portal.example>',
        pollIntervalMs: 60_000,
      });
      peer.refuse(1, 550);
      expect(await relay.runOnce(new Date(Date.now() + 1_000))).toEqual({ sent: 0, retrying: 0, failed: 1 });
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toContain('550');
      await relay.stop();
      await peer.close();
    });
  });
});
