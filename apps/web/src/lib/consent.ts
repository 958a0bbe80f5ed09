// The visitor's cookie choices: stored locally with the policy version, shared by the banner and analytics.

import { type KeyValueStorage, local, STORAGE_KEYS } from './storage-keys.ts';
import { createStore, type Store, useStore } from './store.ts';

/** Bump when the cookie policy changes: stored choices of an older version are asked again. */
export const CONSENT_POLICY_VERSION = '2025-07';

export interface ConsentChoices {
  analytics: boolean;
  marketing: boolean;
}

export interface ConsentRecord {
  choices: ConsentChoices;
  policyVersion: string;
  decidedAt: string;
}

/** Non-essential categories start off (ANPD guidance: no pre-ticked boxes). */
export const DEFAULT_CHOICES: ConsentChoices = { analytics: false, marketing: false };

/** The stored record, or null when none exists, it is malformed, or it answers an older policy. */
export function readConsent(storage: KeyValueStorage): ConsentRecord | null {
  const raw = storage.getItem(STORAGE_KEYS.consent);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConsentRecord>;
    if (parsed.policyVersion !== CONSENT_POLICY_VERSION || typeof parsed.choices !== 'object') return null;
    return {
      choices: { analytics: parsed.choices.analytics === true, marketing: parsed.choices.marketing === true },
      policyVersion: parsed.policyVersion,
      decidedAt: typeof parsed.decidedAt === 'string' ? parsed.decidedAt : '',
    };
  } catch {
    return null;
  }
}

export function writeConsent(
  storage: KeyValueStorage,
  choices: ConsentChoices,
  now = new Date(),
): ConsentRecord {
  const record: ConsentRecord = {
    choices,
    policyVersion: CONSENT_POLICY_VERSION,
    decidedAt: now.toISOString(),
  };
  storage.setItem(STORAGE_KEYS.consent, JSON.stringify(record));
  return record;
}

/** A random v4 uuid; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function visitorId(storage: KeyValueStorage = local): string {
  const existing = storage.getItem(STORAGE_KEYS.visitorId);
  if (existing) return existing;
  const id = randomUuid();
  storage.setItem(STORAGE_KEYS.visitorId, id);
  return id;
}

// The server renders the notice unanswered; a visitor who answered it sees it go once hydrated.
export const consentStore: Store<ConsentRecord | null> = createStore(
  typeof window === 'undefined' ? null : readConsent(local),
  { server: null },
);

export function saveConsentLocally(choices: ConsentChoices): ConsentRecord {
  const record = writeConsent(local, choices);
  consentStore.set(record);
  return record;
}

export function useConsent(): ConsentRecord | null {
  return useStore(consentStore);
}

/** Bumped by the footer's "cookie preferences" button; the consent feature opens its dialog. */
export const consentPreferencesRequests: Store<number> = createStore(0);

export function openConsentPreferences(): void {
  consentPreferencesRequests.set(consentPreferencesRequests.get() + 1);
}
