import { type HostMap, normalizeHost } from '@portal/countries';

/** Prefixes served by the server itself (never the SPA); all of them are rate-limited. */
export const SERVER_PREFIXES = ['/api', '/idp', '/docfinder-api', '/sendmail', '/authenticator'] as const;
/** Probes: answered by the server, never rate-limited (orchestrators poll them). */
export const PROBE_PATHS = ['/healthz', '/readyz'] as const;
/**
 * Pages of the SPA the server renders with queries per request (the doctor-finder's search and profiles,
 * docs/decisions/029): rate-limited like the API they read (their routes set the limit).
 */
const RATE_LIMITED_PAGES = ['/buscador-medico'];
/** Swagger UI's own files: static, so not counted against the API limit. */
const UNLIMITED_PREFIXES = ['/api/docs/static'];

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isServerPath(path: string): boolean {
  return [...SERVER_PREFIXES, ...PROBE_PATHS].some((prefix) => underPrefix(path, prefix));
}

export function isRateLimitedPath(path: string): boolean {
  if (RATE_LIMITED_PAGES.some((prefix) => underPrefix(path, prefix))) return true;
  return (
    SERVER_PREFIXES.some((prefix) => underPrefix(path, prefix)) &&
    !UNLIMITED_PREFIXES.some((prefix) => underPrefix(path, prefix))
  );
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Origin of the links a response carries (certificates, calendar files, social sign-in redirects, mailed
 * links): PUBLIC_URL when configured, else the host the request came in on — but only a host the portal
 * serves (the configured host map, or the local machine), so a forged Host header cannot point a link, or
 * the token it carries, elsewhere. Any other host gets the local address.
 */
export function requestOrigin(
  config: { publicUrl: string | undefined; hostMap: HostMap; port: number },
  request: { protocol: string; host: string },
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  // Host name and an optional numeric port, nothing else ('a.localhost:@evil.example' must not pass).
  const wellFormed = /^([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/i.test(request.host);
  const name = normalizeHost(request.host);
  const known = LOCAL_HOSTS.has(name) || Object.keys(config.hostMap).some((h) => normalizeHost(h) === name);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return wellFormed && known ? `${protocol}://${request.host}` : `http://localhost:${config.port}`;
}
