import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Strict CSP: no inline script anywhere (the SPA's runtime config is a JSON data block, not code).
// No upgrade-insecure-requests: the portal is served over plain http on *.localhost.
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  // Third parties loaded only on demand: tag manager (after consent), consent provider and SAP CDC
  // (only when configured).
  'script-src': [
    "'self'",
    'https://www.googletagmanager.com',
    'https://cdn.cookielaw.org',
    'https://cdns.gigya.com',
  ],
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
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    });
  },
  { name: 'security-headers' },
);
