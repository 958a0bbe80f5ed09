// A real SMTP peer for the e2e suite: receives the portal's mail over SMTP and lists it over HTTP,
// so tests read verification and reset links the way a user reads their inbox.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2526);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2527);

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const inbox: ReceivedMail[] = [];
/** Off: the server answers every delivery with a temporary failure, as a relay that is down would. */
let accepting = true;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onMailFrom(_address, _session, callback) {
    if (accepting) return callback();
    const error = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 421 });
    return callback(error);
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/healthz') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/accepting' && request.method === 'POST') {
    accepting = url.searchParams.get('on') !== 'false';
    response.end(JSON.stringify({ accepting }));
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
}).listen(httpPort, '127.0.0.1');

function stop() {
  smtp.close(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
