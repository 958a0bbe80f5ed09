// Social sign-in rules: start the provider's authorization-code flow, then, on its callback, prove who
// came back and find, link or create their account of the embedded identity provider.
import { type Country, countryList } from '@portal/countries';
import type { Database, IdpAccountRow } from '@portal/db';
import type { AppConfig, SocialProviderConfig } from '../../../config.ts';
import { createAccount, findAccountByEmail, loginResult, normalizeEmail } from '../accounts.ts';
import { SocialLoginError } from './errors.ts';
import {
  authorizationUrl,
  type IdTokenClaims,
  newCodeVerifier,
  newNonce,
  type ProviderConfiguration,
  provedIdentity,
  providerConfiguration,
  type Userinfo,
} from './oidc.ts';
import {
  confirmEmailBySocialLogin,
  consumeState,
  findLinkedAccount,
  linkIdentity,
  type SocialStatePayload,
  saveState,
} from './repository.ts';

export const CALLBACK_PATH = '/idp/socialize.callback';
export const SOCIAL_LANDING_PATH = '/signin/social';

type Providers = AppConfig['socialProviders'];
export type SocialProviderName = keyof Providers;

export function configuredProviders(providers: Providers): SocialProviderName[] {
  return (Object.keys(providers) as SocialProviderName[]).filter((name) => providers[name]);
}

export function countryOfApiKey(apiKey: string): Country | undefined {
  return countryList.find((country) => country.apiKey === apiKey);
}

function providerConfig(providers: Providers, name: string): SocialProviderConfig {
  const config = Object.hasOwn(providers, name) ? providers[name as SocialProviderName] : undefined;
  if (!config) throw new SocialLoginError('unknown_provider', `Provider ${name} is not configured`);
  return config;
}

/** Only a path of this site: anything else would make the sign-in an open redirect. */
export function safeRedirectPath(redirect: string | undefined): string | null {
  if (!redirect || redirect.length > 2048) return null;
  return /^\/(?![/\\])[^\\\s]*$/.test(redirect) ? redirect : null;
}

export interface StartSocialLogin {
  provider?: string | undefined;
  apiKey?: string | undefined;
  redirect?: string | undefined;
  /** Origin the browser is on, e.g. https://br.portal.example. */
  base: string;
  now?: Date;
}

/** Answers the provider's authorization URL to send the browser to. */
export async function startSocialLogin(
  db: Database,
  providers: Providers,
  input: StartSocialLogin,
): Promise<string> {
  if (!input.provider || !input.apiKey) {
    throw new SocialLoginError('invalid_request', 'provider and apiKey are required');
  }
  if (!countryOfApiKey(input.apiKey)) throw new SocialLoginError('invalid_api_key', 'Unknown apiKey');
  const client = providerConfig(providers, input.provider);
  const provider = await providerConfiguration(client);
  const payload: SocialStatePayload = {
    provider: input.provider,
    apiKey: input.apiKey,
    redirect: safeRedirectPath(input.redirect),
    base: input.base,
    nonce: newNonce(),
    codeVerifier: newCodeVerifier(),
  };
  const now = input.now ?? new Date();
  const state = await saveState(db, payload, now);
  return authorizationUrl(provider, {
    redirectUri: `${input.base}${CALLBACK_PATH}`,
    state,
    nonce: payload.nonce,
    codeVerifier: payload.codeVerifier,
  });
}

/** The started sign-in the callback belongs to; unknown, used or expired -> invalid_state. */
export async function takeSocialState(
  db: Database,
  state: string | undefined,
  now = new Date(),
): Promise<SocialStatePayload> {
  const payload = state ? await consumeState(db, state, now) : undefined;
  if (!payload) throw new SocialLoginError('invalid_state', 'Unknown, used or expired state');
  return payload;
}

export interface SocialCallback {
  code: string | undefined;
  /** The state the provider sent back (the one that found `SocialStatePayload`). */
  state: string;
  /** Set by the provider when the user refused or the request was wrong. */
  error: string | undefined;
  /** RFC 9207: the issuer of the response, checked against the one the flow started with. */
  iss: string | undefined;
  now?: Date;
}

interface SocialProfile {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

function profileFrom(claims: IdTokenClaims, userinfo: Userinfo | undefined): SocialProfile {
  if (userinfo && userinfo.sub !== claims.sub) {
    throw new SocialLoginError('token_failed', 'Userinfo is about another subject');
  }
  const source = userinfo ?? claims;
  if (!source.email) throw new SocialLoginError('email_missing', 'The provider shared no email');
  if (source.email_verified === false || source.email_verified === 'false') {
    throw new SocialLoginError('email_not_verified', 'The provider has not verified the email');
  }
  const [first = '', ...rest] = (source.name ?? '').trim().split(/\s+/);
  return {
    subject: claims.sub,
    email: normalizeEmail(source.email),
    firstName: source.given_name ?? first,
    lastName: source.family_name ?? rest.join(' '),
  };
}

async function provedProfile(
  provider: ProviderConfiguration,
  started: SocialStatePayload,
  callback: SocialCallback & { code: string },
): Promise<SocialProfile> {
  // The redirect URI the flow started with, with the provider's answer as it arrived.
  const callbackUrl = new URL(`${started.base}${CALLBACK_PATH}`);
  callbackUrl.searchParams.set('code', callback.code);
  callbackUrl.searchParams.set('state', callback.state);
  if (callback.iss !== undefined) callbackUrl.searchParams.set('iss', callback.iss);
  const { claims, userinfo } = await provedIdentity(provider, callbackUrl, {
    state: callback.state,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
  });
  return profileFrom(claims, userinfo);
}

/** The linked account, else the account with that email (then linked), else a new one. */
async function accountFor(
  db: Database,
  provider: string,
  profile: SocialProfile,
  country: Country,
  now: Date,
): Promise<IdpAccountRow> {
  const linked = await findLinkedAccount(db, provider, profile.subject);
  if (linked) return linked;
  const account =
    (await findAccountByEmail(db, profile.email)) ??
    (await createAccount(db, {
      country: country.code,
      email: profile.email,
      passwordHash: null,
      emailVerifiedAt: now,
      profile: { firstName: profile.firstName, lastName: profile.lastName },
      regSource: `UM${country.code}_website`,
      lang: country.language.toLowerCase(),
      now,
    })) ??
    // Created by a concurrent sign-in between the lookup and the insert.
    (await findAccountByEmail(db, profile.email));
  if (!account) throw new Error(`No account for ${provider} subject after create`);
  await linkIdentity(db, provider, profile.subject, account.uid);
  // A concurrent sign-in may have linked the subject first: its link wins.
  return (await findLinkedAccount(db, provider, profile.subject)) ?? account;
}

function stringField(profile: Record<string, unknown>, name: string): string | undefined {
  const value = profile[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The fragment of `/signin/social#...`: the signed UID and what the registration form can prefill. */
export async function completeSocialLogin(
  db: Database,
  config: Pick<AppConfig, 'socialProviders' | 'idpPartnerSecret'>,
  state: SocialStatePayload,
  callback: SocialCallback,
): Promise<URLSearchParams> {
  const now = callback.now ?? new Date();
  if (callback.error) throw new SocialLoginError('provider_error', `Provider answered ${callback.error}`);
  if (!callback.code) throw new SocialLoginError('invalid_request', 'No code');
  const client = providerConfig(config.socialProviders, state.provider);
  const country = countryOfApiKey(state.apiKey);
  if (!country) throw new SocialLoginError('invalid_api_key', 'Unknown apiKey');
  const provider = await providerConfiguration(client);
  if (callback.iss !== undefined && callback.iss !== provider.serverMetadata().issuer) {
    throw new SocialLoginError('provider_error', 'Response from another issuer');
  }

  const profile = await provedProfile(provider, state, { ...callback, code: callback.code });
  const account = await accountFor(db, state.provider, profile, country, now);
  if (account.disabled) throw new SocialLoginError('account_disabled', 'The account is disabled');
  await confirmEmailBySocialLogin(db, account, now);

  const signed = loginResult(account.uid, config, now);
  const fragment = new URLSearchParams({
    UID: signed.UID,
    UIDSignature: signed.UIDSignature,
    signatureTimestamp: signed.signatureTimestamp,
    email: account.email,
    firstName: stringField(account.profile, 'firstName') ?? profile.firstName,
    lastName: stringField(account.profile, 'lastName') ?? profile.lastName,
    provider: state.provider,
  });
  if (state.redirect) fragment.set('redirect', state.redirect);
  return fragment;
}
