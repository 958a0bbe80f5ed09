// Where mailed links point: PUBLIC_URL when set, else the host the user came in on — but only a host
// the portal serves, so a forged Host header cannot send a reset link (and its token) elsewhere.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { requestOrigin } from '../../http-paths.ts';

export function publicBaseUrl(
  config: Pick<AppConfig, 'publicUrl' | 'hostMap' | 'port'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  return requestOrigin(config, request);
}
