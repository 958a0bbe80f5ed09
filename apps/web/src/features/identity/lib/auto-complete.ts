// The auto-complete registration: a provider account without a portal user (login 404, social sign-in)
// is sent to /cadastro with what the provider knows. Kept in sessionStorage: it dies with the tab.

import type { KeyValueStorage } from '#lib/storage-keys.ts';
import type { SignedUid } from '../provider/types.ts';

/** Owned by the identity feature (lib/storage-keys.ts lists the app-wide keys). */
export const AUTO_COMPLETE_KEY = 'portal.identity.autoComplete';

/** The API accepts a login signature for 180 s; after that the user must sign in again. */
export const SIGNATURE_WINDOW_MS = 180_000;

export interface AutoComplete {
  signed: SignedUid;
  email: string;
  firstName: string;
  lastName: string;
}

export function saveAutoComplete(storage: KeyValueStorage, data: AutoComplete): void {
  storage.setItem(AUTO_COMPLETE_KEY, JSON.stringify(data));
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

export function readAutoComplete(storage: KeyValueStorage): AutoComplete | null {
  const raw = storage.getItem(AUTO_COMPLETE_KEY);
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<AutoComplete> | null;
    const signed = data?.signed;
    if (!data || !signed || !isString(signed.UID) || !isString(signed.UIDSignature)) return null;
    if (!isString(signed.signatureTimestamp)) return null;
    return {
      signed: {
        UID: signed.UID,
        UIDSignature: signed.UIDSignature,
        signatureTimestamp: signed.signatureTimestamp,
      },
      email: isString(data.email) ? data.email : '',
      firstName: isString(data.firstName) ? data.firstName : '',
      lastName: isString(data.lastName) ? data.lastName : '',
    };
  } catch {
    return null;
  }
}

export function clearAutoComplete(storage: KeyValueStorage): void {
  storage.removeItem(AUTO_COMPLETE_KEY);
}

/** Whether the login proof is still inside the API's window (timestamps are unix seconds). */
export function isSignatureFresh(signed: SignedUid, nowMs: number): boolean {
  const issuedMs = Number(signed.signatureTimestamp) * 1000;
  return Number.isFinite(issuedMs) && nowMs - issuedMs < SIGNATURE_WINDOW_MS;
}

export interface SocialLanding extends AutoComplete {
  /** The portal path given when the sign-in started (only a same-site path is kept). */
  redirect: string | null;
}

/** Only a path of this site (never '//host' or a full URL): the fragment comes from the address bar. */
export function safePath(value: string | null): string | null {
  return value && /^\/(?![/\\])[^\\\s]*$/.test(value) ? value : null;
}

/** Reads the `/signin/social#UID=..&UIDSignature=..` fragment the provider redirects to. */
export function parseSocialFragment(hash: string): SocialLanding | { error: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const error = params.get('error');
  if (error) return { error };
  const UID = params.get('UID');
  const UIDSignature = params.get('UIDSignature');
  const signatureTimestamp = params.get('signatureTimestamp');
  if (!UID || !UIDSignature || !signatureTimestamp) return null;
  return {
    signed: { UID, UIDSignature, signatureTimestamp },
    email: params.get('email') ?? '',
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    redirect: safePath(params.get('redirect')),
  };
}
