import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CEP_PEER_PREFIX } from './e2e/cep-peer.ts';
import {
  BANNER_VIDEO,
  CHANGES_CREDENTIALS,
  E2E_PORT,
  MAIL_SINK_HTTP_PORT,
  MAIL_SINK_SMTP_PORT,
  MEDICAL_TEAM_MAILBOX,
  PUSH_E2E_HOST,
} from './e2e/environment.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// The e2e suite runs the built app on the real server with a fresh embedded database,
// in Debian's Chromium (never a downloaded browser).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Deadlines, never measurements: generous, so that a test that is only slow on a machine shared with other
  // work (two cores) still passes. Long flows call test.slow() (three times this).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests run in parallel on one seeded database: those that change a demo account's credentials wait for
  // every other test to finish, so no one signs in with a password that another test just changed.
  projects: [
    { name: 'portal', grepInvert: new RegExp(CHANGES_CREDENTIALS) },
    { name: 'changed-credentials', grep: new RegExp(CHANGES_CREDENTIALS), dependencies: ['portal'] },
  ],
  use: {
    baseURL: `http://br.localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // Entrances (toasts fading in) are transient states axe cannot judge: under load it caught a toast at
    // 2:1 mid-fade. The portal and sonner honour reduced motion, so every state the specs see is final.
    reducedMotion: 'reduce',
    // The portal's service worker (production builds) would answer requests that page.route() then never
    // sees: blocked for every spec except the one about it (e2e/push.spec.ts allows it).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: [
    {
      command: 'node e2e/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/healthz`,
      reuseExistingServer: false,
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
      },
    },
    {
      command: 'node apps/api/src/server.ts',
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        FORM_RATE_LIMIT_PER_MINUTE: '100000',
        DOCFINDER_SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        MAIL_POLL_INTERVAL_MS: '200',
        MEDICAL_INFORMATION_EMAIL: MEDICAL_TEAM_MAILBOX,
        DOCFINDER_BANNER_VIDEO_ID: BANNER_VIDEO.id,
        DOCFINDER_BANNER_VIDEO_TOKEN: BANNER_VIDEO.token,
        // Headless Chromium reaches no real push service: the push spec's subscriptions point at a closed
        // loopback port, so the sender never calls out of the machine.
        PUSH_SERVICE_HOSTS: PUSH_E2E_HOST,
        // The CEP look-up calls the mail sink's ViaCEP look-alike (e2e/cep-peer.ts), never the internet.
        CEP_LOOKUP_URL: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}${CEP_PEER_PREFIX}`,
        CEP_LOOKUP_HOSTS: `127.0.0.1:${MAIL_SINK_HTTP_PORT}`,
      },
    },
  ],
});
