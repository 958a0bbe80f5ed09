// A real SMTP peer for the e2e suite: receives the portal's mail over SMTP and lists it over HTTP,
// so tests read verification and reset links the way a user reads their inbox. A test can also make it
// refuse the mails that carry a text of its own, as a relay that is down would, and see that the portal
// tried: only that test's mails are refused, so tests running beside it are never held up. Its HTTP
// server also plays the CEP service (cep-peer.ts), so the e2e server's look-ups stay on this machine.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { answerCep } from './cep-peer.ts';
import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './environment.ts';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const inbox: ReceivedMail[] = [];
/** Texts whose mails are answered with a temporary failure, with the mails turned away so far. */
const refusals = new Map<string, ReceivedMail[]>();
/** The reply code of each refusal: 451 (try later) unless the test asked for a permanent 5yz. */
const refusalCodes = new Map<string, number>();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const received: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        };
        const refusal = [...refusals].find(([matching]) => received.text.includes(matching));
        if (refusal) {
          refusal[1].push(received);
          const code = refusalCodes.get(refusal[0]) ?? 451;
          const message = code >= 500 ? 'Mailbox unavailable' : 'Mailbox temporarily unavailable';
          const error = Object.assign(new Error(message), { responseCode: code });
          callback(error);
          return;
        }
        inbox.push(received);
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(MAIL_SINK_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}`);
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (answerCep(request, response, url.pathname)) return;
  const matching = url.searchParams.get('matching');
  if (url.pathname === '/refusals' && matching) {
    if (request.method === 'POST' && !refusals.has(matching)) {
      refusals.set(matching, []);
      const code = Number(url.searchParams.get('code') ?? 451);
      refusalCodes.set(matching, code >= 400 && code < 600 ? code : 451);
    }
    const turnedAway = refusals.get(matching) ?? [];
    if (request.method === 'DELETE') {
      refusals.delete(matching);
      refusalCodes.delete(matching);
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(turnedAway));
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? inbox.filter((mail) => mail.to.includes(to)) : inbox;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(messages));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(MAIL_SINK_HTTP_PORT, '127.0.0.1');

function stop() {
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
