// `npm run bench`: load the hot read endpoints of the real server with autocannon, next to a bare Fastify
// route that returns the same JSON, then score pages with Lighthouse (mobile) in Debian's Chromium.
// The server runs on its own temporary embedded database holding the demo accounts and a corpus of
// BENCH_ITEMS (10,000) content items. It reports; it never fails on a time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDatabase, demoUid, migrateDatabase, sql } from '@portal/db';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { contentStore, seedDemo } from '../apps/api/src/demo-seed.ts';
import { signUid } from '../apps/api/src/modules/identity-provider/signature.ts';
import { buildBenchCorpus } from '../packages/db/src/content-seed/bench-corpus.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const base = `http://127.0.0.1:${port}`;
const items = Number(process.env.BENCH_ITEMS ?? 10_000);
const partnerSecret = randomBytes(32).toString('base64');
const publicEndpoints = ['/api/public/countries', '/assets/i18n/pt-br.json', '/healthz'];
// Signed in as the Brazilian demo doctor (odd bench items are Portuguese, published in Brazil); the
// detail is read without logging, so the run measures reads.
const contentEndpoints = [
  '/api/clusters/home',
  '/api/contents/bench-00001?logContentAccess=false',
  '/api/search?q=insufici%C3%AAncia%20card%C3%ADaca',
  '/api/search?q=cardiologai',
];
const pages = ['/', '/signin'];

async function waitForReady(url: string, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready at ${url}`);
}

interface Row {
  target: string;
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
}

async function load(url: string, target: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: 20, duration, headers });
  if (result.non2xx > 0) console.warn(`${target}: ${result.non2xx} responses were not 2xx`);
  return {
    target,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
  };
}

async function bare(body: string, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', (_request, reply) => reply.type(contentType).send(body));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare`, close: () => app.close() };
}

async function lighthouseScores(
  url: string,
): Promise<{ performance: number | string; accessibility: number | string } | string> {
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      });
      const categories = result?.lhr.categories;
      // A score is null when Lighthouse could not measure it (e.g. a gatherer failed): say so, not 0.
      const score = (value: number | null | undefined) =>
        value === null || value === undefined ? 'not measured' : Math.round(value * 100);
      return {
        performance: score(categories?.performance?.score),
        accessibility: score(categories?.accessibility?.score),
      };
    } finally {
      chrome.kill();
    }
  } catch (error) {
    return `not measured: ${(error as Error).message}`;
  }
}

/** Migrates and fills the server's database before it starts (PGlite allows one process at a time). */
async function prepareDatabase(dataDir: string): Promise<void> {
  const started = Date.now();
  const database = await createDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await seedDemo(database);
    const corpus = buildBenchCorpus(items);
    for (let i = 0; i < corpus.length; i += 500)
      await contentStore.insertContentItems(database.db, corpus.slice(i, i + 500));
    // As autovacuum would on PostgreSQL; PGlite never vacuums or analyses by itself.
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
  console.log(`bench database: ${items} content items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function signInDoctor(): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signUid(demoUid('doctor.br@example.com'), partnerSecret)),
  });
  if (!response.ok) throw new Error(`bench sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function compare(
  rows: (Row & { ratio: string })[],
  path: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const sample = await fetch(`${base}${path}`, { headers });
  const reference = await bare(await sample.text(), sample.headers.get('content-type') ?? 'application/json');
  try {
    const portal = await load(`${base}${path}`, path, headers);
    const fastify = await load(reference.url, `bare Fastify (same JSON as ${path})`);
    rows.push({ ...portal, ratio: `${((portal.reqPerSec / fastify.reqPerSec) * 100).toFixed(0)}%` });
    rows.push({ ...fastify, ratio: '100%' });
  } finally {
    await reference.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
await prepareDatabase(dataDir);
const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
  cwd: root,
  // Warnings and start-up failures of the server show in the report.
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    IDP_PARTNER_SECRET: partnerSecret,
    DEMO_DATA: 'false',
    NODE_ENV: 'production',
  },
});

try {
  await waitForReady(`${base}/readyz`);
  const rows: (Row & { ratio: string })[] = [];
  for (const path of publicEndpoints) await compare(rows, path);
  const authorization = `Bearer ${await signInDoctor()}`;
  for (const path of contentEndpoints) await compare(rows, path, { authorization });
  console.log(`\nAPI load (${duration} s each, 20 connections; latency in ms; ${items} content items)`);
  console.table(rows);

  console.log('\nLighthouse, mobile (budget: performance >= 95, accessibility 100)');
  const scores: Record<string, unknown> = {};
  for (const path of pages) scores[path] = await lighthouseScores(`http://br.localhost:${port}${path}`);
  console.table(scores);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
