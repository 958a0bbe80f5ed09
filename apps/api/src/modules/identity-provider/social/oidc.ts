// OpenID Connect through openid-client (v6, on oauth4webapi and jose): discovery, the authorization-code
// flow with PKCE, the state and nonce checks, and the ID token's signature (the provider's published
// keys, fetched again on rotation) and claims (issuer, audience, authorized party, expiry, nonce) are the
// library's. The server calls only the issuers configured in SOCIAL_PROVIDERS and the endpoints their
// discovery documents name; plain http only for an http issuer (a provider on the machine, in tests).
import * as oidc from 'openid-client';
import type { SocialProviderConfig } from '../../../config.ts';
import { SocialLoginError } from './errors.ts';

export const SOCIAL_SCOPE = 'openid email profile';
/** Discovery (and the keys the configuration caches) kept this long per provider. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
/** A provider that does not answer within this stops the sign-in, not the server. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export type ProviderConfiguration = oidc.Configuration;

const configurations = new Map<string, { config: Promise<oidc.Configuration>; expiresAt: number }>();

/** Basic when the provider allows it (the default of the spec), else the secret in the body. */
function clientAuthentication(metadata: oidc.ServerMetadata, secret: string): oidc.ClientAuth {
  const supported = metadata.token_endpoint_auth_methods_supported;
  if (!supported || supported.includes('client_secret_basic')) return oidc.ClientSecretBasic(secret);
  if (supported.includes('client_secret_post')) return oidc.ClientSecretPost(secret);
  throw new SocialLoginError('token_failed', `No supported client authentication in ${supported.join(', ')}`);
}

async function discover(client: SocialProviderConfig): Promise<oidc.Configuration> {
  const insecure = new URL(client.issuer).protocol === 'http:';
  const execute = insecure ? [oidc.allowInsecureRequests] : [];
  let metadata: oidc.ServerMetadata;
  try {
    // The library checks that the document names the issuer it was fetched for.
    const found = await oidc.discovery(new URL(client.issuer), client.clientId, undefined, undefined, {
      execute,
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
    metadata = found.serverMetadata();
  } catch (cause) {
    throw new SocialLoginError('provider_unavailable', 'OpenID discovery failed', { cause });
  }
  const config = new oidc.Configuration(
    metadata,
    client.clientId,
    client.clientSecret,
    clientAuthentication(metadata, client.clientSecret),
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  for (const apply of execute) apply(config);
  return config;
}

/** The provider's configuration, discovered once an hour (a failed discovery is tried again next time). */
export function providerConfiguration(
  client: SocialProviderConfig,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const key = `${client.issuer}\n${client.clientId}`;
  const cached = configurations.get(key);
  if (cached && cached.expiresAt > now) return cached.config;
  const config = discover(client);
  configurations.set(key, { config, expiresAt: now + DISCOVERY_TTL_MS });
  config.catch(() => {
    if (configurations.get(key)?.config === config) configurations.delete(key);
  });
  return config;
}

/** What a started sign-in keeps (server side) to check the provider's answer. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const newNonce = (): string => oidc.randomNonce();
export const newCodeVerifier = (): string => oidc.randomPKCECodeVerifier();

export async function authorizationUrl(
  config: oidc.Configuration,
  request: FlowSecrets & { redirectUri: string },
): Promise<string> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: request.redirectUri,
    scope: SOCIAL_SCOPE,
    state: request.state,
    nonce: request.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
  }).href;
}

export type IdTokenClaims = oidc.IDToken & {
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
};
export type Userinfo = oidc.UserInfoResponse;

/** The provider unreachable (network, timeout) or its answer refused. */
function refused(cause: unknown, message: string): SocialLoginError {
  const network =
    cause instanceof Error &&
    (cause.name === 'AbortError' || cause.name === 'TimeoutError' || cause.message === 'fetch failed');
  return new SocialLoginError(network ? 'provider_unavailable' : 'token_failed', message, { cause });
}

/**
 * The provider's answer at `callbackUrl` (the redirect URI with its query): the code exchanged with the
 * PKCE verifier, the ID token checked (signature, claims, nonce), the state compared; then userinfo when
 * the ID token carries no email (scope claims often come from userinfo only).
 */
export async function provedIdentity(
  config: oidc.Configuration,
  callbackUrl: URL,
  secrets: FlowSecrets,
): Promise<{ claims: IdTokenClaims; userinfo: Userinfo | undefined }> {
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
  } catch (cause) {
    throw refused(cause, 'Code exchange or ID token refused');
  }
  const claims = tokens.claims() as IdTokenClaims | undefined;
  if (!claims) throw new SocialLoginError('token_failed', 'Token response without an ID token');
  if (claims.email) return { claims, userinfo: undefined };
  try {
    // The library refuses userinfo about another subject than the ID token's.
    return { claims, userinfo: await oidc.fetchUserInfo(config, tokens.access_token, claims.sub) };
  } catch (cause) {
    throw refused(cause, 'Userinfo refused');
  }
}
