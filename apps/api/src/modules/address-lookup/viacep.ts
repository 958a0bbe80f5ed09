// The real AddressLookup: a ViaCEP-compatible service (GET {base}/{cep}/json/ answers
// {logradouro, bairro, localidade, uf} or {erro: true}). The server calls only the configured base URL,
// whose host must be on the allowlist (checked at start-up and again here), follows no redirect, reads
// at most a small body, and gives up after the configured time (2 s by default).
import { z } from 'zod';
import { hostAllowed } from '../../config.ts';
import type { AddressLookup, RawLookup } from './service.ts';

const MAX_BODY_BYTES = 16 * 1024;

const answerSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().max(200).default(''),
    bairro: z.string().max(200).default(''),
    localidade: z.string().max(200),
    uf: z.string().max(2),
  }),
]);

export interface ViaCepOptions {
  url: string;
  allowedHosts: readonly string[];
  timeoutMs: number;
  /** Injected for tests of the wiring only; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export function viaCepLookup(options: ViaCepOptions): AddressLookup {
  const base = options.url.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  return {
    async lookUp(cep: string): Promise<RawLookup> {
      if (!/^\d{8}$/.test(cep)) return { status: 'not-found' };
      const url = new URL(`${base}/${cep}/json/`);
      if (!hostAllowed(url.host, options.allowedHosts)) return { status: 'unavailable' };
      try {
        const response = await send(url, {
          headers: { accept: 'application/json' },
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // ViaCEP answers 400 to a malformed CEP; an 8-digit one it does not know is 200 {erro: true}.
        if (response.status === 400 || response.status === 404) return { status: 'not-found' };
        if (!response.ok) return { status: 'unavailable' };
        const text = await readLimited(response, MAX_BODY_BYTES);
        const parsed = answerSchema.safeParse(JSON.parse(text));
        if (!parsed.success) return { status: 'unavailable' };
        if ('erro' in parsed.data) return { status: 'not-found' };
        const { logradouro, bairro, localidade, uf } = parsed.data;
        return { status: 'found', street: logradouro, district: bairro, city: localidade, uf };
      } catch {
        // Timed out, refused, a redirect, not JSON: the physician types the address.
        return { status: 'unavailable' };
      }
    },
  };
}

/** The body as text, refusing one larger than `limit` bytes (a service gone wrong must not fill memory). */
async function readLimited(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('CEP service answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
