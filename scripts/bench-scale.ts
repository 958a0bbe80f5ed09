// `npm run bench:scale`: two API processes on one PostgreSQL database and one Redis, under a mixed load
// (browse, search, content detail, save, exam answers, medical-information requests) from 50 concurrent
// virtual users for 60 s, with a real SMTP sink receiving the mail both processes relay. Then it checks:
// no errors, every acknowledged write present in the database, every request's mail received exactly
// once. Prints a table; it reports, it never fails on a time.
//
// Env: BENCH_DATABASE_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL
// (default redis://127.0.0.1:6379), BENCH_SCALE_SECONDS (60), BENCH_SCALE_CONNECTIONS (50), BENCH_PORT
// (first of two ports; default: any free ports).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isValidPhone } from '@portal/countries/phone-numbers';
import {
  and,
  createDatabase,
  eq,
  examAttempts,
  inArray,
  medicalInformationRequests,
  savedItems,
  users,
} from '@portal/db';
import { createEmptyPostgresDatabase, dropPostgresDatabase } from '@portal/db/testing';
import { demoUid } from '@portal/demo-data';
import { signUid } from '../apps/api/src/modules/identity-provider/signature.ts';
import { mailText, startSmtpPeer } from '../apps/api/test/smtp-peer.ts';

const root = resolve(import.meta.dirname, '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 60);
const connections = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 50);
const firstPort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0;
const secret = randomBytes(32).toString('base64');

/** Accounts of the demo data that sign in, with a course each may take (doctor.br: speaker training). */
const ACCOUNTS = [
  { email: 'doctor.br@example.com', course: 'pt-palestrante-01' },
  { email: 'nurse.br@example.com', course: null },
  { email: 'doctor.mx@example.com', course: 'es-onco-05' },
  { email: 'doctor.ar@example.com', course: null },
  { email: 'doctor.co@example.com', course: null },
  { email: 'doctor.pe@example.com', course: null },
  { email: 'doctor.cl@example.com', course: null },
  { email: 'doctor.cr@example.com', course: null },
] as const;
/**
 * A number of each account's country (libphonenumber's examples): the medical-information form refuses a
 * number of another country. Checked once before the load, so a stale one fails the run, not 400s.
 */
const PHONES: Record<string, string> = {
  br: '(11) 96123-4567',
  mx: '222 123 4567',
  ar: '9 11 2345-6789',
  co: '321 1234567',
  pe: '912 345 678',
  cl: '(2) 2123 4567',
  cr: '8312 3456',
};
const PHONE_OF_ACCOUNT = new Map(
  ACCOUNTS.map(({ email }) => {
    const code = /\.([a-z]{2})@/.exec(email)?.[1] ?? '';
    const phone = PHONES[code];
    if (!phone || !isValidPhone(phone, { code: code.toUpperCase() }))
      throw new Error(`no valid phone for ${email}`);
    return [email, phone] as const;
  }),
);
const QUERIES = ['cardiologia', 'oncologia', 'insuficiencia cardiaca', 'diabetes', 'cardiologai', 'vacina'];

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [join(root, 'apps/api/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      IDP_PARTNER_SECRET: secret,
      RATE_LIMIT_PER_MINUTE: '10000000',
      FORM_RATE_LIMIT_PER_MINUTE: '10000000',
      MAIL_POLL_INTERVAL_MS: '250',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((ready, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /portal ready on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) ready({ child, base: match[1], exited });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => fail(new Error(`server exited (${code}):\n${output.slice(-3000)}`)));
  });
}

async function call(base: string, method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

type Kind = 'browse' | 'search' | 'detail' | 'save' | 'exam answer' | 'medical request';
interface Stats {
  count: number;
  errors: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const smtp = await startSmtpPeer();
  const database = await createEmptyPostgresDatabase(adminUrl);
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'portal-scale-a-')),
    mkdtempSync(join(tmpdir(), 'portal-scale-b-')),
  ];
  const servers: Server[] = [];
  try {
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      DEMO_DATA: 'true',
    });
    // The first seeds; the second finds the markers and starts on the same data.
    servers.push(await startServer(firstPort, env(dataDirs[0] ?? '')));
    servers.push(await startServer(firstPort ? firstPort + 1 : 0, env(dataDirs[1] ?? '')));
    const bases = servers.map((s) => s.base);
    console.log(`two API processes: ${bases.join(', ')} on ${database.name}`);

    const tokens = new Map<string, string>();
    for (const { email } of ACCOUNTS) {
      const answer = await call(
        bases[0] ?? '',
        'POST',
        '/api/users/login',
        '',
        signUid(demoUid(email), secret),
      );
      if (answer.status !== 200) throw new Error(`login ${email}: ${answer.status}`);
      tokens.set(email, String(answer.body.token));
    }
    // Items each account may read and save (its country's), and an open exam attempt per course.
    const itemsOf = new Map<string, string[]>();
    const questionsOf = new Map<string, { id: string; options: { value: string }[] }[]>();
    for (const { email, course } of ACCOUNTS) {
      const token = tokens.get(email) ?? '';
      const list = await call(bases[0] ?? '', 'GET', '/api/clusters/contents?count=40', token);
      itemsOf.set(
        email,
        ((list.body.items ?? []) as { id: string }[]).map((i) => i.id),
      );
      if (course) {
        await call(bases[0] ?? '', 'POST', `/api/training/${course}/accept-terms`, token);
        const attempt = await call(bases[0] ?? '', 'POST', `/api/training/${course}/start`, token, {});
        if (attempt.status !== 200) throw new Error(`exam start ${course}: ${attempt.status}`);
        questionsOf.set(email, attempt.body.questions as { id: string; options: { value: string }[] }[]);
      }
    }

    const stats = new Map<Kind, Stats>();
    const record = (kind: Kind, ms: number, ok: boolean) => {
      const s = stats.get(kind) ?? { count: 0, errors: 0, latencies: [] };
      s.count += 1;
      if (!ok) s.errors += 1;
      s.latencies.push(ms);
      stats.set(kind, s);
    };
    const acked = {
      saves: [] as { email: string; contentId: string }[],
      answers: new Map<string, Set<string>>(),
      requests: [] as string[],
    };
    const errorSamples: string[] = [];
    const deadline = Date.now() + seconds * 1000;

    // Virtual user v: its account, its process (alternating), and whether it answers the exam: one
    // answering user per attempt, as one physician answers one question after another.
    const user = async (v: number) => {
      const account = ACCOUNTS[v % ACCOUNTS.length] ?? ACCOUNTS[0];
      const examiner = v < ACCOUNTS.length && account.course !== null;
      const token = tokens.get(account.email) ?? '';
      const base = bases[v % bases.length] ?? '';
      const items = itemsOf.get(account.email) ?? [];
      const questions = questionsOf.get(account.email) ?? [];
      for (let n = 0; Date.now() < deadline; n += 1) {
        const item = items[(v * 7 + n) % Math.max(1, items.length)] ?? '';
        // Users start at different steps of the mix, so the first second is not fifty home pages at once.
        const step = (v + n) % 10;
        let kind: Kind;
        let run: () => Promise<{ status: number; body: Record<string, unknown> }>;
        let onOk: (body: Record<string, unknown>) => void = () => {};
        if (examiner && step % 2 === 1 && questions.length > 0) {
          const question = questions[n % questions.length];
          const value = question?.options[n % (question?.options.length ?? 1)]?.value ?? '';
          kind = 'exam answer';
          run = () =>
            call(base, 'PUT', `/api/training/${account.course}/answers`, token, {
              answers: [{ id: question?.id, selectedOptionValue: value }],
            });
          onOk = () => {
            const set = acked.answers.get(account.email) ?? new Set<string>();
            set.add(question?.id ?? '');
            acked.answers.set(account.email, set);
          };
        } else if (step <= 2) {
          kind = 'browse';
          run = () => call(base, 'GET', step === 0 ? '/api/clusters/home' : '/api/clusters/novelty', token);
        } else if (step <= 4) {
          kind = 'search';
          run = () =>
            call(
              base,
              'GET',
              `/api/search?q=${encodeURIComponent(QUERIES[n % QUERIES.length] ?? '')}`,
              token,
            );
        } else if (step <= 6) {
          kind = 'detail';
          run = () => call(base, 'GET', `/api/contents/${item}`, token);
        } else if (step <= 8) {
          kind = 'save';
          run = () => call(base, 'POST', `/api/contents/${item}/save`, token);
          onOk = () => acked.saves.push({ email: account.email, contentId: item });
        } else {
          kind = 'medical request';
          run = () =>
            call(base, 'POST', '/api/medicalInformation', token, {
              product: 'Xarelto',
              name: 'Bench User',
              email: account.email,
              phone: PHONE_OF_ACCOUNT.get(account.email),
              content: `Pergunta de carga ${v}.${n}`,
              type: 'Pergunta',
              preferredContact: 'email',
            });
          onOk = (body) => acked.requests.push(String(body.id));
        }
        const started = performance.now();
        try {
          const answer = await run();
          const ok = answer.status >= 200 && answer.status < 300;
          record(kind, performance.now() - started, ok);
          if (ok) onOk(answer.body);
          else if (errorSamples.length < 5)
            errorSamples.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        } catch (error) {
          record(kind, performance.now() - started, false);
          if (errorSamples.length < 5) errorSamples.push(`${kind}: ${(error as Error).message}`);
        }
      }
    };
    console.log(`load: ${connections} virtual users for ${seconds} s ...`);
    await Promise.all(Array.from({ length: connections }, (_, v) => user(v)));

    // Let the relays drain the outbox: each acknowledged request's mail, then a quiet second.
    const drainUntil = Date.now() + 60_000;
    while (smtp.received.length < acked.requests.length && Date.now() < drainUntil) {
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 2000));

    // Every acknowledged write, read back from the database.
    const db = await createDatabase({ dataDir: dataDirs[0] ?? '', databaseUrl: database.url });
    let missingSaves = 0;
    const uniqueSaves = new Map(acked.saves.map((s) => [`${s.email} ${s.contentId}`, s]));
    for (const { email, contentId } of uniqueSaves.values()) {
      const rows = await db.db
        .select({ id: savedItems.contentId })
        .from(savedItems)
        .innerJoin(users, eq(users.id, savedItems.userId))
        .where(and(eq(users.email, email), eq(savedItems.contentId, contentId)));
      if (rows.length !== 1) missingSaves += 1;
    }
    let missingAnswers = 0;
    for (const [email, questionIds] of acked.answers) {
      const course = ACCOUNTS.find((a) => a.email === email)?.course ?? '';
      const [attempt] = await db.db
        .select({ answers: examAttempts.answers })
        .from(examAttempts)
        .innerJoin(users, eq(users.id, examAttempts.userId))
        .where(and(eq(users.email, email), eq(examAttempts.contentId, course)));
      const stored = new Set((attempt?.answers ?? []).map((a) => a.id));
      for (const id of questionIds) if (!stored.has(id)) missingAnswers += 1;
    }
    let presentRequests = 0;
    for (let i = 0; i < acked.requests.length; i += 500) {
      const ids = acked.requests.slice(i, i + 500);
      presentRequests += (
        await db.db
          .select({ id: medicalInformationRequests.id })
          .from(medicalInformationRequests)
          .where(inArray(medicalInformationRequests.id, ids))
      ).length;
    }
    await db.close();

    // Mail: each request's id in exactly one received message.
    const mailsPerRequest = new Map<string, number>(acked.requests.map((id) => [id, 0]));
    for (const mail of smtp.received) {
      const { text } = await mailText(mail);
      for (const id of text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []) {
        if (mailsPerRequest.has(id)) mailsPerRequest.set(id, (mailsPerRequest.get(id) ?? 0) + 1);
      }
    }
    const duplicateMail = [...mailsPerRequest.values()].filter((n) => n > 1).length;
    const missingMail = [...mailsPerRequest.values()].filter((n) => n === 0).length;

    const rows = [...stats.entries()].map(([kind, s]) => {
      const sorted = [...s.latencies].sort((a, b) => a - b);
      return {
        kind,
        requests: s.count,
        'req/s': Math.round(s.count / seconds),
        errors: s.errors,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p99 ms': Math.round(percentile(sorted, 99)),
      };
    });
    const total = rows.reduce((sum, r) => sum + r.requests, 0);
    const errors = rows.reduce((sum, r) => sum + r.errors, 0);
    rows.push({
      kind: 'all' as Kind,
      requests: total,
      'req/s': Math.round(total / seconds),
      errors,
      'p50 ms': 0,
      'p99 ms': 0,
    });
    console.log(`\nTwo API processes, PostgreSQL + Redis, ${connections} users, ${seconds} s mixed load`);
    console.table(rows);
    console.table([
      { check: 'errors (non-2xx or network)', value: errors, goal: 0 },
      {
        check: 'saves acknowledged / missing',
        value: `${uniqueSaves.size} / ${missingSaves}`,
        goal: 'missing 0',
      },
      {
        check: 'exam answers acknowledged / missing',
        value: `${[...acked.answers.values()].reduce((n, s) => n + s.size, 0)} / ${missingAnswers}`,
        goal: 'missing 0',
      },
      {
        check: 'medical requests acknowledged / missing',
        value: `${acked.requests.length} / ${acked.requests.length - presentRequests}`,
        goal: 'missing 0',
      },
      { check: 'mails received (SMTP sink)', value: smtp.received.length, goal: acked.requests.length },
      { check: 'requests with duplicate mail', value: duplicateMail, goal: 0 },
      { check: 'requests without mail (after 60 s drain)', value: missingMail, goal: 0 },
    ]);
    for (const sample of errorSamples) console.log(`error sample: ${sample}`);
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp.close();
    await dropPostgresDatabase(adminUrl, database.name);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
