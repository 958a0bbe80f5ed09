// OpenID Connect discovery and the provider's signing keys, cached per process: both change rarely,
// and a sign-in should not cost two extra round trips to the provider.
import type { JsonWebKey } from 'node:crypto';
import { z } from 'zod';
import { SocialLoginError } from './errors.ts';

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const JWKS_TTL_MS = 60 * 60 * 1000;
/** A provider that does not answer within this stops the sign-in, not the server. */
export const PROVIDER_TIMEOUT_MS = 10_000;

const metadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url().optional(),
  jwks_uri: z.url(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
export type ProviderMetadata = z.infer<typeof metadataSchema>;

const jwksSchema = z.object({ keys: z.array(z.looseObject({ kty: z.string() })) });
export type Jwk = JsonWebKey & { kty: string; kid?: string; use?: string; alg?: string };

const metadataCache = new Map<string, { metadata: ProviderMetadata; expiresAt: number }>();
const jwksCache = new Map<string, { keys: Jwk[]; expiresAt: number }>();

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export function wellKnownUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

export async function discover(issuer: string, now = Date.now()): Promise<ProviderMetadata> {
  const cached = metadataCache.get(issuer);
  if (cached && cached.expiresAt > now) return cached.metadata;
  let metadata: ProviderMetadata;
  try {
    metadata = metadataSchema.parse(await getJson(wellKnownUrl(issuer)));
  } catch (cause) {
    throw new SocialLoginError('provider_unavailable', 'OpenID discovery failed', { cause });
  }
  // OpenID Connect Discovery 1.0 section 4.3: the document must name the issuer it was fetched for.
  if (metadata.issuer !== issuer) {
    throw new SocialLoginError('provider_unavailable', `Discovery names issuer ${metadata.issuer}`);
  }
  metadataCache.set(issuer, { metadata, expiresAt: now + DISCOVERY_TTL_MS });
  return metadata;
}

/** The provider's public keys; `refresh` skips the cache (a key id not seen yet: keys were rotated). */
export async function signingKeys(jwksUri: string, refresh = false, now = Date.now()): Promise<Jwk[]> {
  const cached = jwksCache.get(jwksUri);
  if (!refresh && cached && cached.expiresAt > now) return cached.keys;
  let keys: Jwk[];
  try {
    keys = jwksSchema.parse(await getJson(jwksUri)).keys as Jwk[];
  } catch (cause) {
    throw new SocialLoginError('provider_unavailable', 'Fetching the provider keys failed', { cause });
  }
  jwksCache.set(jwksUri, { keys, expiresAt: now + JWKS_TTL_MS });
  return keys;
}
