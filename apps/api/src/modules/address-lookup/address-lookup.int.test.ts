// The CEP look-up against a LOCAL HTTP peer that answers as ViaCEP does (never the internet), through
// the API as the practice form calls it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '#test/databases.ts';
import { bearer, seededApp, signIn } from '#test/signed-in.ts';
import type { App } from '../../app.ts';

/** ViaCEP's answers for the CEPs the tests use; any other is unknown ({erro: true}). */
const KNOWN: Record<string, object> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: 'de 612 a 1510 - lado par',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
    ibge: '3550308',
  },
  // The service's spelling differs from the portal's list only in accents and case.
  '13015100': { logradouro: 'Rua Barão de Jaguara', bairro: 'Centro', localidade: 'CAMPINAS', uf: 'sp' },
};
const SILENT_CEP = '99999999';

interface Peer {
  url: string;
  seen: string[];
  close(): Promise<void>;
}

/** A ViaCEP look-alike on 127.0.0.1; the CEP SILENT_CEP is never answered (a service that hangs). */
async function startViaCepPeer(): Promise<Peer> {
  const seen: string[] = [];
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1];
    if (!cep) {
      response.writeHead(400).end('<h1>Bad Request</h1>');
      return;
    }
    if (cep === SILENT_CEP) {
      hanging.add(request);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(KNOWN[cep] ?? { erro: 'true' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeEachDatabase('address look-up by CEP', (ctx) => {
  let peer: Peer;
  let app: App;
  let doctor = '';
  const lookUp = (target: App, cep: string, token = doctor) =>
    target.inject({ method: 'GET', url: `/api/locations/postal-codes/${cep}`, headers: bearer(token) });

  beforeAll(async () => {
    peer = await startViaCepPeer();
    app = await seededApp(ctx, {
      cepLookup: { url: peer.url, allowedHosts: ['127.0.0.1'], timeoutMs: 300 },
    });
    doctor = await signIn(app, 'doctor.br@example.com');
  });
  afterAll(async () => {
    await peer.close();
  });

  it("fills street, neighbourhood, city and UF from the service's answer", async () => {
    const response = await lookUp(app, '01310-100');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'found',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
    expect(peer.seen.at(-1)).toBe('/ws/01310100/json/');
  });

  it("gives the city as the portal's list writes it, so the city field accepts it", async () => {
    const response = await lookUp(app, '13015100');
    expect(response.json()).toMatchObject({ status: 'found', city: 'Campinas', uf: 'SP' });
  });

  it('says not-found for a CEP the service does not know', async () => {
    expect((await lookUp(app, '00000000')).json()).toEqual({ status: 'not-found' });
  });

  describe('manual entry', () => {
    it('when the service does not answer within the timeout', async () => {
      const started = performance.now();
      const response = await lookUp(app, SILENT_CEP);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'unavailable' });
      expect(peer.seen).toContain(`/ws/${SILENT_CEP}/json/`);
      // Gave up on its own timeout (300 ms here), not the test's.
      expect(performance.now() - started).toBeLessThan(5000);
    });

    it('when no service is configured, or its host is not on the allowlist', async () => {
      for (const cepLookup of [null, { url: peer.url, allowedHosts: ['viacep.com.br'], timeoutMs: 300 }]) {
        const before = peer.seen.length;
        const other = await seededApp(ctx, { cepLookup });
        const response = await lookUp(other, '01310100', await signIn(other, 'doctor.br@example.com'));
        expect(response.json()).toEqual({ status: 'unavailable' });
        expect(peer.seen.length).toBe(before);
        await other.close();
      }
    });
  });

  describe('who may look up', () => {
    it('answers 401 anonymously and 403 to a nurse, without calling the service', async () => {
      const before = peer.seen.length;
      const anonymous = await app.inject({ method: 'GET', url: '/api/locations/postal-codes/01310100' });
      expect(anonymous.statusCode).toBe(401);
      const nurse = await lookUp(app, '01310100', await signIn(app, 'nurse.br@example.com'));
      expect(nurse.statusCode).toBe(403);
      expect(peer.seen.length).toBe(before);
    });

    it('answers 400 with a field error to something that is not a CEP', async () => {
      for (const cep of ['0131010', '01310-1000', 'abcdefgh', '..%2F..%2Fx']) {
        const response = await lookUp(app, cep);
        expect(response.statusCode, cep).toBe(400);
        expect(response.json().errors).toEqual([{ path: 'cep', message: expect.any(String) }]);
      }
    });

    it('limits the look-ups per minute', async () => {
      const limited = await seededApp(ctx, {
        formRateLimitPerMinute: 1,
        cepLookup: { url: peer.url, allowedHosts: ['127.0.0.1'], timeoutMs: 300 },
      });
      const token = await signIn(limited, 'doctor.br@example.com');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await lookUp(limited, '01310100', token)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      await limited.close();
    });
  });
});
