// `npm run bench`: load the hot read endpoints of the real server with autocannon, next to a bare Fastify
// route that returns the same JSON, then score pages with Lighthouse (mobile) in Debian's Chromium.
// It reports; it never fails on a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const base = `http://127.0.0.1:${port}`;
const endpoints = ['/api/public/countries', '/assets/i18n/pt-br.json', '/healthz'];
const pages = ['/', '/signin'];

async function waitForReady(url: string, tries = 100): Promise<void> {
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

async function load(url: string, target: string): Promise<Row> {
  const result = await autocannon({ url, connections: 20, duration });
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
): Promise<{ performance: number; accessibility: number } | string> {
  try {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      });
      const categories = result?.lhr.categories;
      return {
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      };
    } finally {
      chrome.kill();
    }
  } catch (error) {
    return `not measured: ${(error as Error).message}`;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const server = spawn(process.execPath, ['apps/api/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    NODE_ENV: 'production',
  },
});

try {
  await waitForReady(`${base}/readyz`);
  const rows: (Row & { ratio: string })[] = [];
  for (const path of endpoints) {
    const sample = await fetch(`${base}${path}`);
    const reference = await bare(
      await sample.text(),
      sample.headers.get('content-type') ?? 'application/json',
    );
    try {
      const portal = await load(`${base}${path}`, path);
      const fastify = await load(reference.url, `bare Fastify (same JSON as ${path})`);
      rows.push({ ...portal, ratio: `${((portal.reqPerSec / fastify.reqPerSec) * 100).toFixed(0)}%` });
      rows.push({ ...fastify, ratio: '100%' });
    } finally {
      await reference.close();
    }
  }
  console.log(`\nAPI load (${duration} s each, 20 connections; latency in ms)`);
  console.table(rows);

  console.log('\nLighthouse, mobile (budget: performance >= 95, accessibility 100)');
  const scores: Record<string, unknown> = {};
  for (const path of pages) scores[path] = await lighthouseScores(`http://br.localhost:${port}${path}`);
  console.table(scores);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
