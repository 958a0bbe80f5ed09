/** Prefixes served by the server itself (never the SPA); all of them are rate-limited. */
export const SERVER_PREFIXES = ['/api', '/idp', '/docfinder-api', '/sendmail', '/authenticator'] as const;
/** Probes: answered by the server, never rate-limited (orchestrators poll them). */
export const PROBE_PATHS = ['/healthz', '/readyz'] as const;
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
  return (
    SERVER_PREFIXES.some((prefix) => underPrefix(path, prefix)) &&
    !UNLIMITED_PREFIXES.some((prefix) => underPrefix(path, prefix))
  );
}

/** Origin of the links a response carries (certificates, calendar files): PUBLIC_URL when configured. */
export function requestOrigin(
  publicUrl: string | undefined,
  request: { protocol: string; host: string },
): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}
