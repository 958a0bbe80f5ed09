// Every browser-storage key of the portal in one place, so features never collide or drift.
export const STORAGE_KEYS = {
  /** localStorage: API access token of the signed-in user. */
  accessToken: 'portal.accessToken',
  /** localStorage: identity-provider registration token kept between registration steps. */
  registrationToken: 'portal.registrationToken',
  /** localStorage: identity-provider account id (UID). */
  identityProviderId: 'portal.identityProviderId',
  /** localStorage: JSON of the signed-in user's profile. */
  profile: 'portal.profile',
  /** localStorage: country code chosen with `?loc=xx`; wins over the host. */
  countryOverride: 'portal.countryOverride',
  /** localStorage: JSON of the visitor's consent choices and the policy version they answered. */
  consent: 'portal.consent',
  /** localStorage: anonymous visitor id (uuid) that consent records are filed under. */
  visitorId: 'portal.visitorId',
} as const;

export const SESSION_KEYS = {
  /** sessionStorage: where to go after signing in. */
  redirectUrl: 'portal.redirectUrl',
} as const;

/** The part of Web Storage the portal uses; lets pure logic run with an in-memory stand-in in tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage that survives private-mode or disabled-storage errors by answering "nothing stored". */
export function safeStorage(get: () => Storage): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        get().setItem(key, value);
      } catch {
        // Storage full or blocked: the choice then lasts for this page only.
      }
    },
    removeItem(key) {
      try {
        get().removeItem(key);
      } catch {
        // Nothing to remove when storage is unavailable.
      }
    },
  };
}

export const local: KeyValueStorage = safeStorage(() => window.localStorage);
export const session: KeyValueStorage = safeStorage(() => window.sessionStorage);
