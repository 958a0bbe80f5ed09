import { describe, expect, it } from 'vitest';
import { CONSENT_POLICY_VERSION, randomUuid, readConsent, visitorId, writeConsent } from './consent.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { memoryStorage } from './test-storage.ts';

describe('consent storage', () => {
  it('has no record until the visitor chooses', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('reads back what was written, with the policy version', () => {
    const storage = memoryStorage();
    writeConsent(storage, { analytics: true, marketing: false }, new Date('2025-07-01T10:00:00Z'));
    expect(readConsent(storage)).toEqual({
      choices: { analytics: true, marketing: false },
      policyVersion: CONSENT_POLICY_VERSION,
      decidedAt: '2025-07-01T10:00:00.000Z',
    });
  });

  it('asks again when the stored choice answers an older policy or is malformed', () => {
    const old = memoryStorage({
      [STORAGE_KEYS.consent]: JSON.stringify({
        choices: { analytics: true, marketing: true },
        policyVersion: '2020-01',
      }),
    });
    expect(readConsent(old)).toBeNull();
    expect(readConsent(memoryStorage({ [STORAGE_KEYS.consent]: '{not json' }))).toBeNull();
  });

  it('keeps one visitor id per browser', () => {
    const storage = memoryStorage();
    const id = visitorId(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(visitorId(storage)).toBe(id);
    expect(randomUuid()).not.toBe(id);
  });
});
