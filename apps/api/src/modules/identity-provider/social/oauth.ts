// The OAuth 2.0 authorization-code flow with PKCE (RFC 6749, RFC 7636) against a discovered provider.
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { SocialProviderConfig } from '../../../config.ts';
import { PROVIDER_TIMEOUT_MS, type ProviderMetadata } from './discovery.ts';
import { SocialLoginError } from './errors.ts';

export const SOCIAL_SCOPE = 'openid email profile';

/** 256 bits, base64url: for state, nonce and the PKCE verifier alike. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function authorizationUrl(metadata: ProviderMetadata, request: AuthorizationRequest): string {
  const url = new URL(metadata.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', SOCIAL_SCOPE);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', pkceChallenge(request.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** RFC 6749 2.3.1: the id and secret are form-encoded before they are joined and base64-encoded. */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

/** Basic when the provider allows it (the default of the spec), else the secret in the body. */
export function tokenAuthMethod(metadata: ProviderMetadata): 'client_secret_basic' | 'client_secret_post' {
  const supported = metadata.token_endpoint_auth_methods_supported;
  if (!supported || supported.includes('client_secret_basic')) return 'client_secret_basic';
  if (supported.includes('client_secret_post')) return 'client_secret_post';
  throw new SocialLoginError('token_failed', `No supported client authentication in ${supported.join(', ')}`);
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  id_token: z.string().min(1),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export async function exchangeCode(
  metadata: ProviderMetadata,
  client: SocialProviderConfig,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  };
  if (tokenAuthMethod(metadata) === 'client_secret_basic') {
    const credentials = `${formEncode(client.clientId)}:${formEncode(client.clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  } else {
    body.set('client_id', client.clientId);
    body.set('client_secret', client.clientSecret);
  }
  let response: Response;
  try {
    response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new SocialLoginError('provider_unavailable', 'Token endpoint unreachable', { cause });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (json as { error?: unknown } | undefined)?.error;
    throw new SocialLoginError('token_failed', `Token endpoint answered ${response.status} ${String(error)}`);
  }
  const parsed = tokenResponseSchema.safeParse(json);
  if (!parsed.success) throw new SocialLoginError('token_failed', 'Token response without an ID token');
  if (parsed.data.token_type.toLowerCase() !== 'bearer') {
    throw new SocialLoginError('token_failed', `Token type ${parsed.data.token_type}`);
  }
  return parsed.data;
}

const userinfoSchema = z.looseObject({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
export type Userinfo = z.infer<typeof userinfoSchema>;

/** Scope claims (email, names) usually come from userinfo only, not in the ID token of a code flow. */
export async function fetchUserinfo(metadata: ProviderMetadata, accessToken: string): Promise<Userinfo> {
  if (!metadata.userinfo_endpoint) throw new SocialLoginError('token_failed', 'No userinfo endpoint');
  let response: Response;
  try {
    response = await fetch(metadata.userinfo_endpoint, {
      headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new SocialLoginError('provider_unavailable', 'Userinfo endpoint unreachable', { cause });
  }
  const parsed = userinfoSchema.safeParse(await response.json().catch(() => undefined));
  if (!response.ok || !parsed.success) {
    throw new SocialLoginError('token_failed', `Userinfo answered ${response.status}`);
  }
  return parsed.data;
}
