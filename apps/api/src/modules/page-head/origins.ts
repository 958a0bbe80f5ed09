// Each country's address as seen from one request: the host the country map names for it, on the
// request's scheme. On a development host (`br.localhost:3000`) the country's `{cc}.localhost` with the
// request's port; elsewhere the first production host the map names for the country (COUNTRY_HOSTS).
import type { CountryCode } from '@portal/countries';

export interface RequestOrigin {
  protocol: string;
  /** The request's host header, port included. */
  host: string;
  /** This request's own origin, from a host the portal serves (http-paths.ts requestOrigin). */
  href: string;
}

function isDevelopmentHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

/** Country code -> origin (`scheme://host[:port]`), for the countries the map names a fitting host of. */
export function countryOrigins(
  hostMap: Readonly<Record<string, CountryCode>>,
  origin: RequestOrigin,
): Map<CountryCode, string> {
  const hostname = origin.host.replace(/:\d{1,5}$/, '');
  const port = /:(\d{1,5})$/.exec(origin.host)?.[1];
  const development = isDevelopmentHost(hostname.toLowerCase());
  const origins = new Map<CountryCode, string>();
  for (const [host, code] of Object.entries(hostMap)) {
    if (origins.has(code) || !/^[a-z0-9.-]+$/i.test(host)) continue;
    if (development !== host.endsWith('.localhost')) continue;
    origins.set(code, `${origin.protocol}://${host}${development && port ? `:${port}` : ''}`);
  }
  return origins;
}
