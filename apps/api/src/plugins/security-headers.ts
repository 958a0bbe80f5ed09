import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

// Strict CSP: no inline script anywhere (the SPA's runtime config is a JSON data block, not code).
// No upgrade-insecure-requests: the portal is served over plain http on *.localhost.
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // Third parties loaded only on demand: consent provider and SAP CDC (only when configured). The tag
  // manager is not on the list: index.html carries a per-response nonce (see scriptNoncePolicy) and the
  // loader hands it to the one script it creates after analytics consent.
  'script-src': ["'self'", 'https://cdn.cookielaw.org', 'https://cdns.gigya.com'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': [
    "'self'",
    'https://www.google-analytics.com',
    'https://*.cookielaw.org',
    'https://*.gigya.com',
  ],
  'frame-src': ['https://*.gigya.com'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  // The service worker (/ngsw-worker.js) and the manifest: same origin only, named for clarity.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Where the doctor-finder banner plays (decision 013). */
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

/** Where browsers post the policy's violation reports. */
export const CSP_REPORT_PATH = '/api/public/csp-reports';

/**
 * Trusted Types (decision 014): script sinks take only the web's one policy's values. Enforced when
 * TRUSTED_TYPES=enforce; otherwise the page carries them report-only, and reports come to CSP_REPORT_PATH.
 */
export const TRUSTED_TYPES_DIRECTIVES = {
  'require-trusted-types-for': ["'script'"],
  'trusted-types': ['portal'],
};

type PolicyConfig = Pick<AppConfig, 'meeting' | 'docfinderApiUrl' | 'docfinderBannerVideo' | 'trustedTypes'>;

/**
 * The policy with the configured Jitsi server allowed to run its script and frame (live events), a
 * doctor-finder API on another origin allowed to be called, and Vimeo's player framed when a banner
 * video is configured.
 */
export function cspDirectives(config: PolicyConfig): Record<string, string[]> {
  const jitsi = `https://${config.meeting.jitsiDomain}`;
  const zoom = config.meeting.zoomSdkKey ? ['https://source.zoom.us'] : [];
  const docfinder = config.docfinderApiUrl.startsWith('/') ? [] : [new URL(config.docfinderApiUrl).origin];
  const banner = config.docfinderBannerVideo ? [VIMEO_PLAYER_ORIGIN] : [];
  return {
    ...CSP_DIRECTIVES,
    'connect-src': [...CSP_DIRECTIVES['connect-src'], ...docfinder],
    'script-src': [...CSP_DIRECTIVES['script-src'], jitsi, ...zoom],
    'frame-src': [...CSP_DIRECTIVES['frame-src'], jitsi, ...banner],
    ...(config.trustedTypes === 'enforce' ? TRUSTED_TYPES_DIRECTIVES : {}),
  };
}

function headerValue(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy as a header value, with `'nonce-…'` in script-src when a page carries one. */
export function contentSecurityPolicy(config: PolicyConfig, scriptNonce?: string): string {
  const directives = cspDirectives(config);
  if (scriptNonce) directives['script-src'] = [...(directives['script-src'] ?? []), `'nonce-${scriptNonce}'`];
  return headerValue(directives);
}

/** The report-only policy a page carries while Trusted Types are not enforced; null once they are. */
export function reportOnlyPolicy(config: Pick<AppConfig, 'trustedTypes'>): string | null {
  if (config.trustedTypes === 'enforce') return null;
  return headerValue({ ...TRUSTED_TYPES_DIRECTIVES, 'report-uri': [CSP_REPORT_PATH] });
}

// Helmet's middleware is built once: @fastify/helmet builds it (and parses the policy) on every request,
// which cost about 4 % of a hot read's time in `npm run bench -- --cpu-prof`. The headers are set on the
// raw response, so a route's own header (a page's nonce policy) still wins when the reply is written.
export const securityHeadersPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // Helmet 8 throws its errors; the callback only says the headers are set.
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'security-headers' },
);
