import { eq, mailOutbox } from '@portal/db';
import { createTransport } from 'nodemailer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { mailText, startSmtpPeer } from '#test/smtp-peer.ts';
import type { App } from '../../app.ts';
import { queueMail } from './outbox.ts';
import { createMailRelay, MAX_ATTEMPTS, RETRY_BASE_MS, retryDelayMs } from './relay.ts';

const ARTICLE = {
  assunto: 'Solicitação de artigo científico',
  nome: 'Ana',
  sobrenome: 'Souza',
  titulo: 'Dra.',
  telefone: '11987654321',
  email: 'Ana.Souza@example.com',
  tituloArtigo: 'Rivaroxaban <em>in</em> AF',
  nomeRevista: 'NEJM',
  autor: 'Patel',
  anoPublicacao: '2011',
  produto: 'Xarelto',
  tipo: 'Artigo',
};

describeEachDatabase('mail: outbox, SMTP relay, /sendmail/send, /dev/mailbox', (ctx) => {
  let app: App;
  const smtpServers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const server of smtpServers.splice(0)) await server.close();
  });

  beforeAll(async () => {
    app = await ctx.buildApp({ formRateLimitPerMinute: 1000 });
  });

  describe('POST /sendmail/send', () => {
    it('queues the article request for the medical-information mailbox', async () => {
      const response = await app.inject({ method: 'POST', url: '/sendmail/send', payload: ARTICLE });
      expect(response.statusCode).toBe(202);
      const { id, queued } = response.json() as { id: string; queued: boolean };
      expect(queued).toBe(true);
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({
        kind: 'article_request',
        to: 'informacao.medica@portal.example',
        subject: ARTICLE.assunto,
        status: 'pending',
      });
      expect(row?.text).toContain('Título do artigo: Rivaroxaban <em>in</em> AF');
      expect(row?.text).toContain('E-mail: ana.souza@example.com');
      expect(row?.html).toContain('Rivaroxaban &lt;em&gt;in&lt;/em&gt; AF');
    });

    it('answers 400 with a field error per bad field', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/sendmail/send',
        payload: { ...ARTICLE, email: 'nope', tituloArtigo: '', anoPublicacao: '20x1', produto: 'Aspirina' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; errors: { path: string }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors.map((e) => e.path).sort()).toEqual([
        'anoPublicacao',
        'email',
        'produto',
        'tituloArtigo',
      ]);
    });

    it('is limited like a form', async () => {
      const strict = await ctx.buildApp({ formRateLimitPerMinute: 1 });
      const first = await strict.inject({ method: 'POST', url: '/sendmail/send', payload: ARTICLE });
      const second = await strict.inject({ method: 'POST', url: '/sendmail/send', payload: ARTICLE });
      expect([first.statusCode, second.statusCode]).toEqual([202, 429]);
    });
  });

  describe('GET /dev/mailbox', () => {
    it('lists the outbox, escaped, with clickable links', async () => {
      await queueMail(app.db, {
        kind: 'test',
        to: 'someone@example.com',
        subject: '<script>alert(1)</script>',
        text: 'Open http://mx.localhost:3200/verificar-email?token=abc_DEF-1 now',
      });
      const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).toContain('<a href="http://mx.localhost:3200/verificar-email?token=abc_DEF-1">');
    });

    it('does not exist in production', async () => {
      const production = await ctx.buildApp({ nodeEnv: 'production', production: true });
      const response = await production.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Dev mailbox');
    });
  });

  describe('SMTP relay', () => {
    /** A relay (polling only once a minute) to a fresh SMTP peer, over a fresh outbox holding one mail. */
    const relayWithOneMail = async (retryBaseMs?: number) => {
      const smtp = await startSmtpPeer();
      smtpServers.push(smtp);
      const db = (await ctx.buildApp()).db;
      const relay = createMailRelay({
        db,
        transport: createTransport(smtp.url),
        from: 'Portal <no-reply@portal.example>',
        pollIntervalMs: 60_000,
        ...(retryBaseMs ? { retryBaseMs } : {}),
      });
      const id = await queueMail(db, { kind: 'test', to: 'dr@example.com', subject: 'Hello', text: 'Body' });
      return { smtp, db, relay, id };
    };

    it('delivers queued mail over SMTP as soon as it is queued', async () => {
      const smtp = await startSmtpPeer();
      smtpServers.push(smtp);
      const relayed = await ctx.buildApp({ smtpUrl: smtp.url, mailPollIntervalMs: 60_000 });
      // Let the relay's start-up cycle pass, so the next poll is a minute away.
      await relayed.mailRelay?.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await relayed.inject({ method: 'POST', url: '/sendmail/send', payload: ARTICLE });
      const { id } = response.json() as { id: string };

      // The poll interval is a minute: only the kick on queueing can deliver this fast.
      await smtp.waitFor(1, 5_000);
      expect(smtp.received[0]?.to).toEqual(['informacao.medica@portal.example']);
      const delivered = await mailText(smtp.received[0] ?? { to: [], raw: '' });
      expect(delivered.subject).toBe(ARTICLE.assunto);
      expect(delivered.text).toContain('Título do artigo: Rivaroxaban <em>in</em> AF');
      expect(smtp.received[0]?.raw).toContain('From: Portal <no-reply@portal.example>');
      await expect
        .poll(
          async () => (await relayed.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status,
        )
        .toBe('sent');
    });

    it('sends a batch of mail over one kept SMTP connection, not one connection per mail', async () => {
      const smtp = await startSmtpPeer();
      smtpServers.push(smtp);
      const relayed = await ctx.buildApp({ smtpUrl: smtp.url, mailPollIntervalMs: 60_000 });
      await relayed.mailRelay?.runOnce();
      for (const n of [1, 2, 3, 4])
        await queueMail(relayed.db, {
          kind: 'test',
          to: `dr${n}@example.com`,
          subject: `Mail ${n}`,
          text: 'Body',
        });
      await relayed.mailRelay?.runOnce();
      await smtp.waitFor(4);
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([
        'dr1@example.com',
        'dr2@example.com',
        'dr3@example.com',
        'dr4@example.com',
      ]);
      expect(smtp.connections).toBe(1);
    });

    it('sends a mail to a relay whose clock reads the very millisecond it was queued', async () => {
      const smtp = await startSmtpPeer();
      smtpServers.push(smtp);
      const relayed = await ctx.buildApp({ smtpUrl: smtp.url, mailPollIntervalMs: 60_000 });
      const id = await queueMail(relayed.db, { kind: 'test', to: 'dr@example.com', subject: 'S', text: 'B' });
      const [row] = await relayed.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      // Queued by the database's clock (microseconds), the mail was not yet due at its own millisecond.
      expect(await relayed.mailRelay?.runOnce(row?.nextAttemptAt)).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(1);
    });

    it('retries a refused mail with exponential backoff, then delivers it once', async () => {
      const { smtp, db, relay, id } = await relayWithOneMail();
      const t0 = new Date(Date.now() + 1_000);
      const at = (ms: number) => new Date(t0.getTime() + ms);
      const row = async () => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

      smtp.refuse(2);
      expect(await relay.runOnce(t0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await row())?.lastError).toContain('451');
      expect((await row())?.nextAttemptAt.getTime()).toBe(at(RETRY_BASE_MS).getTime());

      // Not due before its backoff.
      expect(await relay.runOnce(at(RETRY_BASE_MS - 1_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await relay.runOnce(at(RETRY_BASE_MS))).toEqual({ sent: 0, retrying: 1, failed: 0 });
      // Twice as long after the second failure.
      const second = at(RETRY_BASE_MS);
      expect((await row())?.nextAttemptAt.getTime()).toBe(second.getTime() + 2 * RETRY_BASE_MS);
      expect(await relay.runOnce(new Date(second.getTime() + 2 * RETRY_BASE_MS))).toEqual({
        sent: 1,
        retrying: 0,
        failed: 0,
      });
      expect(await row()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(smtp.received).toHaveLength(1);
      expect(await relay.runOnce(at(3_600_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
      await relay.stop();
    });

    it(`gives a mail up after ${MAX_ATTEMPTS} attempts`, async () => {
      const { smtp, db, relay, id } = await relayWithOneMail(1_000);
      smtp.refuse(1_000);
      let now = new Date(Date.now() + 1_000);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        const result = await relay.runOnce(now);
        expect(result).toEqual(
          attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
        );
        now = new Date(now.getTime() + retryDelayMs(attempt, 1_000));
      }
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      expect(await relay.runOnce(new Date(now.getTime() + 86_400_000))).toEqual({
        sent: 0,
        retrying: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(0);
      await relay.stop();
    });
  });
});
