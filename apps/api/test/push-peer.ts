// A real Web Push service for tests: an HTTPS server with its own test CA that receives what `web-push`
// sends, checks the VAPID JWT (RFC 8292: ES256, aud = the endpoint's origin, exp within 24 h, sub) and
// decrypts the payload with the subscription's keys (RFC 8291 aes128gcm, `http_ece`), as the browser
// would. Answers can be scripted per subscription (410 Gone, 503, 429 ...).
/// <reference path="./http-ece.d.ts" />
import 'reflect-metadata';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify, webcrypto } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as x509 from '@peculiar/x509';
import { decrypt } from 'http_ece';

x509.cryptoProvider.set(webcrypto as never);
type KeyPair = webcrypto.CryptoKeyPair;

export interface TestCertificates {
  caPem: string;
  /** The CA written to a file, for NODE_EXTRA_CA_CERTS of child processes. */
  caFile: string;
  certPem: string;
  keyPem: string;
}

const ALG = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

function pem(label: string, der: ArrayBuffer): string {
  const base64 = Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${base64}${base64.endsWith('\n') ? '' : '\n'}-----END ${label}-----\n`;
}

/** A throw-away CA and a certificate it signed for localhost / 127.0.0.1. */
export async function createTestCertificates(): Promise<TestCertificates> {
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(Date.now() + 24 * 3_600_000);
  const caKeys = await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(8).toString('hex'),
    name: 'CN=Portal test push CA',
    notBefore,
    notAfter,
    keys: caKeys as KeyPair,
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const serverKeys = (await webcrypto.subtle.generateKey(ALG, true, ['sign', 'verify'])) as KeyPair;
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: randomBytes(8).toString('hex'),
    subject: 'CN=localhost',
    issuer: ca.subject,
    notBefore,
    notAfter,
    publicKey: serverKeys.publicKey,
    signingKey: (caKeys as KeyPair).privateKey,
    signingAlgorithm: ALG,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: '127.0.0.1' },
      ]),
    ],
  });
  const caPem = ca.toString('pem');
  const caFile = join(tmpdir(), `portal-push-ca-${process.pid}-${randomBytes(4).toString('hex')}.pem`);
  writeFileSync(caFile, caPem);
  return {
    caPem,
    caFile,
    certPem: cert.toString('pem'),
    keyPem: pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', serverKeys.privateKey)),
  };
}

export interface ReceivedPush {
  /** The subscription's id in the peer (the last path segment of its endpoint). */
  id: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  claims: { aud: string; exp: number; sub: string };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushPeer {
  origin: string;
  /** `localhost:port`: what PUSH_SERVICE_HOSTS must name. */
  host: string;
  received: ReceivedPush[];
  /** Requests the peer refused (bad JWT, undecryptable body), with why. */
  rejected: string[];
  /** A new browser subscription (its keys stay in the peer, which decrypts with them). */
  subscription(id?: string): BrowserSubscription;
  /** The next answers for a subscription, in order; then 201. */
  script(id: string, ...statuses: number[]): void;
  /** Every request for this subscription, whatever the answer. */
  attempts(id: string): number;
  close(): Promise<void>;
}

function verifyVapid(authorization: string | undefined, vapidPublicKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no vapid authorization: ${authorization}`);
  const [token, key] = [match[1], match[2]];
  if (key !== vapidPublicKey)
    throw new Error('k is not the application server key the browser subscribed with');
  const [head = '', body = '', signature = ''] = token.split('.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600 + 60)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return claims;
}

/** Starts the peer on 127.0.0.1 (named `localhost` in its certificate and endpoints). */
export async function startPushPeer(
  certificates: TestCertificates,
  vapidPublicKey: string,
  options: { delayMs?: number } = {},
): Promise<PushPeer> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const scripts = new Map<string, number[]>();
  const attempts = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  const server: Server = createServer(
    { key: certificates.keyPem, cert: certificates.certPem },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        if (options.delayMs) await new Promise((done) => setTimeout(done, options.delayMs));
        const id = decodeURIComponent(request.url?.split('/').pop() ?? '');
        attempts.set(id, (attempts.get(id) ?? 0) + 1);
        const subscriber = keys.get(id);
        const scripted = scripts.get(id)?.shift();
        if (request.method !== 'POST' || !subscriber) {
          response.writeHead(404).end();
          return;
        }
        if (scripted && scripted !== 201) {
          response
            .writeHead(scripted, scripted === 429 || scripted === 503 ? { 'retry-after': '0' } : {})
            .end();
          return;
        }
        try {
          const claims = verifyVapid(request.headers.authorization, vapidPublicKey, origin);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const ttl = Number(request.headers.ttl);
          if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl}`);
          const plain = decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscriber.ecdh,
            authSecret: subscriber.auth,
          });
          received.push({
            id,
            payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
            ttl,
            urgency: request.headers.urgency as string | undefined,
            claims,
          });
          response.writeHead(201, { location: `${origin}/message/${received.length}` }).end();
        } catch (error) {
          rejected.push(`${id}: ${(error as Error).message}`);
          response.writeHead(400).end();
        }
      });
    },
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()));
  const { port } = server.address() as AddressInfo;
  origin = `https://localhost:${port}`;
  let counter = 0;

  return {
    origin,
    host: `localhost:${port}`,
    received,
    rejected,
    subscription(id = `sub-${++counter}-${randomBytes(4).toString('hex')}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    script(id, ...statuses) {
      scripts.set(id, [...(scripts.get(id) ?? []), ...statuses]);
    },
    attempts: (id) => attempts.get(id) ?? 0,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
