import { createSign, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Jwk } from './discovery.ts';
import { type IdTokenExpectations, verifyIdToken } from './id-token.ts';

const now = new Date('2026-03-01T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const publicJwk = (key: KeyObject, kid: string): Jwk => ({ ...(key.export({ format: 'jwk' }) as Jwk), kid });

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const goodClaims = {
  iss: 'https://provider.example',
  sub: 'subject-1',
  aud: 'client-1',
  exp: seconds + 300,
  iat: seconds,
  nonce: 'nonce-1',
};

function rs256(claims: object, header: object = { alg: 'RS256', kid: 'rsa-1' }): string {
  const input = `${part(header)}.${part(claims)}`;
  const signature = createSign('sha256').update(input).sign(rsa.privateKey).toString('base64url');
  return `${input}.${signature}`;
}

function expectations(keys: Jwk[][] = [[publicJwk(rsa.publicKey, 'rsa-1')]]): IdTokenExpectations {
  return {
    issuer: 'https://provider.example',
    clientId: 'client-1',
    nonce: 'nonce-1',
    keys: async (refresh) => keys[refresh ? keys.length - 1 : 0] ?? [],
    now,
  };
}

describe('verifyIdToken', () => {
  it('accepts a token signed by the provider for this client and nonce', async () => {
    await expect(verifyIdToken(rs256(goodClaims), expectations())).resolves.toMatchObject({
      sub: 'subject-1',
    });
  });

  it('accepts ES256 (raw r||s signatures)', async () => {
    const input = `${part({ alg: 'ES256', kid: 'ec-1' })}.${part(goodClaims)}`;
    const signature = sign('sha256', Buffer.from(input), { key: ec.privateKey, dsaEncoding: 'ieee-p1363' });
    const token = `${input}.${signature.toString('base64url')}`;
    await expect(
      verifyIdToken(token, expectations([[publicJwk(ec.publicKey, 'ec-1')]])),
    ).resolves.toBeTruthy();
  });

  it('fetches the keys again for an unknown key id (rotation)', async () => {
    const rotated = expectations([[], [publicJwk(rsa.publicKey, 'rsa-1')]]);
    await expect(verifyIdToken(rs256(goodClaims), rotated)).resolves.toBeTruthy();
  });

  it.each([
    ['another issuer', { ...goodClaims, iss: 'https://evil.example' }, 'wrong issuer'],
    ['another audience', { ...goodClaims, aud: 'client-2' }, 'wrong audience'],
    [
      'a shared audience for another party',
      { ...goodClaims, aud: ['client-1', 'x'], azp: 'x' },
      'authorized party',
    ],
    ['another nonce', { ...goodClaims, nonce: 'nonce-2' }, 'wrong nonce'],
    ['no nonce', { ...goodClaims, nonce: undefined }, 'wrong nonce'],
    ['an expired token', { ...goodClaims, exp: seconds - 61 }, 'expired'],
    ['no subject', { ...goodClaims, sub: '' }, 'no subject'],
  ])('refuses %s', async (_name, claims, message) => {
    await expect(verifyIdToken(rs256(claims), expectations())).rejects.toThrow(message);
  });

  it('refuses a tampered payload, alg none, HMAC and unknown keys', async () => {
    const [header, , signature] = rs256(goodClaims).split('.');
    const tampered = `${header}.${part({ ...goodClaims, sub: 'someone-else' })}.${signature}`;
    await expect(verifyIdToken(tampered, expectations())).rejects.toThrow('bad signature');
    const none = `${part({ alg: 'none' })}.${part(goodClaims)}.`;
    await expect(verifyIdToken(none, expectations())).rejects.toThrow('not accepted');
    await expect(verifyIdToken(rs256(goodClaims, { alg: 'HS256' }), expectations())).rejects.toThrow(
      'not accepted',
    );
    await expect(
      verifyIdToken(rs256(goodClaims, { alg: 'RS256', kid: 'other' }), expectations()),
    ).rejects.toThrow('no matching signing key');
    await expect(verifyIdToken('not-a-jwt', expectations())).rejects.toThrow('not a signed JWT');
  });
});
