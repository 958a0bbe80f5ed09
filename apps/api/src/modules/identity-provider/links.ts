// Where mailed links point: PUBLIC_URL when set, else the host the user came in on — but only a host
// the portal serves, so a forged Host header cannot send a reset link (and its token) elsewhere.
import { normalizeHost } from '@portal/countries';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function publicBaseUrl(
  config: Pick<AppConfig, 'publicUrl' | 'hostMap' | 'port'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  // Host name and an optional numeric port, nothing else ('a.localhost:@evil.example' must not pass).
  const wellFormed = /^([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/i.test(request.host);
  const name = normalizeHost(request.host);
  const known = LOCAL_HOSTS.has(name) || Object.keys(config.hostMap).some((h) => normalizeHost(h) === name);
  const served = wellFormed && known;
  return served ? `${request.protocol}://${request.host}` : `http://localhost:${config.port}`;
}
