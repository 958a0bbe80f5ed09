// The real API server (`server.ts`) as a child process, for tests that need whole processes: a SIGKILL
// in the middle of writes, or several processes on one database. Every server started is remembered so a
// failing test can stop them all (`stopAllServers`).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { demoUid } from '@portal/demo-data';
import { signUid } from '../src/modules/identity-provider/signature.ts';

const SERVER = resolve(import.meta.dirname, '../src/server.ts');
/** The partner secret every child server shares, so a test can sign identity-provider logins. */
export const CHILD_IDP_SECRET = randomBytes(32).toString('base64');

export interface ChildServer {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
}

const started: ChildProcess[] = [];

/** Starts `server.ts` on a free port with the demo data; resolves when it logs that it is ready. */
export function startServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'true',
      IDP_PARTNER_SECRET: CHILD_IDP_SECRET,
      AUTHENTICATOR_PASSWORD: 'child-server-authenticator',
      RATE_LIMIT_PER_MINUTE: '1000000',
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST_DIR: join(tmpdir(), 'portal-child-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return new Promise((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output.slice(-2000)}`)), 180_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /portal ready on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        ready({ child, base: match[1], exited });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** SIGKILLs every child server still running (for afterAll). */
export function stopAllServers(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** One HTTP call with an optional JSON body and bearer token; the body is parsed when it is JSON. */
export async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

/**
 * Signs a demo user in through the identity-provider login; returns the session token. A signature is
 * good for one login (replays are refused), so a second login of the same user within the same second
 * needs another `signedAt`.
 */
export async function signIn(base: string, email: string, signedAt: Date = new Date()): Promise<string> {
  const signed = signUid(demoUid(email), CHILD_IDP_SECRET, signedAt);
  const answer = await call(base, 'POST', '/api/users/login', signed);
  if (answer.status !== 200) throw new Error(`login of ${email}: ${answer.status}`);
  return String(answer.body.token);
}
