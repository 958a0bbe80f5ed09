// Every environment variable the server reads, parsed once. Invalid values stop the start-up with
// one message that lists them all.
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DEFAULT_HOST_MAP, type HostMap, parseHostMap } from '@portal/countries';
import { z } from 'zod';
import { parseServiceLevels, type ServiceLevels } from './modules/mi-desk/sla.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const IDP_SECRET_FILE = 'idp-partner-secret';
export const AUTHENTICATOR_SECRET_FILE = 'authenticator-password';
export const VAPID_KEYS_FILE = 'vapid-keys.json';
/** Chrome (FCM), Firefox (autopush), Edge (WNS, many regional hosts) and Safari (Apple). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

/** The public CEP services the server may call unless CEP_LOOKUP_HOSTS names others (SSRF allowlist). */
export const DEFAULT_CEP_LOOKUP_HOSTS = ['viacep.com.br'];

/** Whether `host` (host[:port]) is one of `allowed` (`host`, `host:port` or `*.domain`). */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const lower = host.toLowerCase();
  const name = lower.replace(/:\d+$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : entry === lower || entry === name,
  );
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', '1', 'yes', 'on', 'false', '0', 'no', 'off'].includes(v), 'Expected true or false')
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const base64Secret = z
  .string()
  .trim()
  .refine((v) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(v), 'Expected base64')
  .refine((v) => Buffer.from(v, 'base64').length >= 16, 'Expected at least 16 bytes (base64)');

const base64url = (bytes: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes,
      `Expected ${bytes} bytes in base64url`,
    );

/** `host`, `host:port` or `*.domain` (any sub-domain), comma-separated. */
const pushHostsSchema = z
  .string()
  .trim()
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) =>
      hosts.length > 0 && hosts.every((h) => /^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(h)),
    'Expected comma-separated host[:port] names, e.g. fcm.googleapis.com,*.notify.windows.com',
  );

const urlWithProtocol = (protocols: string[]) =>
  z.url().refine((v) => protocols.includes(new URL(v).protocol), `Expected a ${protocols.join(' or ')} URL`);

const socialProviderSchema = z.object({
  issuer: urlWithProtocol(['http:', 'https:']),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
});
const socialProvidersSchema = z.partialRecord(z.enum(['linkedin', 'facebook']), socialProviderSchema);
export type SocialProviderConfig = z.infer<typeof socialProviderSchema>;
export type SocialProvidersConfig = z.infer<typeof socialProvidersSchema>;

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** proxy-addr's names for the private ranges, accepted alongside addresses and CIDR blocks. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies to believe about the client address: off, a number of hops in front of the server, or a
 * list of proxy addresses / CIDR blocks. Never "all": any client could then forge X-Forwarded-For and
 * escape the per-address rate limits.
 */
export type TrustProxy = false | number | string[];

const trustProxySchema = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    const lower = text.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = lower
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (['true', 'yes', 'on'].includes(lower) || entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Expected a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR blocks (e.g. 10.0.0.0/8,loopback); "true" (trust every sender) is refused',
      });
      return z.NEVER;
    }
    return entries;
  });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
    REDIS_URL: urlWithProtocol(['redis:', 'rediss:']).optional(),
    PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
    SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
    IDP_PARTNER_SECRET: base64Secret.optional(),
    BRAND: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/, 'Expected lower-case letters, digits and hyphens')
      .default('bayer'),
    DEMO_DATA: flag.optional(),
    SESSION_CACHE: flag.optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    COUNTRY_HOSTS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return {};
        try {
          return parseHostMap(text);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    DOCFINDER_SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
    TRUST_PROXY: trustProxySchema.default(false),
    WEB_DIST_DIR: z.string().min(1).optional(),
    IDENTITY_PROVIDER: z.enum(['embedded', 'sap-cdc']).default('embedded'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
    // scrypt cost of new password hashes as log2(N); 17 is the ASVS 5.0 one, lower only outside production.
    PASSWORD_HASH_LOG2N: z.coerce.number().int().min(10).max(20).default(17),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
    AUTHENTICATOR_USER: z.string().min(1).default('portal'),
    AUTHENTICATOR_PASSWORD: z.string().min(12).optional(),
    SOCIAL_PROVIDERS: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return {};
        const parsed = socialProvidersSchema.safeParse(safeJson(text));
        if (parsed.success) return parsed.data;
        ctx.addIssue({
          code: 'custom',
          message: 'Expected JSON {"linkedin": {"issuer", "clientId", "clientSecret"}}',
        });
        return z.NEVER;
      }),
    MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.example>'),
    MEDICAL_INFORMATION_EMAIL: z.email().default('informacao.medica@portal.example'),
    // The MI desk's service level in working days: "5" for all, or "BR=3,MX=5" (decision 016).
    MI_SLA_WORKING_DAYS: z
      .string()
      .default('5')
      .transform((text, ctx) => {
        const levels = parseServiceLevels(text);
        if (typeof levels !== 'string') return levels;
        ctx.addIssue({ code: 'custom', message: levels });
        return z.NEVER;
      }),
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
    MEETING_JITSI_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'Expected a host name, e.g. meet.jit.si')
      .default('meet.jit.si'),
    ZOOM_SDK_KEY: z.string().min(1).optional(),
    ZOOM_SDK_SECRET: z.string().min(1).optional(),
    DOCFINDER_API_URL: z
      .string()
      .trim()
      .refine(
        (v) =>
          (v.startsWith('/') && !v.startsWith('//')) ||
          ['http:', 'https:'].includes(safeUrl(v)?.protocol ?? ''),
        'Expected a path such as /docfinder-api or an http(s) URL',
      )
      .default('/docfinder-api'),
    DOCFINDER_BANNER_VIDEO_ID: z
      .string()
      .regex(/^\d{1,12}$/, 'Expected a Vimeo video id (digits)')
      .optional(),
    DOCFINDER_BANNER_VIDEO_TOKEN: z
      .string()
      .regex(/^[0-9a-f]{6,40}$/i, "Expected the hash of a Vimeo unlisted video's link")
      .optional(),
    TRUSTED_TYPES: z.enum(['report-only', 'enforce']).default('report-only'),
    MEDIA_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: urlWithProtocol(['http:', 'https:']).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Expected an S3 bucket name')
      .optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    VAPID_PUBLIC_KEY: base64url(65).optional(),
    VAPID_PRIVATE_KEY: base64url(32).optional(),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .refine(
        (v) => /^mailto:[^@\s]+@[^@\s]+$/.test(v) || safeUrl(v)?.protocol === 'https:',
        'Expected mailto:address or an https URL',
      )
      .optional(),
    PUSH_SERVICE_HOSTS: pushHostsSchema.optional(),
    PUSH_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
    CEP_LOOKUP_URL: urlWithProtocol(['http:', 'https:']).optional(),
    CEP_LOOKUP_HOSTS: pushHostsSchema.optional(),
    CEP_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(2000),
  })
  .refine(
    (vars) =>
      !vars.CEP_LOOKUP_URL ||
      hostAllowed(new URL(vars.CEP_LOOKUP_URL).host, vars.CEP_LOOKUP_HOSTS ?? DEFAULT_CEP_LOOKUP_HOSTS),
    {
      path: ['CEP_LOOKUP_URL'],
      message: 'Its host must be in CEP_LOOKUP_HOSTS (default viacep.com.br)',
    },
  )
  .refine((vars) => !vars.VAPID_PUBLIC_KEY === !vars.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'Set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
  })
  .refine((vars) => !vars.DOCFINDER_BANNER_VIDEO_TOKEN || vars.DOCFINDER_BANNER_VIDEO_ID, {
    path: ['DOCFINDER_BANNER_VIDEO_ID'],
    message: 'Required when DOCFINDER_BANNER_VIDEO_TOKEN is set',
  })
  .refine((vars) => vars.MEDIA_STORE !== 's3' || vars.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'Required when MEDIA_STORE=s3',
  })
  .refine((vars) => !vars.S3_ACCESS_KEY_ID === !vars.S3_SECRET_ACCESS_KEY, {
    path: ['S3_SECRET_ACCESS_KEY'],
    message: 'Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
  });

/** Where media files live: DATA_DIR/media, or an S3-compatible bucket. */
export type MediaStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset: AWS S3 itself; set: any S3-compatible server (path-style addressing). */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the AWS SDK's default chain (environment, instance role). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared store of the rate limits and the session cache: required when several API processes serve. */
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Base64; the embedded identity provider's signing key. */
  idpPartnerSecret: string;
  brand: string;
  /** 'bayer' -> 'Bayer': the prefix of every page title. */
  brandLabel: string;
  demoData: boolean;
  /** Sessions and users' hot data cached (in Redis with REDIS_URL, else in the process): plugins/session-cache.ts. */
  sessionCache: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  /** DEFAULT_HOST_MAP with COUNTRY_HOSTS merged over it. */
  hostMap: HostMap;
  logLevel: LogLevel;
  /** Per IP and minute on the API prefixes. */
  rateLimitPerMinute: number;
  /** Per IP and minute on public form submissions (consent, ...). */
  formRateLimitPerMinute: number;
  /** Per IP and minute on the doctor-finder's public search and profiles (against scraping). */
  docfinderSearchRateLimitPerMinute: number;
  /** Honour X-Forwarded-* from these proxies only (hops or addresses), so rate limits see the client's address. */
  trustProxy: TrustProxy;
  /** Absolute path of the built web app (apps/web/dist by default). */
  webDistDir: string;
  /** Which identity provider the web uses: the embedded one, or a real SAP CDC tenant. */
  identityProvider: 'embedded' | 'sap-cdc';
  sessionIdleMinutes: number;
  /** scrypt N = 2^this for new password hashes (17 in production). */
  passwordHashLog2N: number;
  sessionAbsoluteHours: number;
  /** Basic credentials of the authenticator endpoints. */
  authenticator: { user: string; password: string };
  /** OAuth 2.0 / OpenID Connect providers for social sign-in; absent ones are not offered. */
  socialProviders: SocialProvidersConfig;
  mailFrom: string;
  medicalInformationEmail: string;
  /** Working days to answer a medical-information request, per country (decision 016). */
  miServiceLevels: ServiceLevels;
  mailPollIntervalMs: number;
  /** Live events: the Jitsi Meet server (default provider) and the Zoom Meeting SDK key (second provider). */
  meeting: { jitsiDomain: string; zoomSdkKey: string | undefined; zoomSdkSecret?: string | undefined };
  /** Base address of the doctor-finder API that the web calls: a same-origin path or an http(s) URL. */
  docfinderApiUrl: string;
  /** The doctor-finder landing's banner video on Vimeo (decision 013), or null for none. */
  docfinderBannerVideo: BannerVideo | null;
  /** Trusted Types for the page's script sinks: reported (default) or enforced (decision 014). */
  trustedTypes: 'report-only' | 'enforce';
  media: MediaStoreConfig;
  /**
   * Brazil's address look-up by CEP (a ViaCEP-compatible service): its base URL (the adapter appends
   * `/{cep}/json/`), the hosts it may be on, and how long a look-up may take before manual entry. Null
   * when CEP_LOOKUP_URL is unset: the practice form is typed by hand.
   */
  cepLookup: { url: string; allowedHosts: string[]; timeoutMs: number } | null;
  /** Web Push: the VAPID key pair (base64url), its contact, and the only hosts the server posts to. */
  push: {
    vapidPublicKey: string;
    vapidPrivateKey: string;
    vapidSubject: string;
    /** `host`, `host:port` or `*.domain`; https only (SSRF: a subscription is a URL the server calls). */
    serviceHosts: string[];
    pollIntervalMs: number;
    /** Deliver the queue from this process (off in the in-process test apps, which drive `runOnce`). */
    startSender: boolean;
  };
}

/** A Vimeo video: its id and, for an unlisted one, the hash of its private link. */
export interface BannerVideo {
  id: string;
  token: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadConfigOptions {
  /** Base for relative paths; the repository root when started with `npm start`. */
  cwd?: string;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): AppConfig {
  // An empty variable (common in .env files) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  if (vars.NODE_ENV === 'production' && vars.PASSWORD_HASH_LOG2N < 17) {
    throw new ConfigError('Invalid environment variables:\n  PASSWORD_HASH_LOG2N: at least 17 in production');
  }
  const cwd = options.cwd ?? process.cwd();
  const dataDir = resolve(cwd, vars.DATA_DIR);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    publicUrl: vars.PUBLIC_URL,
    smtpUrl: vars.SMTP_URL,
    idpPartnerSecret: vars.IDP_PARTNER_SECRET ?? readOrCreateSecret(dataDir, IDP_SECRET_FILE),
    brand: vars.BRAND,
    brandLabel: vars.BRAND.charAt(0).toUpperCase() + vars.BRAND.slice(1),
    demoData: vars.DEMO_DATA ?? !vars.DATABASE_URL,
    sessionCache: vars.SESSION_CACHE ?? true,
    nodeEnv: vars.NODE_ENV,
    production: vars.NODE_ENV === 'production',
    hostMap: { ...DEFAULT_HOST_MAP, ...vars.COUNTRY_HOSTS },
    logLevel: vars.LOG_LEVEL,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    formRateLimitPerMinute: vars.FORM_RATE_LIMIT_PER_MINUTE,
    docfinderSearchRateLimitPerMinute: vars.DOCFINDER_SEARCH_RATE_LIMIT_PER_MINUTE,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: vars.WEB_DIST_DIR ? resolve(cwd, vars.WEB_DIST_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    identityProvider: vars.IDENTITY_PROVIDER,
    sessionIdleMinutes: vars.SESSION_IDLE_MINUTES,
    passwordHashLog2N: vars.PASSWORD_HASH_LOG2N,
    sessionAbsoluteHours: vars.SESSION_ABSOLUTE_HOURS,
    authenticator: {
      user: vars.AUTHENTICATOR_USER,
      password: vars.AUTHENTICATOR_PASSWORD ?? readOrCreateSecret(dataDir, AUTHENTICATOR_SECRET_FILE),
    },
    socialProviders: vars.SOCIAL_PROVIDERS,
    mailFrom: vars.MAIL_FROM,
    medicalInformationEmail: vars.MEDICAL_INFORMATION_EMAIL,
    miServiceLevels: vars.MI_SLA_WORKING_DAYS,
    mailPollIntervalMs: vars.MAIL_POLL_INTERVAL_MS,
    meeting: {
      jitsiDomain: vars.MEETING_JITSI_DOMAIN,
      zoomSdkKey: vars.ZOOM_SDK_KEY,
      zoomSdkSecret: vars.ZOOM_SDK_SECRET,
    },
    docfinderApiUrl: vars.DOCFINDER_API_URL,
    docfinderBannerVideo: vars.DOCFINDER_BANNER_VIDEO_ID
      ? { id: vars.DOCFINDER_BANNER_VIDEO_ID, token: vars.DOCFINDER_BANNER_VIDEO_TOKEN ?? null }
      : null,
    trustedTypes: vars.TRUSTED_TYPES,
    media:
      vars.MEDIA_STORE === 's3' && vars.S3_BUCKET
        ? {
            kind: 's3',
            endpoint: vars.S3_ENDPOINT,
            bucket: vars.S3_BUCKET,
            region: vars.S3_REGION,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          }
        : { kind: 'local' },
    push: {
      ...(vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
        ? { vapidPublicKey: vars.VAPID_PUBLIC_KEY, vapidPrivateKey: vars.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      vapidSubject: vars.VAPID_SUBJECT ?? `mailto:${mailAddress(vars.MAIL_FROM)}`,
      serviceHosts: vars.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
      pollIntervalMs: vars.PUSH_POLL_INTERVAL_MS,
      startSender: true,
    },
    cepLookup: vars.CEP_LOOKUP_URL
      ? {
          url: vars.CEP_LOOKUP_URL,
          allowedHosts: vars.CEP_LOOKUP_HOSTS ?? DEFAULT_CEP_LOOKUP_HOSTS,
          timeoutMs: vars.CEP_LOOKUP_TIMEOUT_MS,
        }
      : null,
  };
}

/** 'Portal <no-reply@portal.example>' -> 'no-reply@portal.example'. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** A P-256 key pair for VAPID (RFC 8292), made once and kept in DATA_DIR like the other secrets. */
function readOrCreateVapidKeys(dataDir: string): { vapidPublicKey: string; vapidPrivateKey: string } {
  const file = join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = z
      .object({ publicKey: base64url(65), privateKey: base64url(32) })
      .safeParse(safeJson(readFileSync(file, 'utf8')));
    if (!stored.success)
      throw new ConfigError(`Invalid VAPID keys in ${file}: delete it to generate new ones`);
    return { vapidPublicKey: stored.data.publicKey, vapidPrivateKey: stored.data.privateKey };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  // A scalar with leading zero bytes comes back shorter: VAPID wants exactly 32 bytes.
  const keys = {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey };
}

/** Keeps a generated secret in DATA_DIR so signatures and credentials stay valid across restarts. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    const checked = base64Secret.safeParse(stored);
    if (!checked.success) throw new ConfigError(`Invalid secret in ${file}: delete it to generate a new one`);
    return checked.data;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
