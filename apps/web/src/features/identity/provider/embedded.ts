// The embedded provider: the portal's own /idp (CDC REST subset) through the api client.
import { api, withQuery } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';
import {
  mapLoginResponse,
  mapRegisterResponse,
  mapRegTokenResponse,
  mapSimpleResponse,
  mapTokenResponse,
  transportFailure,
} from './cdc-response.ts';
import { type CdcResponse, type IdentityProvider, SOCIAL_PROVIDERS, type SocialProvider } from './types.ts';

export const IDP_BASE = '/idp';

/** Every method is a POST of JSON carrying the country's apiKey; CDC answers 200 with an errorCode. */
async function call<T>(method: string, body: object, map: (response: CdcResponse) => T): Promise<T> {
  try {
    const response = await api.post<CdcResponse>(`${IDP_BASE}/${method}`, {
      apiKey: getCountry().apiKey,
      ...body,
    });
    return map(response);
  } catch (error) {
    // Rate limits (429) or a network failure: the screens show a generic error.
    return transportFailure(error) as T;
  }
}

export function knownSocialProviders(names: unknown): SocialProvider[] {
  if (!Array.isArray(names)) return [];
  return SOCIAL_PROVIDERS.filter((provider) => names.includes(provider));
}

export const embeddedProvider: IdentityProvider = {
  kind: 'embedded',
  hostedScreens: false,

  login: (email, password) => call('accounts.login', { loginID: email, password }, mapLoginResponse),

  initRegistration: () => call('accounts.initRegistration', {}, mapRegTokenResponse),

  register: (input) => call('accounts.register', input, mapRegisterResponse),

  resetPassword: (email) => call('accounts.resetPassword', { loginID: email }, mapSimpleResponse),

  completeReset: (token, password) =>
    call('accounts.resetPassword', { passwordResetToken: token, newPassword: password }, mapTokenResponse),

  verifyEmail: (token) => call('accounts.verifyEmail', { token }, mapTokenResponse),

  resendVerification: (email) =>
    call('accounts.resendVerificationCode', { loginID: email }, mapSimpleResponse),

  async logout(uid) {
    await call('accounts.logout', { UID: uid }, mapSimpleResponse);
  },

  async socialProviders() {
    try {
      const response = await api.get<CdcResponse>(`${IDP_BASE}/socialize.providers`, {
        query: { apiKey: getCountry().apiKey },
      });
      return knownSocialProviders(response.providers);
    } catch {
      // Social sign-in is optional: without an answer the buttons stay hidden.
      return [];
    }
  },

  socialLoginUrl: (provider, redirect) =>
    withQuery(`${IDP_BASE}/socialize.login`, { provider, apiKey: getCountry().apiKey, redirect }),

  showScreenSet() {
    return Promise.reject(new Error('The embedded provider uses the portal screens'));
  },
};
