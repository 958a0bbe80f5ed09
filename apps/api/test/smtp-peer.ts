// A real SMTP peer for tests (smtp-server on a random port), as ARCHITECTURE.md asks instead of mocks.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP peer on a random port; `refuse(n, code)` answers `code` (451) to the next n messages. */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  let connections = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The relay keeps its (pooled) connection open: closing the peer drops it instead of waiting 30 s.
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: refusalCode });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** SMTP connections opened to this peer so far. */
    get connections() {
      return connections;
    },
    refuse(n: number, code = 451) {
      refusals = n;
      refusalCode = code;
    },
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The plain-text body of a received message, decoded (quoted-printable lines are soft-wrapped). */
export async function mailText(mail: ReceivedMail): Promise<{ subject: string; text: string }> {
  const parsed = await simpleParser(mail.raw);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
}
