// SAP Customer Data Cloud (Gigya): loads the real CDC script with the country's API key and drives it.
// CSP: the API must allow https://cdns.gigya.com (script-src) and the tenant's domains (connect-src).
import { getCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { setScriptSource } from '#lib/trusted-types.ts';
import {
  mapLoginResponse,
  mapRegisterResponse,
  mapRegTokenResponse,
  mapSimpleResponse,
  mapTokenResponse,
  signedFrom,
  transportFailure,
} from './cdc-response.ts';
import type {
  CdcResponse,
  IdentityProvider,
  ProviderFailure,
  ProviderProfile,
  ScreenSetOptions,
  SignedUid,
  StartScreen,
} from './types.ts';

export const CDC_SCRIPT_ORIGIN = 'https://cdns.gigya.com';
export const CDC_SCREEN_SET = 'bayer-RegistrationLogin_Social';
const LOAD_TIMEOUT_MS = 15_000;

type Callback = (response: CdcResponse) => void;

interface CdcEvent extends CdcResponse {
  eventName?: string;
}

/** The slice of the CDC Web SDK the portal uses. */
export interface GigyaSdk {
  accounts: {
    showScreenSet(params: Record<string, unknown>): void;
    hideScreenSet(params: { screenSet: string }): void;
    login(params: { loginID: string; password: string; callback: Callback }): void;
    initRegistration(params: { callback: Callback }): void;
    register(params: Record<string, unknown> & { callback: Callback }): void;
    resetPassword(params: Record<string, unknown> & { callback: Callback }): void;
    logout(params: { callback: Callback }): void;
    addEventHandlers(params: { onLogin?: (event: CdcEvent) => void }): void;
  };
}

declare global {
  interface Window {
    gigya?: GigyaSdk;
    onGigyaServiceReady?: (serviceName: string) => void;
  }
}

export function cdcScriptUrl(apiKey: string): string {
  return `${CDC_SCRIPT_ORIGIN}/js/gigya.js?apikey=${encodeURIComponent(apiKey)}`;
}

/** Parameters of accounts.showScreenSet for a portal start screen. */
export function screenSetParams(containerId: string, startScreen: StartScreen, lang: string) {
  return { screenSet: CDC_SCREEN_SET, startScreen, containerID: containerId, lang };
}

/** The CDC onLogin event as the portal's login proof, or null when the signature is missing. */
export function loginEventToSigned(
  event: CdcResponse,
): { signed: SignedUid; profile: ProviderProfile } | null {
  const signed = signedFrom(event);
  return signed ? { signed, profile: event.profile ?? {} } : null;
}

let sdk: Promise<GigyaSdk> | null = null;

function loadSdk(): Promise<GigyaSdk> {
  if (sdk) return sdk;
  sdk = new Promise<GigyaSdk>((resolve, reject) => {
    if (window.gigya) {
      resolve(window.gigya);
      return;
    }
    const timer = window.setTimeout(() => reject(new Error('CDC script timed out')), LOAD_TIMEOUT_MS);
    // gigya.js calls this global once its services are ready.
    window.onGigyaServiceReady = () => {
      window.clearTimeout(timer);
      if (window.gigya) resolve(window.gigya);
      else reject(new Error('CDC script loaded without the gigya global'));
    };
    const script = document.createElement('script');
    setScriptSource(script, cdcScriptUrl(getCountry().apiKey));
    script.async = true;
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new Error('CDC script failed to load'));
    });
    document.head.append(script);
  });
  // A failed load can be retried on the next call.
  sdk.catch(() => {
    sdk = null;
  });
  return sdk;
}

/** Runs one SDK method with a callback, as a promise of its mapped outcome. */
async function invoke<T>(
  run: (gigya: GigyaSdk, callback: Callback) => void,
  map: (response: CdcResponse) => T,
): Promise<T> {
  try {
    const gigya = await loadSdk();
    const response = await new Promise<CdcResponse>((resolve) => run(gigya, resolve));
    return map(response);
  } catch (error) {
    return transportFailure(error) as T;
  }
}

// One global onLogin handler (CDC keeps every handler added), forwarding to the screen shown now.
let loginListener: ScreenSetOptions | null = null;
let handlersAdded = false;

function onLoginEvent(event: CdcEvent): void {
  const listener = loginListener;
  if (!listener) return;
  const login = loginEventToSigned(event);
  if (login) listener.onLogin(login.signed, login.profile);
  else listener.onError({ kind: 'missing-signature' });
}

/** A screen-set error event as a failure; CDC error events use the same codes as the login answer. */
export function screenSetFailure(event: CdcResponse): ProviderFailure {
  const outcome = mapLoginResponse(event);
  return outcome.ok ? { kind: 'missing-signature' } : outcome.failure;
}

export const sapCdcProvider: IdentityProvider = {
  kind: 'sap-cdc',
  hostedScreens: true,

  login: (email, password) =>
    invoke(
      (gigya, callback) => gigya.accounts.login({ loginID: email, password, callback }),
      mapLoginResponse,
    ),

  initRegistration: () =>
    invoke((gigya, callback) => gigya.accounts.initRegistration({ callback }), mapRegTokenResponse),

  register: (input) =>
    invoke((gigya, callback) => gigya.accounts.register({ ...input, callback }), mapRegisterResponse),

  resetPassword: (email) =>
    invoke(
      (gigya, callback) => gigya.accounts.resetPassword({ loginID: email, callback }),
      mapSimpleResponse,
    ),

  completeReset: (token, password) =>
    invoke(
      (gigya, callback) =>
        gigya.accounts.resetPassword({ passwordResetToken: token, newPassword: password, callback }),
      mapTokenResponse,
    ),

  // CDC verifies e-mail addresses on its own hosted page; the portal link is not used with it.
  verifyEmail: async () => ({ ok: false, failure: { kind: 'invalid-token' } }),

  // CDC's hosted screen-set offers its own "resend verification" on the pending-verification screen.
  resendVerification: async () => ({ ok: true }),

  async logout() {
    await invoke((gigya, callback) => gigya.accounts.logout({ callback }), mapSimpleResponse);
  },

  // The CDC screen-set shows its own social buttons.
  socialProviders: async () => [],
  socialLoginUrl: () => paths.signIn.getHref(),

  async showScreenSet(options) {
    const gigya = await loadSdk();
    if (!handlersAdded) {
      gigya.accounts.addEventHandlers({ onLogin: onLoginEvent });
      handlersAdded = true;
    }
    loginListener = options;
    gigya.accounts.showScreenSet({
      ...screenSetParams(options.containerId, options.startScreen, options.lang),
      onError: (event: CdcResponse) => options.onError(screenSetFailure(event)),
    });
    return () => {
      if (loginListener === options) loginListener = null;
      gigya.accounts.hideScreenSet({ screenSet: CDC_SCREEN_SET });
    };
  },
};
