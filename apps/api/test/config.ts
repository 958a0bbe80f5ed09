import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, loadConfig } from '../src/config.ts';

/** A fixed secret so tests never write one; 32 bytes of 0x2a. */
export const TEST_IDP_SECRET = Buffer.alloc(32, 42).toString('base64');

/** Config as in production code, quiet, with its own data folder and no web build unless given. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-api-test-')),
    IDP_PARTNER_SECRET: TEST_IDP_SECRET,
    AUTHENTICATOR_PASSWORD: 'test-authenticator-password',
    WEB_DIST_DIR: join(tmpdir(), 'portal-api-test-no-web-dist'),
    // Fast hashes in tests; the ASVS default (2^17) is proven in the passwords unit test.
    PASSWORD_HASH_LOG2N: '12',
  });
  // The push sender polls on timers: the in-process suites drive it with `app.pushSender.runOnce()`.
  return { ...config, push: { ...config.push, startSender: false }, ...overrides };
}
