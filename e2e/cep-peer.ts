// A ViaCEP look-alike for the e2e server's CEP look-up (CEP_LOOKUP_URL points at it; never the
// internet), served by the mail sink's HTTP server under /viacep/ws/{cep}/json/. E2E_SILENT_CEP never
// gets an answer, as a service that hangs: the form must fall back to manual entry.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CEP_PEER_PREFIX = '/viacep/ws';

/** A CEP the peer never answers. */
export const E2E_SILENT_CEP = '09999999';

/** Addresses the peer knows (ViaCEP's fields and spelling); any other CEP is {erro: "true"}. */
export const E2E_CEPS: Record<
  string,
  { logradouro: string; bairro: string; localidade: string; uf: string }
> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '13015100': { logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', localidade: 'Campinas', uf: 'SP' },
};

/** Answers a request under CEP_PEER_PREFIX; returns false for any other path. */
export function answerCep(request: IncomingMessage, response: ServerResponse, pathname: string): boolean {
  if (!pathname.startsWith(`${CEP_PEER_PREFIX}/`)) return false;
  const cep = /^\/(\d{8})\/json\/$/.exec(pathname.slice(CEP_PEER_PREFIX.length))?.[1];
  if (!cep || request.method !== 'GET') {
    response.statusCode = 400;
    response.end();
    return true;
  }
  if (cep === E2E_SILENT_CEP) return true;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(E2E_CEPS[cep] ?? { erro: 'true' }));
  return true;
}
