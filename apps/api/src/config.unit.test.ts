import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_PUSH_SERVICE_HOSTS,
  IDP_SECRET_FILE,
  loadConfig,
  REPO_ROOT,
  VAPID_KEYS_FILE,
} from './config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'portal-config-'));
const SECRET = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const cwd = tempDir();
    const config = loadConfig({ IDP_PARTNER_SECRET: SECRET }, { cwd });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      databaseUrl: undefined,
      brand: 'bayer',
      brandLabel: 'Bayer',
      demoData: true,
      nodeEnv: 'production',
      production: true,
      logLevel: 'info',
      rateLimitPerMinute: 600,
      formRateLimitPerMinute: 20,
      trustProxy: false,
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      docfinderApiUrl: '/docfinder-api',
      media: { kind: 'local' },
      passwordHashLog2N: 17,
    });
    expect(config.hostMap['mx.localhost']).toBe('MX');
    expect(config.hostMap['br.localhost']).toBe('BR');
  });

  it('reads the S3 media store and refuses it without a bucket or with half the credentials', () => {
    const s3 = {
      IDP_PARTNER_SECRET: SECRET,
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3, { cwd: tempDir() }).media).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'portal-media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ ...s3, S3_BUCKET: '' }, { cwd: tempDir() })).toThrow(/S3_BUCKET: Required/);
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' }, { cwd: tempDir() })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, MEDIA_STORE: 'ftp' }, { cwd: tempDir() })).toThrow(/MEDIA_STORE/);
  });

  it('parses explicit values and treats empty variables as unset', () => {
    const config = loadConfig(
      {
        PORT: '3101',
        HOST: '',
        DATA_DIR: '/tmp/portal-x',
        DATABASE_URL: 'postgres://u@db:5432/portal',
        BRAND: 'acme',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        IDP_PARTNER_SECRET: SECRET,
        COUNTRY_HOSTS: 'portal.example.mx=mx, portal.example.cl=CL',
      },
      { cwd: tempDir() },
    );
    expect(config).toMatchObject({
      port: 3101,
      host: '0.0.0.0',
      dataDir: '/tmp/portal-x',
      databaseUrl: 'postgres://u@db:5432/portal',
      brandLabel: 'Acme',
      production: true,
      logLevel: 'warn',
      idpPartnerSecret: SECRET,
    });
    expect(config.hostMap).toMatchObject({
      'portal.example.mx': 'MX',
      'portal.example.cl': 'CL',
      'pe.localhost': 'PE',
    });
  });

  it('turns demo data off for PostgreSQL unless asked for', () => {
    const env = { IDP_PARTNER_SECRET: SECRET, DATABASE_URL: 'postgresql://localhost/portal' };
    expect(loadConfig(env, { cwd: tempDir() }).demoData).toBe(false);
    expect(loadConfig({ ...env, DEMO_DATA: 'true' }, { cwd: tempDir() }).demoData).toBe(true);
    expect(loadConfig({ ...env, DEMO_DATA: '1' }, { cwd: tempDir() }).demoData).toBe(true);
    expect(loadConfig({ IDP_PARTNER_SECRET: SECRET, DEMO_DATA: 'false' }, { cwd: tempDir() }).demoData).toBe(
      false,
    );
  });

  it('takes the doctor-finder API address as a path or an http(s) URL', () => {
    const load = (DOCFINDER_API_URL: string) =>
      loadConfig({ DOCFINDER_API_URL, IDP_PARTNER_SECRET: SECRET }, { cwd: tempDir() }).docfinderApiUrl;
    expect(load('https://docfinder.example.com/v1')).toBe('https://docfinder.example.com/v1');
    expect(load('/df')).toBe('/df');
    for (const bad of ['//evil.example', 'javascript:alert(1)', 'docfinder']) {
      expect(() => load(bad)).toThrow(/DOCFINDER_API_URL/);
    }
  });

  it('takes the banner video as a Vimeo id with an optional hex link hash, and Trusted Types as report-only or enforced', () => {
    const load = (vars: Record<string, string>) =>
      loadConfig({ IDP_PARTNER_SECRET: SECRET, ...vars }, { cwd: tempDir() });
    expect(load({}).docfinderBannerVideo).toBeNull();
    expect(load({}).trustedTypes).toBe('report-only');
    expect(load({ TRUSTED_TYPES: 'enforce' }).trustedTypes).toBe('enforce');
    expect(
      load({ DOCFINDER_BANNER_VIDEO_ID: '76979871', DOCFINDER_BANNER_VIDEO_TOKEN: '8272103f6e' })
        .docfinderBannerVideo,
    ).toEqual({ id: '76979871', token: '8272103f6e' });
    expect(load({ DOCFINDER_BANNER_VIDEO_ID: '76979871' }).docfinderBannerVideo).toEqual({
      id: '76979871',
      token: null,
    });
    expect(() => load({ DOCFINDER_BANNER_VIDEO_ID: 'abc' })).toThrow(/DOCFINDER_BANNER_VIDEO_ID/);
    expect(() => load({ DOCFINDER_BANNER_VIDEO_ID: '1', DOCFINDER_BANNER_VIDEO_TOKEN: '"><x' })).toThrow(
      /DOCFINDER_BANNER_VIDEO_TOKEN/,
    );
    expect(() => load({ DOCFINDER_BANNER_VIDEO_TOKEN: '8272103f6e' })).toThrow(/DOCFINDER_BANNER_VIDEO_ID/);
    expect(() => load({ TRUSTED_TYPES: 'off' })).toThrow(/TRUSTED_TYPES/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust everyone"', () => {
    const trust = (value: string) =>
      loadConfig({ IDP_PARTNER_SECRET: SECRET, TRUST_PROXY: value }, { cwd: tempDir() }).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback']);
    expect(trust('fd00::/8,::1')).toEqual(['fd00::/8', '::1']);
    for (const bad of ['true', 'yes', 'on', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '999']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('takes a lower password-hash cost only outside production', () => {
    const env = { IDP_PARTNER_SECRET: SECRET, PASSWORD_HASH_LOG2N: '12' };
    expect(loadConfig({ ...env, NODE_ENV: 'test' }, { cwd: tempDir() }).passwordHashLog2N).toBe(12);
    expect(() => loadConfig(env, { cwd: tempDir() })).toThrow(/PASSWORD_HASH_LOG2N/);
    expect(() => loadConfig({ ...env, PASSWORD_HASH_LOG2N: '25' }, { cwd: tempDir() })).toThrow(
      /PASSWORD_HASH_LOG2N/,
    );
  });

  it('looks CEPs up only when CEP_LOOKUP_URL is set, on an allowlisted host, within 2 s by default', () => {
    const dataDir = tempDir();
    expect(loadConfig({ IDP_PARTNER_SECRET: SECRET, DATA_DIR: dataDir }).cepLookup).toBeNull();
    expect(
      loadConfig({
        IDP_PARTNER_SECRET: SECRET,
        DATA_DIR: dataDir,
        CEP_LOOKUP_URL: 'https://viacep.com.br/ws',
      }).cepLookup,
    ).toEqual({ url: 'https://viacep.com.br/ws', allowedHosts: ['viacep.com.br'], timeoutMs: 2000 });
    // Any other host must be named in CEP_LOOKUP_HOSTS: the server never calls an address it was not told to.
    expect(() =>
      loadConfig({
        IDP_PARTNER_SECRET: SECRET,
        DATA_DIR: dataDir,
        CEP_LOOKUP_URL: 'http://169.254.169.254/ws',
      }),
    ).toThrow(/CEP_LOOKUP_URL/);
    expect(
      loadConfig({
        IDP_PARTNER_SECRET: SECRET,
        DATA_DIR: dataDir,
        CEP_LOOKUP_URL: 'http://cep.internal:8080/ws',
        CEP_LOOKUP_HOSTS: 'cep.internal:8080',
        CEP_LOOKUP_TIMEOUT_MS: '500',
      }).cepLookup,
    ).toEqual({ url: 'http://cep.internal:8080/ws', allowedHosts: ['cep.internal:8080'], timeoutMs: 500 });
  });

  it('generates the VAPID key pair once into DATA_DIR and keeps it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ IDP_PARTNER_SECRET: SECRET, DATA_DIR: dataDir });
    expect(Buffer.from(first.push.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.push.vapidPrivateKey, 'base64url')).toHaveLength(32);
    expect(statSync(join(dataDir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    const again = loadConfig({ IDP_PARTNER_SECRET: SECRET, DATA_DIR: dataDir });
    expect(again.push).toEqual(first.push);
    expect(first.push).toMatchObject({
      vapidSubject: 'mailto:no-reply@portal.example',
      serviceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
  });

  it('takes the VAPID keys as a pair, and the push hosts as host[:port] or *.domain', () => {
    const dataDir = tempDir();
    const { push } = loadConfig({ IDP_PARTNER_SECRET: SECRET, DATA_DIR: tempDir() });
    const config = loadConfig({
      IDP_PARTNER_SECRET: SECRET,
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: push.vapidPublicKey,
      VAPID_PRIVATE_KEY: push.vapidPrivateKey,
      VAPID_SUBJECT: 'https://portal.example/contact',
      PUSH_SERVICE_HOSTS: 'Push.Example:8443, *.notify.windows.com',
    });
    expect(config.push).toMatchObject({
      vapidPublicKey: push.vapidPublicKey,
      vapidSubject: 'https://portal.example/contact',
      serviceHosts: ['push.example:8443', '*.notify.windows.com'],
    });
    expect(existsSync(join(dataDir, VAPID_KEYS_FILE))).toBe(false);
    expect(() => loadConfig({ IDP_PARTNER_SECRET: SECRET, VAPID_PUBLIC_KEY: push.vapidPublicKey })).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      loadConfig({ IDP_PARTNER_SECRET: SECRET, PUSH_SERVICE_HOSTS: 'https://x.example/' }),
    ).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => loadConfig({ IDP_PARTNER_SECRET: SECRET, VAPID_SUBJECT: 'http://x.example' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it('rejects a bad PORT, naming it', () => {
    for (const PORT of ['abc', '70000', '-1', '3.5']) {
      expect(() => loadConfig({ PORT, IDP_PARTNER_SECRET: SECRET }, { cwd: tempDir() })).toThrow(/PORT/);
    }
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'x',
          DATABASE_URL: 'mysql://db',
          DEMO_DATA: 'maybe',
          COUNTRY_HOSTS: 'a.example=US',
          IDP_PARTNER_SECRET: 'short',
          LOG_LEVEL: 'loud',
        },
        { cwd: tempDir() },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'DEMO_DATA',
      'COUNTRY_HOSTS',
      'IDP_PARTNER_SECRET',
      'LOG_LEVEL',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('generates the partner secret once in DATA_DIR and reuses it', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir }).idpPartnerSecret;
    const file = join(dataDir, IDP_SECRET_FILE);
    expect(existsSync(file)).toBe(true);
    expect(Buffer.from(first, 'base64')).toHaveLength(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);

    expect(loadConfig({ DATA_DIR: dataDir }).idpPartnerSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: tempDir() }).idpPartnerSecret).not.toBe(first);
  });

  it('prefers IDP_PARTNER_SECRET and refuses a corrupt stored secret', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, IDP_PARTNER_SECRET: SECRET }).idpPartnerSecret).toBe(SECRET);
    expect(existsSync(join(dataDir, IDP_SECRET_FILE))).toBe(false);
    writeFileSync(join(dataDir, IDP_SECRET_FILE), 'not base64!');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
  });
});
