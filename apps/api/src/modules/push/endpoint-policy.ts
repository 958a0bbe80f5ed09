// A subscription is a URL the server will call later: only https endpoints of the configured push
// services are accepted (SSRF), e.g. `fcm.googleapis.com`, `*.notify.windows.com`, `localhost:8443`.

/** True when `endpoint` is an https URL on one of `hosts` (`host`, `host:port`, `*.domain`). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || '443';
  return hosts.some((entry) => {
    const [pattern = '', wantedPort = '443'] = entry.toLowerCase().split(':');
    if (wantedPort !== port) return false;
    if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
    return host === pattern;
  });
}
