import type { UserProfile } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import {
  canAccessSpeakerTraining,
  canUseDoctorFinder,
  createSessionManager,
  type LoginResult,
  type SessionDeps,
  safeRedirect,
} from './session.ts';
import { SESSION_KEYS, STORAGE_KEYS } from './storage-keys.ts';
import { profileFixture as profile } from './test-profile.ts';
import { memoryStorage } from './test-storage.ts';

const signed = { UID: 'uid-1', UIDSignature: 'sig', signatureTimestamp: '1700000000' };

function setup(
  options: {
    login?: LoginResult;
    profile?: UserProfile | ApiError;
    local?: Record<string, string>;
    providerLogout?: SessionDeps['providerLogout'];
  } = {},
) {
  const local = memoryStorage(options.local);
  const sessionData = memoryStorage();
  const session = {
    ...sessionData,
    clear: vi.fn(() => {
      for (const key of Object.keys(sessionData.dump())) sessionData.removeItem(key);
    }),
  };
  const calls: string[] = [];
  const api: SessionDeps['api'] = {
    get: vi.fn(async (path: string) => {
      calls.push(`GET ${path}`);
      const answer = options.profile ?? profile();
      if (answer instanceof ApiError) throw answer;
      return answer as never;
    }) as SessionDeps['api']['get'],
    post: vi.fn(async (path: string) => {
      calls.push(`POST ${path}`);
      return undefined as never;
    }) as SessionDeps['api']['post'],
  };
  const navigate = vi.fn();
  let path = '/preferencias-usuario?x=1';
  const manager = createSessionManager({
    api,
    login: vi.fn(async () => options.login ?? { ok: true as const, token: 'tok-1' }),
    local,
    session,
    navigate,
    currentPath: () => path,
    providerLogout: options.providerLogout,
    translate: (key, values) => `${key}:${values.message}`,
  });
  return { manager, local, sessionData, session, api, calls, navigate, setPath: (p: string) => (path = p) };
}

describe('completeSignIn', () => {
  it('stores the token, provider id and profile, then goes home when no redirect was saved', async () => {
    const { manager, local, calls } = setup();
    const outcome = await manager.completeSignIn(signed);
    expect(outcome).toEqual({ kind: 'signed-in', to: '/home' });
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBe('tok-1');
    expect(local.getItem(STORAGE_KEYS.identityProviderId)).toBe('uid-1');
    expect(JSON.parse(local.getItem(STORAGE_KEYS.profile) ?? 'null')).toMatchObject({ id: 'user-1' });
    expect(calls).toEqual(['GET /api/users/profile']);
    expect(manager.store.get()).toMatchObject({ signedIn: true, profile: { name: 'Ana Souza' } });
  });

  it('goes to the saved redirect once and clears it', async () => {
    const { manager, sessionData } = setup();
    manager.saveRedirect('/editar-registro?tab=2');
    expect(await manager.completeSignIn(signed)).toEqual({ kind: 'signed-in', to: '/editar-registro?tab=2' });
    expect(sessionData.getItem(SESSION_KEYS.redirectUrl)).toBeNull();
    expect(manager.takeRedirect()).toBeNull();
  });

  it('never redirects off the site', async () => {
    const { manager, sessionData } = setup();
    sessionData.setItem(SESSION_KEYS.redirectUrl, '//evil.example/x');
    expect(await manager.completeSignIn(signed)).toEqual({ kind: 'signed-in', to: '/home' });
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/home')).toBe('/home');
  });

  it('maps 404 to not-registered and the dentist 403 to dentist, storing nothing', async () => {
    const notRegistered = setup({ login: { ok: false, status: 404, message: 'USER NOT REGISTERED' } });
    expect(await notRegistered.manager.completeSignIn(signed)).toEqual({ kind: 'not-registered' });
    expect(notRegistered.local.getItem(STORAGE_KEYS.accessToken)).toBeNull();

    const dentist = setup({ login: { ok: false, status: 403, message: 'DENTIST ACCOUNT' } });
    expect(await dentist.manager.completeSignIn(signed)).toEqual({ kind: 'dentist' });
    expect(dentist.local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('reports other failures with the translated message carrying the internal one', async () => {
    const { manager } = setup({ login: { ok: false, status: 401, message: 'EXPIRED LOGIN SIGNATURE' } });
    expect(await manager.completeSignIn(signed)).toEqual({
      kind: 'error',
      message: 'account.session.authenticationError:EXPIRED LOGIN SIGNATURE',
    });
  });
});

describe('signOut', () => {
  it('revokes the token, clears storage and session storage, then navigates', async () => {
    const { manager, local, session, calls, navigate } = setup({
      local: {
        [STORAGE_KEYS.accessToken]: 'tok',
        [STORAGE_KEYS.profile]: JSON.stringify(profile()),
        [STORAGE_KEYS.identityProviderId]: 'uid-1',
        [STORAGE_KEYS.countryOverride]: 'MX',
      },
    });
    await manager.signOut('/signin');
    expect(calls).toEqual(['POST /api/users/logout']);
    expect(local.dump()).toEqual({ [STORAGE_KEYS.countryOverride]: 'MX' });
    expect(session.clear).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(manager.store.get()).toEqual({ signedIn: false, profile: null, signingOut: true });
  });

  it("ends the identity provider's session too, with the stored UID", async () => {
    const providerLogout = vi.fn(async () => {});
    const { manager } = setup({
      local: { [STORAGE_KEYS.accessToken]: 'tok', [STORAGE_KEYS.identityProviderId]: 'uid-1' },
      providerLogout,
    });
    await manager.signOut();
    expect(providerLogout).toHaveBeenCalledWith('uid-1');
  });

  it('signs out locally when the provider logout fails or never answers (after 3 s)', async () => {
    vi.useFakeTimers();
    try {
      for (const providerLogout of [
        vi.fn(() => Promise.reject(new Error('network'))),
        vi.fn(() => new Promise<void>(() => {})),
      ]) {
        const { manager, local, navigate } = setup({
          local: { [STORAGE_KEYS.accessToken]: 'tok', [STORAGE_KEYS.identityProviderId]: 'uid-1' },
          providerLogout,
        });
        const done = manager.signOut();
        await vi.advanceTimersByTimeAsync(2999);
        await vi.advanceTimersByTimeAsync(1);
        await done;
        expect(local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
        expect(navigate).toHaveBeenCalledWith('/');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the session as signing out until the new page is shown', async () => {
    const { manager, navigate } = setup({ local: { [STORAGE_KEYS.accessToken]: 'tok' } });
    let finish = () => {};
    navigate.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const done = manager.signOut();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(manager.store.get()).toMatchObject({ signedIn: false, signingOut: true });
    finish();
    await done;
    // The router resolves before React shows the new page; the shell settles it once shown.
    expect(manager.store.get()).toMatchObject({ signingOut: true });
    manager.settleSignOut();
    expect(manager.store.get()).toMatchObject({ signedIn: false, signingOut: false });
  });

  it('still signs out locally when the logout call fails, and goes to / by default', async () => {
    const { manager, local, api, navigate } = setup({ local: { [STORAGE_KEYS.accessToken]: 'tok' } });
    vi.mocked(api.post).mockRejectedValueOnce(new ApiError(500, {}));
    await manager.signOut();
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('401/403 handling', () => {
  it('a 401 from any call signs out to /signin and saves the current path for after signing in', async () => {
    const { manager, local, navigate, sessionData } = setup({ local: { [STORAGE_KEYS.accessToken]: 'tok' } });
    manager.handleUnauthorized(new ApiError(401, { code: 'UNAUTHENTICATED' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/signin'));
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(sessionData.getItem(SESSION_KEYS.redirectUrl)).toBe('/preferencias-usuario?x=1');
  });

  it('a 403 from any call signs out to the landing, saving no place (it would refuse again)', async () => {
    const { manager, local, navigate, sessionData } = setup({ local: { [STORAGE_KEYS.accessToken]: 'tok' } });
    manager.handleUnauthorized(new ApiError(403, { code: 'FORBIDDEN' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(sessionData.getItem(SESSION_KEYS.redirectUrl)).toBeNull();
  });

  it('a profile fetch 401 goes to /signin and saves the current path', async () => {
    const { manager, sessionData, navigate, local } = setup({
      local: { [STORAGE_KEYS.accessToken]: 'tok' },
      profile: new ApiError(401, { code: 'UNAUTHENTICATED' }),
    });
    await expect(manager.fetchProfile()).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/signin');
    expect(sessionData.getItem(SESSION_KEYS.redirectUrl)).toBe('/preferencias-usuario?x=1');
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('does not save /signin itself as the redirect', async () => {
    const { manager, sessionData, setPath } = setup({
      local: { [STORAGE_KEYS.accessToken]: 'tok' },
      profile: new ApiError(403, { code: 'FORBIDDEN' }),
    });
    setPath('/signin');
    await expect(manager.fetchProfile()).rejects.toBeInstanceOf(ApiError);
    expect(sessionData.getItem(SESSION_KEYS.redirectUrl)).toBeNull();
  });

  it('a refused capability check answers false without signing out', async () => {
    const { manager, api, navigate, local } = setup({ local: { [STORAGE_KEYS.accessToken]: 'tok' } });
    const refusal = new ApiError(403, { code: 'FORBIDDEN' });
    vi.mocked(api.get).mockImplementationOnce(async () => {
      manager.handleUnauthorized(refusal);
      throw refusal;
    });
    expect(await manager.checkAccess('/api/docfinder/access')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(local.getItem(STORAGE_KEYS.accessToken)).toBe('tok');
  });
});

describe('permissions', () => {
  it('speaker training needs the flag; the doctor-finder needs registerType CRM', () => {
    expect(canAccessSpeakerTraining(profile({ canAcessSpeakTraining: true }))).toBe(true);
    expect(canAccessSpeakerTraining(profile())).toBe(false);
    expect(canAccessSpeakerTraining(null)).toBe(false);
    expect(canUseDoctorFinder(profile())).toBe(true);
    expect(canUseDoctorFinder(profile({ registerType: 'COREN' }))).toBe(false);
    expect(canUseDoctorFinder(null)).toBe(false);
  });
});

describe('the snapshot a server-rendered page hydrates with', () => {
  // React re-renders every reader of the session synchronously after hydration when the server snapshot
  // is not the very object the browser reads (issue 38): an anonymous visitor must get the same one.
  it('is the same object as the browser’s for a visitor who is signed out', () => {
    const { manager } = setup();
    expect(manager.store.server()).toBe(manager.store.get());
  });

  it('is signed out for a visitor with a stored session, who then sees it', () => {
    const { manager } = setup({ local: { [STORAGE_KEYS.accessToken]: 'tok-1' } });
    expect(manager.store.server()).toEqual({ signedIn: false, profile: null, signingOut: false });
    expect(manager.store.get()).toMatchObject({ signedIn: true });
  });
});
