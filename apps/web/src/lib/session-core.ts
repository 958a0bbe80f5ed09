// The signed-in session of spec section 4: token, provider id and profile in storage, the redirect after
// sign-in, logout, and what happens on 401/403. Pure core (createSessionManager) + the app's instance.
// Kept free of TanStack Query so the shell (header, sign-in guard) stays small; lib/session.ts adds useProfile.
import type { LoginBody, LoginResponse, UserProfile } from '@portal/contracts';
import i18next from 'i18next';
import { type ApiClient, ApiError, api, onUnauthorized } from './api-client.ts';
import { paths } from './paths.ts';
import {
  type KeyValueStorage,
  local,
  SESSION_KEYS,
  STORAGE_KEYS,
  session as sessionStorageKv,
} from './storage-keys.ts';
import { createStore, type Store, useStore } from './store.ts';

export type { UserProfile };

export const SESSION_PATHS = {
  login: '/api/users/login',
  logout: '/api/users/logout',
  profile: '/api/users/profile',
} as const;

export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

export type SignedLogin = Pick<LoginBody, 'UID' | 'UIDSignature' | 'signatureTimestamp'>;

export type SignInOutcome =
  | { kind: 'signed-in'; to: string }
  | { kind: 'not-registered' }
  | { kind: 'dentist' }
  | { kind: 'error'; message: string };

/** What POST /api/users/login answered: a token, or its `{statusCode, internalExceptionMessage}` error. */
export type LoginResult = { ok: true; token: string } | { ok: false; status: number; message: string };

export interface SessionSnapshot {
  signedIn: boolean;
  profile: UserProfile | null;
  /** True from the moment a sign-out clears the session until the page it goes to is shown. */
  signingOut: boolean;
}

export interface SessionDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  login: (signed: SignedLogin) => Promise<LoginResult>;
  local: KeyValueStorage;
  session: KeyValueStorage & { clear(): void };
  /** Resolves once the navigation has finished (the router's navigate does). */
  navigate: (to: string) => Promise<void> | void;
  /** Path + query + hash of the page being shown. */
  currentPath: () => string;
  translate: (key: 'account.session.authenticationError', values: { message: string }) => string;
  /** Ends the identity provider's own session (SAP CDC keeps one); the app injects it (lib cannot import features). */
  providerLogout?: (uid: string) => Promise<void>;
}

/** The provider's logout may hang (a CDC script that never answers): sign-out waits at most this long. */
const PROVIDER_LOGOUT_WAIT_MS = 3000;

/** Only same-origin paths may be a redirect target (never '//host' or 'https://...'). */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function canAccessSpeakerTraining(profile: UserProfile | null | undefined): boolean {
  return profile?.canAcessSpeakTraining === true;
}

export function canUseDoctorFinder(profile: UserProfile | null | undefined): boolean {
  return profile?.registerType === 'CRM';
}

function readProfile(storage: KeyValueStorage): UserProfile | null {
  const raw = storage.getItem(STORAGE_KEYS.profile);
  if (!raw) return null;
  try {
    // A structural check only: the schema (zod) stays out of the initial bundle.
    const parsed: unknown = JSON.parse(raw);
    const candidate = parsed as Partial<UserProfile> | null;
    return candidate && typeof candidate.id === 'string' && typeof candidate.name === 'string'
      ? (candidate as UserProfile)
      : null;
  } catch {
    return null;
  }
}

/** Best effort and time-boxed: a provider that fails or hangs never keeps the user signed in here. */
async function endProviderSession(logout: (uid: string) => Promise<void>, uid: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      logout(uid),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PROVIDER_LOGOUT_WAIT_MS);
      }),
    ]);
  } catch {
    // Its session expires on its own; the portal's token is what guards the API.
  } finally {
    clearTimeout(timer);
  }
}

export function createSessionManager(deps: SessionDeps) {
  // Guards must not react to the cleared session while the sign-out's own navigation is under way.
  let leaving = false;
  const snapshot = (): SessionSnapshot => {
    const signedIn = Boolean(deps.local.getItem(STORAGE_KEYS.accessToken));
    return { signedIn, profile: signedIn ? readProfile(deps.local) : null, signingOut: leaving };
  };
  // A server-rendered page is an anonymous visitor's: hydration starts signed out, then reads the storage.
  // For a visitor who is signed out, the very same object: a different one (even an equal one) makes React
  // re-render every reader of the session synchronously after hydration (issue 38).
  const initial = snapshot();
  const store: Store<SessionSnapshot> = createStore(initial, {
    server: initial.signedIn ? { signedIn: false, profile: null, signingOut: false } : initial,
  });
  const refresh = () => store.set(snapshot());

  // While these run, a 401/403 is handled by the caller rather than by the global "log out" rule.
  let signInPending = 0;
  let profileFetches = 0;
  let accessChecks = 0;
  let signingOut: Promise<void> | null = null;

  const isSignedIn = () => Boolean(deps.local.getItem(STORAGE_KEYS.accessToken));

  function setProfile(profile: UserProfile): void {
    deps.local.setItem(STORAGE_KEYS.profile, JSON.stringify(profile));
    store.set({ signedIn: isSignedIn(), profile, signingOut: leaving });
  }

  function clearStoredSession(): void {
    deps.local.removeItem(STORAGE_KEYS.accessToken);
    deps.local.removeItem(STORAGE_KEYS.profile);
    deps.local.removeItem(STORAGE_KEYS.identityProviderId);
    deps.local.removeItem(STORAGE_KEYS.registrationToken);
    deps.session.clear();
    refresh();
  }

  /** Revokes the token server-side (best effort), then forgets everything; `after` runs before navigating. */
  function endSession(to: string, after?: () => void): Promise<void> {
    if (signingOut) return signingOut;
    signingOut = (async () => {
      const uid = deps.local.getItem(STORAGE_KEYS.identityProviderId);
      await Promise.all([
        isSignedIn()
          ? deps.api.post<void>(SESSION_PATHS.logout).catch(() => {
              // The token may already be invalid; local sign-out must happen regardless.
            })
          : undefined,
        uid && deps.providerLogout ? endProviderSession(deps.providerLogout, uid) : undefined,
      ]);
      leaving = true;
      clearStoredSession();
      after?.();
      await deps.navigate(to);
    })().finally(() => {
      signingOut = null;
    });
    return signingOut;
  }

  /** Called once the page a sign-out went to is on screen (React commits it after the router resolves). */
  function settleSignOut(): void {
    if (!leaving) return;
    leaving = false;
    refresh();
  }

  function signOut(to = '/'): Promise<void> {
    return endSession(to);
  }

  /** Spec: a profile fetch answered 401/403 (and any call answered 401) logs out, saves the current path and goes to /signin. */
  function expireToSignIn(): Promise<void> {
    const path = deps.currentPath();
    const signIn = paths.signIn.getHref();
    const onSignIn = path === signIn || path.startsWith(`${signIn}?`) || path.startsWith(`${signIn}/`);
    return endSession(signIn, () => {
      if (!onSignIn) deps.session.setItem(SESSION_KEYS.redirectUrl, path);
    });
  }

  async function fetchProfile(): Promise<UserProfile> {
    profileFetches += 1;
    try {
      const profile = await deps.api.get<UserProfile>(SESSION_PATHS.profile);
      setProfile(profile);
      return profile;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        await expireToSignIn();
      }
      throw error;
    } finally {
      profileFetches -= 1;
    }
  }

  function handleUnauthorized(error: ApiError): void {
    if (signInPending > 0 || profileFetches > 0 || signingOut || !isSignedIn()) return;
    // A policy refusal of a restricted capability sends the user home (the caller does it), not out.
    if (accessChecks > 0 && error.status === 403 && error.code === 'FORBIDDEN') return;
    // A professional not verified yet stays signed in: the "being checked" screen explains the refusal.
    if (error.status === 403 && error.code === 'PROFESSIONAL_NOT_VERIFIED') {
      void deps.navigate(paths.registrationPending.getHref());
      return;
    }
    // An expired session (401) keeps the physician's place: signing in again brings them back to it. A
    // 403 does not (the same page would refuse again): it signs out to the landing.
    if (error.status === 401) void expireToSignIn();
    else void signOut();
  }

  /** Asks the API whether a restricted capability is allowed: true, or false on its 403 refusal. */
  async function checkAccess(path: string): Promise<boolean> {
    accessChecks += 1;
    try {
      await deps.api.get<unknown>(path);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) return false;
      throw error;
    } finally {
      accessChecks -= 1;
    }
  }

  /** Saved redirect target, removed as it is read. */
  function takeRedirect(): string | null {
    const saved = deps.session.getItem(SESSION_KEYS.redirectUrl);
    deps.session.removeItem(SESSION_KEYS.redirectUrl);
    return safeRedirect(saved);
  }

  function saveRedirect(url: string): void {
    const safe = safeRedirect(url);
    if (safe) deps.session.setItem(SESSION_KEYS.redirectUrl, safe);
  }

  async function completeSignIn(signed: SignedLogin): Promise<SignInOutcome> {
    let result: LoginResult;
    signInPending += 1;
    try {
      result = await deps.login(signed);
    } finally {
      signInPending -= 1;
    }
    if (!result.ok) {
      if (result.status === 404) return { kind: 'not-registered' };
      if (result.status === 403 && result.message === 'DENTIST ACCOUNT') return { kind: 'dentist' };
      return {
        kind: 'error',
        message: deps.translate('account.session.authenticationError', { message: result.message }),
      };
    }
    deps.local.setItem(STORAGE_KEYS.accessToken, result.token);
    deps.local.setItem(STORAGE_KEYS.identityProviderId, signed.UID);
    deps.local.removeItem(STORAGE_KEYS.registrationToken);
    refresh();
    try {
      await fetchProfile();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'error', message: deps.translate('account.session.authenticationError', { message }) };
    }
    const profile = readProfile(deps.local);
    if (profile?.verification && profile.verification !== 'verified') {
      takeRedirect();
      return { kind: 'signed-in', to: paths.registrationPending.getHref() };
    }
    return { kind: 'signed-in', to: takeRedirect() ?? paths.home.getHref() };
  }

  return {
    store,
    refresh,
    isSignedIn,
    completeSignIn,
    signOut,
    settleSignOut,
    fetchProfile,
    setProfile,
    checkAccess,
    saveRedirect,
    takeRedirect,
    handleUnauthorized,
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;

/** Reads the `{statusCode, internalExceptionMessage}` body of a failed login. */
function internalMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as { internalExceptionMessage?: unknown }).internalExceptionMessage;
  return typeof value === 'string' && value ? value : null;
}

/** POST /api/users/login, anonymous; a refusal's `{statusCode, internalExceptionMessage}` body is kept. */
async function loginThroughApi(signed: SignedLogin): Promise<LoginResult> {
  try {
    const { token } = await api.post<LoginResponse>(SESSION_PATHS.login, signed, { anonymous: true });
    return { ok: true, token };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, status: error.status, message: internalMessage(error.body) ?? error.message };
    }
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}

// The router registers its navigate function; before that (or outside it) a full page load does it.
let navigator: ((to: string) => Promise<void> | void) | null = null;

export function setSessionNavigator(navigate: (to: string) => Promise<void> | void): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

let providerLogout: ((uid: string) => Promise<void>) | null = null;

/** The app registers the identity provider's logout here, so every sign-out ends that session too. */
export function setProviderLogout(logout: (uid: string) => Promise<void>): void {
  providerLogout = logout;
}

const manager = createSessionManager({
  api,
  login: loginThroughApi,
  local,
  session: { ...sessionStorageKv, clear: () => safeClear() },
  navigate: (to) => (navigator ? navigator(to) : window.location.assign(to)),
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  translate: (key, values) => i18next.t(key, values),
  providerLogout: (uid) => (providerLogout ? providerLogout(uid) : Promise.resolve()),
});

function safeClear(): void {
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was stored there either.
  }
}

onUnauthorized(manager.handleUnauthorized);
if (typeof window !== 'undefined') {
  // Another tab signing in or out changes this tab's session too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.accessToken || event.key === STORAGE_KEYS.profile) {
      manager.refresh();
    }
  });
}

export const completeSignIn = manager.completeSignIn;
export const signOut = manager.signOut;
export const settleSignOut = manager.settleSignOut;
export const isSignedIn = manager.isSignedIn;
export const fetchProfile = manager.fetchProfile;
export const setProfile = manager.setProfile;
export const checkAccess = manager.checkAccess;
export const saveRedirect = manager.saveRedirect;
export const sessionStore = manager.store;

export function useSession(): SessionSnapshot {
  return useStore(manager.store);
}
