// ID token validation (OpenID Connect Core 1.0, 3.1.3.7): signature against the provider's published
// keys, then issuer, audience, authorized party, expiry and nonce. node:crypto only, no JOSE library.
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import type { Jwk } from './discovery.ts';
import { SocialLoginError } from './errors.ts';

/** Tolerated clock difference with the provider. */
const CLOCK_SKEW_SECONDS = 60;

interface Algorithm {
  hash: string | null;
  kty: string;
  options?: { padding?: number; saltLength?: number; dsaEncoding?: 'ieee-p1363' };
}

// RSA_PKCS1_PSS_PADDING = 6 and RSA_PSS_SALTLEN_DIGEST = -1 (node:crypto constants).
const PSS = { padding: 6, saltLength: -1 };
const ALGORITHMS: Record<string, Algorithm> = {
  RS256: { hash: 'sha256', kty: 'RSA' },
  RS384: { hash: 'sha384', kty: 'RSA' },
  RS512: { hash: 'sha512', kty: 'RSA' },
  PS256: { hash: 'sha256', kty: 'RSA', options: PSS },
  PS384: { hash: 'sha384', kty: 'RSA', options: PSS },
  PS512: { hash: 'sha512', kty: 'RSA', options: PSS },
  ES256: { hash: 'sha256', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
  ES384: { hash: 'sha384', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
  ES512: { hash: 'sha512', kty: 'EC', options: { dsaEncoding: 'ieee-p1363' } },
  EdDSA: { hash: null, kty: 'OKP' },
  Ed25519: { hash: null, kty: 'OKP' },
};

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat?: number;
  nonce?: string;
  azp?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  /** Keys of the provider; called again with refresh=true when no key matches (rotation). */
  keys: (refresh: boolean) => Promise<Jwk[]>;
  now?: Date;
}

function invalid(message: string): SocialLoginError {
  return new SocialLoginError('token_failed', `ID token: ${message}`);
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw invalid('not a JWT');
}

function pickKey(keys: Jwk[], kid: unknown, algorithm: Algorithm): KeyObject | undefined {
  const candidates = keys.filter(
    (key) =>
      key.kty === algorithm.kty &&
      (key.use === undefined || key.use === 'sig') &&
      (kid === undefined || key.kid === kid),
  );
  // Without a key id the choice must be unambiguous.
  const [key] = candidates;
  if (!key || (kid === undefined && candidates.length > 1)) return undefined;
  return createPublicKey({ key, format: 'jwk' });
}

export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<IdTokenClaims> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw invalid('not a signed JWT');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  const algorithm = typeof header.alg === 'string' ? ALGORITHMS[header.alg] : undefined;
  // 'none' and HMAC algorithms are refused: only the provider's public keys prove who signed.
  if (!algorithm) throw invalid(`algorithm ${String(header.alg)} not accepted`);

  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart, 'base64url');
  let key = pickKey(await expected.keys(false), header.kid, algorithm);
  if (!key) key = pickKey(await expected.keys(true), header.kid, algorithm);
  if (!key) throw invalid('no matching signing key');
  const keyInput = algorithm.options ? { key, ...algorithm.options } : key;
  if (!verify(algorithm.hash, signed, keyInput, signature)) throw invalid('bad signature');

  const claims = decodeJson(payloadPart) as unknown as IdTokenClaims;
  const nowSeconds = Math.floor((expected.now ?? new Date()).getTime() / 1000);
  if (claims.iss !== expected.issuer) throw invalid('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.clientId)) throw invalid('wrong audience');
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== expected.clientId) {
    throw invalid('wrong authorized party');
  }
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < nowSeconds)
    throw invalid('expired');
  if (typeof claims.iat === 'number' && claims.iat - CLOCK_SKEW_SECONDS > nowSeconds) {
    throw invalid('issued in the future');
  }
  if (claims.nonce !== expected.nonce) throw invalid('wrong nonce');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw invalid('no subject');
  return claims;
}
