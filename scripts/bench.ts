// `npm run bench`: load the hot read endpoints of the real server with autocannon (50 connections), each
// next to a bare Fastify route that serves the same bytes in the same run, with and without
// `Accept-Encoding: br, gzip`; time 200 distinct searches from one client; then score pages with
// Lighthouse (mobile) in Debian's Chromium. It runs on PGlite and, when BENCH_DATABASE_URL (or
// TEST_DATABASE_URL) names a PostgreSQL server, on PostgreSQL in its own temporary database, and prints
// one table with both side by side. Each database holds the demo data and BENCH_ITEMS (10,000) items.
// It reports; it never fails on a time.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import compress from '@fastify/compress';
import { createDatabase, migrateDatabase, sql } from '@portal/db';
import {
  benchDocfinderQueries,
  buildBenchCorpus,
  DEMO_SPECIALTIES,
  demoUid,
  seedBenchDocfinder,
} from '@portal/demo-data';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { contentStore, seedDemo } from '../apps/api/src/demo-seed.ts';
import { signUid } from '../apps/api/src/modules/identity-provider/signature.ts';
import { BROTLI_QUALITY, compressionOptions } from '../apps/api/src/plugins/compression.ts';
import { serveBareReactPage } from './bare-react-page.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { printProfile, summarizeProfile } from './cpu-profile.ts';
import { kb, measure } from './size-budget.ts';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;
const base = `http://127.0.0.1:${port}`;
/** `npm run bench -- --lighthouse`: only the Lighthouse pass, on PGlite with the demo data. */
const lighthouseOnly = process.argv.includes('--lighthouse');
/** `npm run bench -- --searches`: only the distinct portal and doctor-finder searches, both databases. */
const searchesOnly = process.argv.includes('--searches');
const items = Number(process.env.BENCH_ITEMS ?? (lighthouseOnly ? 0 : 10_000));
/**
 * `npm run bench -- --cpu-prof`: the server runs under `node --cpu-prof` while autocannon loads one hot
 * endpoint (BENCH_PROFILE_PATH, default the signed-in home; plain, then br), then the profile is summarised.
 */
const cpuProfDir = process.argv.includes('--cpu-prof')
  ? mkdtempSync(join(tmpdir(), 'portal-cpu-prof-'))
  : null;
const profilePath = process.env.BENCH_PROFILE_PATH ?? '/api/clusters/home';
/** `BENCH_LIGHTHOUSE_DIR`: where each page's full Lighthouse report (JSON) is kept, to read its long tasks. */
const lighthouseDir = process.env.BENCH_LIGHTHOUSE_DIR;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const partnerSecret = randomBytes(32).toString('base64');
const COMPRESSED = { 'accept-encoding': 'br, gzip' };
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;

type Kind = 'PGlite' | 'PostgreSQL';

interface Load {
  reqPerSec: number;
  p99: number;
  non2xx: number;
}

interface Measure {
  portal: Load;
  bare: Load;
}

/** Per row label ("home, br"), per database. */
const results = new Map<string, Partial<Record<Kind, Measure>>>();
const sizes = new Map<string, string>();
const searchTimes: Partial<
  Record<Kind, { p50: number; p95: number; p99: number; max: number; empty: number; slowest: string }>
> = {};
const docfinderTimes: Partial<Record<Kind, { p50: number; p95: number; p99: number; empty: number }>> = {};
/** Practices in the doctor-finder's bench listing (issue 13: p95 <= 30 ms over 20,000). */
const DOCFINDER_ADDRESSES = 20_000;

async function waitForReady(url: string, tries = 900): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready at ${url}`);
}

async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify serving `body`, compressed at the portal's levels for a client that asks. */
async function bare(body: string, contentType: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(compress, compressionOptions);
  app.get('/bare', (_request, reply) => reply.type(contentType).send(body));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare`, close: () => app.close() };
}

async function compare(kind: Kind, label: string, path: string, headers: Record<string, string>) {
  // The plain bytes (fetch would otherwise ask for and undo compression itself).
  const sample = await fetch(`${base}${path}`, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const body = await sample.text();
  if (!sample.ok) console.warn(`${label}: answered ${sample.status}`);
  const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  sizes.set(
    label.replace(/, .*$/, ''),
    `${(Buffer.byteLength(body) / 1024).toFixed(1)} KB (br ${(brotli.length / 1024).toFixed(1)} KB)`,
  );
  const reference = await bare(body, sample.headers.get('content-type') ?? 'application/json');
  try {
    for (const [encoding, extra] of [
      ['plain', {}],
      ['br', COMPRESSED],
    ] as const) {
      const portal = await load(`${base}${path}`, { ...headers, ...extra });
      const fastify = await load(reference.url, extra);
      if (portal.non2xx > 0)
        console.warn(`${label} (${encoding}, ${kind}): ${portal.non2xx} answers not 2xx`);
      const row = `${label}, ${encoding}`;
      results.set(row, { ...results.get(row), [kind]: { portal, bare: fastify } });
    }
  } finally {
    await reference.close();
  }
}

/** 200 distinct searches from the demo topics: one word, two words, without accents, with a typo. */
function searchQueries(): string[] {
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const specialty of DEMO_SPECIALTIES) {
    for (const topic of specialty.topics) {
      for (const text of [topic.title.pt, topic.title.es]) {
        const list = text
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter((w) => w.length >= 5);
        for (const w of list) words.add(w);
        for (let i = 0; i + 1 < list.length; i += 1) pairs.add(`${list[i]} ${list[i + 1]}`);
      }
    }
  }
  const plain = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');
  const typo = (w: string) => `${w.slice(0, 2)}${w[3] ?? ''}${w[2] ?? ''}${w.slice(4)}`;
  const oneWord = [...words];
  const accented = oneWord.filter((w) => plain(w) !== w).map(plain);
  const queries = new Set<string>();
  const pools = [oneWord, [...pairs], accented, oneWord.map(typo)];
  for (let i = 0; queries.size < 200 && i < 1_000; i += 1) {
    for (const pool of pools) {
      const q = pool[i];
      if (q && queries.size < 200) queries.add(q);
    }
  }
  return [...queries];
}

async function timeSearches(kind: Kind, authorization: string): Promise<void> {
  const times: number[] = [];
  const timed: [string, number][] = [];
  let empty = 0;
  for (const q of searchQueries()) {
    const started = performance.now();
    const response = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`, {
      headers: { authorization, 'accept-encoding': 'identity' },
    });
    const result = (await response.json()) as { total?: number };
    const ms = performance.now() - started;
    times.push(ms);
    timed.push([`${q}${result.total ? '' : ' (0)'}`, ms]);
    if (!result.total) empty += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0);
  // The slowest queries with their times: where to look next ("(0)": found nothing).
  const slowest = timed
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([q, ms]) => `"${q}" ${Math.round(ms)}`)
    .join(', ');
  searchTimes[kind] = { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), empty, slowest };
}

/** 200 distinct doctor-finder searches (public, anonymous) from one client, no cache. */
async function timeDocfinderSearches(kind: Kind): Promise<void> {
  const times: number[] = [];
  let empty = 0;
  for (const q of benchDocfinderQueries()) {
    const started = performance.now();
    const response = await fetch(`${base}/docfinder-api/public/search?${q}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const result = (await response.json()) as { items?: unknown[] };
    times.push(performance.now() - started);
    if (!result.items?.length) empty += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0);
  docfinderTimes[kind] = { p50: at(0.5), p95: at(0.95), p99: at(0.99), empty };
}

type Scores =
  | { performance: number | string; accessibility: number | string; failing: string; metrics: string }
  | string;

/** The simulated timings behind a performance score, to say which one costs the points. */
function timings(lhr: { audits: Record<string, { numericValue?: number }> } | undefined): string {
  const ms = (id: string) => Math.round(lhr?.audits[id]?.numericValue ?? Number.NaN);
  const cls = lhr?.audits['cumulative-layout-shift']?.numericValue;
  return `FCP ${ms('first-contentful-paint')} / LCP ${ms('largest-contentful-paint')} / TBT ${ms('total-blocking-time')} / SI ${ms('speed-index')} ms, CLS ${cls === undefined ? '?' : cls.toFixed(3)}`;
}

/**
 * The pages Lighthouse scores: anonymous landing and sign-in, the doctor-finder's search and a profile, the
 * signed-in home, and a bare React 19 page (the machine's floor; `url` is absolute).
 */
const LIGHTHOUSE_PAGES: { label: string; path: string; signedIn: boolean; url?: string }[] = [
  { label: 'landing', path: '/', signedIn: false },
  { label: 'sign-in', path: '/signin', signedIn: false },
  { label: 'doctor-finder search', path: '/buscador-medico?specialty=cardiology&state=SP', signedIn: false },
  { label: 'doctor-finder profile', path: '/buscador-medico/', signedIn: false },
  { label: 'home (signed in)', path: '/home', signedIn: true },
];

/** The first public profile of the demo listing, so the profile row scores a real one. */
async function demoProfilePath(): Promise<string> {
  const answer = (await (await fetch(`${base}/docfinder-api/public/search?state=SP`)).json()) as {
    items?: { slug: string }[];
  };
  return `/buscador-medico/${answer.items?.[0]?.slug ?? 'none'}`;
}

/**
 * Lighthouse (mobile: its default emulation and simulated throttling) in Debian's Chromium, driven through
 * puppeteer so the signed-in page can start from a stored session (Lighthouse otherwise clears storage).
 * Prints, beside each score, the audits that cost accessibility points.
 */
async function lighthouseScores(origin: string, authorization: string): Promise<Record<string, Scores>> {
  const scores: Record<string, Scores> = {};
  const bareReact = await serveBareReactPage();
  try {
    const { default: lighthouse } = await import('lighthouse');
    const profilePath = await demoProfilePath();
    const pages = [
      ...LIGHTHOUSE_PAGES.map((entry) =>
        entry.path === '/buscador-medico/' ? { ...entry, path: profilePath } : entry,
      ),
      { label: 'bare React 19 (floor)', path: '/', signedIn: false, url: bareReact.url },
    ];
    const puppeteer = await import('puppeteer-core');
    const token = authorization.replace(/^Bearer /, '');
    const profile = await (await fetch(`${base}/api/users/profile`, { headers: { authorization } })).text();
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      headless: true,
    });
    try {
      // One unmeasured page first: the browser's own start-up (its first process, compilation caches) would
      // otherwise be charged to whichever page is scored first.
      const warmUp = await browser.newPage();
      await warmUp.goto(bareReact.url, { waitUntil: 'load' });
      await warmUp.close();
      for (const { label, path, signedIn, url } of pages) {
        const page = await browser.newPage();
        try {
          if (signedIn) {
            // The session the web keeps after signing in (lib/storage-keys.ts), set on the origin first.
            await page.goto(`${origin}/healthz`);
            await page.evaluate(
              (values: string[][]) => {
                for (const [key, value] of values) localStorage.setItem(key ?? '', value ?? '');
              },
              [
                ['portal.accessToken', token],
                ['portal.identityProviderId', demoUid('doctor.br@example.com')],
                ['portal.profile', profile],
              ],
            );
          }
          const run = () =>
            lighthouse(
              url ?? `${origin}${path}`,
              {
                output: 'json',
                onlyCategories: ['performance', 'accessibility'],
                logLevel: 'error',
                disableStorageReset: signedIn,
              },
              undefined,
              page,
            );
          let result = await run();
          // Now and then Lighthouse loses its own trace of the load (NO_NAVSTART: "run Lighthouse again");
          // the page is measured once more rather than reported as not measured.
          if (result?.lhr.runtimeError) {
            console.warn(`lighthouse ${label}: ${result.lhr.runtimeError.code}, measured again`);
            result = await run();
          }
          const lhr = result?.lhr;
          if (lighthouseDir && lhr) {
            mkdirSync(lighthouseDir, { recursive: true });
            writeFileSync(join(lighthouseDir, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
          }
          // A score is null when Lighthouse could not measure it (e.g. a gatherer failed): say so, not 0.
          const score = (value: number | null | undefined) =>
            value === null || value === undefined ? 'not measured' : Math.round(value * 100);
          const failing = (lhr?.categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && lhr?.audits[ref.id]?.score === 0)
            .map((ref) => ref.id);
          if (
            lhr?.finalDisplayedUrl &&
            new URL(lhr.finalDisplayedUrl).pathname !== new URL(path, origin).pathname
          )
            console.warn(`lighthouse ${label}: ended on ${lhr.finalDisplayedUrl}`);
          scores[label] = {
            performance: score(lhr?.categories.performance?.score),
            accessibility: score(lhr?.categories.accessibility?.score),
            failing: failing.join(', ') || '–',
            metrics: timings(lhr),
          };
        } catch (error) {
          scores[label] = `not measured: ${(error as Error).message}`;
        } finally {
          await page.close();
        }
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    scores.all = `not measured: ${(error as Error).message}`;
  } finally {
    await bareReact.close();
  }
  return scores;
}

/** Migrates and fills the database before the server starts (PGlite allows one process at a time). */
async function prepareDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const started = Date.now();
  const database = await createDatabase(options);
  try {
    await migrateDatabase(database);
    // With the demo corpus: its products give the product detail something to show.
    await seedDemo(database, { content: { mediaDir: join(options.dataDir, 'media') } });
    const corpus = buildBenchCorpus(items);
    for (let i = 0; i < corpus.length; i += 500)
      await contentStore.insertContentItems(database.db, corpus.slice(i, i + 500));
    if (!lighthouseOnly) await seedBenchDocfinder(database, DOCFINDER_ADDRESSES);
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

function startServer(env: Record<string, string>): ChildProcess {
  const profiling = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  return spawn(process.execPath, [...profiling, 'apps/api/src/server.ts'], {
    cwd: root,
    // Warnings and start-up failures of the server show in the report.
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DOCFINDER_SEARCH_RATE_LIMIT_PER_MINUTE: '100000000',
      IDP_PARTNER_SECRET: partnerSecret,
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
      ...env,
    },
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

async function run(kind: Kind, env: Record<string, string>, lighthouse: boolean): Promise<void> {
  const server = startServer(env);
  try {
    await waitForReady(`${base}/readyz`);
    if (lighthouseOnly) {
      lighthouseResults = await lighthouseScores(
        `http://br.localhost:${port}`,
        `Bearer ${await signInDoctor()}`,
      );
      return;
    }
    if (searchesOnly) {
      await timeSearches(kind, `Bearer ${await signInDoctor()}`);
      await timeDocfinderSearches(kind);
      return;
    }
    if (cpuProfDir) {
      const headers = { authorization: `Bearer ${await signInDoctor()}` };
      console.log(`\n${kind}: profiling ${profilePath} (${duration} s plain, ${duration} s br)…`);
      for (const extra of [{}, COMPRESSED]) {
        const result = await load(`${base}${profilePath}`, { ...headers, ...extra });
        const encoding = 'accept-encoding' in extra ? 'br' : 'plain';
        console.log(`  ${encoding}: ${result.reqPerSec} req/s, p99 ${result.p99} ms`);
      }
      return;
    }
    console.log(`\n${kind}: loading (${duration} s per load, ${connections} connections)…`);
    await compare(kind, 'public countries', '/api/public/countries', {});
    const authorization = `Bearer ${await signInDoctor()}`;
    const headers = { authorization };
    const products = (await (await fetch(`${base}/api/clusters/products`, { headers })).json()) as {
      items: { id: string }[];
    };
    const endpoints: [string, string][] = [
      ['home', '/api/clusters/home'],
      ['cluster page', '/api/clusters/novelty'],
      // Read without logging, so the run measures reads.
      ['content detail', '/api/contents/bench-00001?logContentAccess=false'],
      ['product detail', `/api/products/${products.items[0]?.id ?? 'none'}`],
      ['search', '/api/search?q=insufici%C3%AAncia%20card%C3%ADaca'],
    ];
    // First: the 200 distinct searches must each miss the search cache, the load's query included.
    await timeSearches(kind, authorization);
    for (const [label, path] of endpoints) await compare(kind, label, path, headers);
    await compare(
      kind,
      'doctor-finder search',
      '/docfinder-api/public/search?specialty=cardiology&state=SP',
      {},
    );
    await timeDocfinderSearches(kind);
    // After the loads, so its simulated-throttling figures never share the CPU with autocannon.
    if (lighthouse) {
      lighthouseResults = await lighthouseScores(`http://br.localhost:${port}`, authorization);
      printLighthouse();
    }
  } finally {
    await stopServer(server);
  }
}

function adminQuery(url: string, text: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  return client
    .connect()
    .then(() => client.query(text))
    .finally(() => client.end());
}

function cell(measure: Measure | undefined): string[] {
  if (!measure) return ['–', '–', '–', '–'];
  const ratio = measure.portal.reqPerSec / Math.max(1, measure.bare.reqPerSec);
  const met = ratio >= GOAL_RATIO && measure.portal.p99 <= GOAL_P99_MS;
  return [
    String(measure.portal.reqPerSec),
    String(measure.bare.reqPerSec),
    `${ratio.toFixed(2)}${met ? ' ✓' : ` ✗ (${ratio < GOAL_RATIO ? `${(GOAL_RATIO - ratio).toFixed(2)} short` : 'ratio ok'})`}`,
    `${measure.portal.p99}${measure.portal.p99 <= GOAL_P99_MS ? '' : ` (+${measure.portal.p99 - GOAL_P99_MS})`}`,
  ];
}

let lighthouseResults: Record<string, Scores> | null = null;

function printLighthouse(): void {
  if (!lighthouseResults) return;
  console.log(
    '\nLighthouse, mobile, PGlite (goal: performance >= 95, accessibility 100; failing = accessibility audits that fail):',
  );
  for (const [label, scores] of Object.entries(lighthouseResults)) {
    if (typeof scores === 'string') console.log(`  ${label}: ${scores}`);
    else
      console.log(
        `  ${label.padEnd(17)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}  failing: ${scores.failing}\n${' '.repeat(19)}${scores.metrics}`,
      );
  }
}

/** ARCHITECTURE.md's landing goal; `npm run size` enforces the interim 150 KB budget. */
const LANDING_GOAL_BYTES = 100 * 1024;

function printLandingSize(): void {
  const distDir = join(root, 'apps/web/dist');
  if (!existsSync(join(distDir, 'index.html'))) return;
  const { gzipBytes, files } = measure(distDir).initial;
  const verdict =
    gzipBytes <= LANDING_GOAL_BYTES ? '✓' : `✗ (${kb(gzipBytes - LANDING_GOAL_BYTES)} over; see README)`;
  console.log(
    `\nLanding initial JavaScript: ${kb(gzipBytes)} gzip in ${files.length} files (goal <= ${kb(LANDING_GOAL_BYTES)}) ${verdict}`,
  );
}

function printTable(): void {
  const header = [
    'endpoint',
    'bytes (plain, br)',
    'PGlite req/s',
    'bare',
    'ratio',
    'p99 ms',
    'PostgreSQL req/s',
    'bare',
    'ratio',
    'p99 ms',
  ];
  const rows = [...results.entries()].map(([label, byKind]) => [
    label,
    sizes.get(label.replace(/, .*$/, '')) ?? '',
    ...cell(byKind.PGlite),
    ...cell(byKind.PostgreSQL),
  ]);
  const search = (kind: Kind) => {
    const s = searchTimes[kind];
    // The slowest is the first without results: it reads the audience's title words for "did you mean".
    return s
      ? `p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} / max ${s.max} ms (${s.empty} without results)\n    slowest ms: ${s.slowest}`
      : '–';
  };
  const lines = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...lines.map((line) => (line[i] ?? '').length)));
  if (rows.length > 0) {
    console.log(
      `\nAPI load: ${connections} connections, ${duration} s per load, ${items} items; goal ratio >= ${GOAL_RATIO} and p99 <= ${GOAL_P99_MS} ms`,
    );
    for (const [i, line] of lines.entries()) {
      console.log(`| ${line.map((c, j) => c.padEnd(widths[j] ?? 0)).join(' | ')} |`);
      if (i === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    }
  }
  console.log(`\n200 distinct searches, one client, no cache (goal p95 <= 30 ms on PostgreSQL):`);
  console.log(`  PGlite:     ${search('PGlite')}`);
  console.log(`  PostgreSQL: ${search('PostgreSQL')}`);
  const docfinder = (kind: Kind) => {
    const s = docfinderTimes[kind];
    return s ? `p50 ${s.p50} / p95 ${s.p95} / p99 ${s.p99} ms (${s.empty} without results)` : '–';
  };
  console.log(
    `\n200 distinct doctor-finder searches over ${DOCFINDER_ADDRESSES} practices, one client (goal p95 <= 30 ms):`,
  );
  console.log(`  PGlite:     ${docfinder('PGlite')}`);
  console.log(`  PostgreSQL: ${docfinder('PostgreSQL')}`);
  printLighthouse();
  printLandingSize();
}

/** The load on PostgreSQL, in a database of its own created for the run and dropped after it. */
async function runOnPostgres(serverUrl: string): Promise<void> {
  const name = `portal_bench_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  try {
    await prepareDatabase({ dataDir, databaseUrl: url.toString() });
    await run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, false);
  } finally {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** The `--cpu-prof` run: on PostgreSQL when BENCH_DATABASES=postgres (and a URL is set), else PGlite. */
async function profileRun(databases: string[] | undefined): Promise<void> {
  if (!cpuProfDir) return;
  if (postgresUrl && databases?.includes('postgres')) {
    await runOnPostgres(postgresUrl);
  } else {
    await prepareDatabase({ dataDir });
    await run('PGlite', { DATA_DIR: dataDir }, false);
  }
  const file = readdirSync(cpuProfDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no .cpuprofile written in ${cpuProfDir}`);
  printProfile(summarizeProfile(join(cpuProfDir, file), 20));
  console.log(`(profile kept at ${join(cpuProfDir, file)}; open it in Chrome DevTools)`);
}

const only = process.env.BENCH_DATABASES?.split(',');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
if (!existsSync(join(root, 'apps/web/dist/index.html')))
  console.warn('apps/web/dist is missing: run `npm run build` first, or Lighthouse scores no pages');
try {
  if (lighthouseOnly) {
    await prepareDatabase({ dataDir });
    await run('PGlite', { DATA_DIR: dataDir }, true);
    printLighthouse();
    printLandingSize();
  } else if (cpuProfDir) {
    await profileRun(only);
  } else {
    if (!only || only.includes('pglite')) {
      await prepareDatabase({ dataDir });
      await run('PGlite', { DATA_DIR: dataDir }, process.env.BENCH_LIGHTHOUSE !== 'false' && !searchesOnly);
      // The figures so far, in case the PostgreSQL run is stopped.
      if (postgresUrl && (!only || only.includes('postgres'))) printTable();
    }
    if (postgresUrl && (!only || only.includes('postgres'))) {
      await runOnPostgres(postgresUrl);
    } else if (!postgresUrl) {
      console.log('\nPostgreSQL: not run (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    }
    printTable();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
