import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#lib/test-storage.ts';
import {
  AUTO_COMPLETE_KEY,
  clearAutoComplete,
  isSignatureFresh,
  parseSocialFragment,
  readAutoComplete,
  saveAutoComplete,
} from './auto-complete.ts';

const signed = { UID: 'uid-1', UIDSignature: 'a+b/c=', signatureTimestamp: '1760000000' };

describe('auto-complete registration data', () => {
  it('round-trips through storage and is cleared', () => {
    const storage = memoryStorage();
    saveAutoComplete(storage, { signed, email: 'ana@x.com', firstName: 'Ana', lastName: 'Souza' });
    expect(readAutoComplete(storage)).toEqual({
      signed,
      email: 'ana@x.com',
      firstName: 'Ana',
      lastName: 'Souza',
    });
    clearAutoComplete(storage);
    expect(readAutoComplete(storage)).toBeNull();
  });

  it('ignores malformed stored data', () => {
    expect(readAutoComplete(memoryStorage({ [AUTO_COMPLETE_KEY]: '{"signed":{"UID":1}}' }))).toBeNull();
    expect(readAutoComplete(memoryStorage({ [AUTO_COMPLETE_KEY]: 'nope' }))).toBeNull();
  });

  it('knows when the login proof left the API’s 180 s window', () => {
    const issued = Number(signed.signatureTimestamp) * 1000;
    expect(isSignatureFresh(signed, issued + 179_000)).toBe(true);
    expect(isSignatureFresh(signed, issued + 181_000)).toBe(false);
  });
});

describe('parseSocialFragment', () => {
  it('reads the proof, names and a same-site redirect (signature characters survive)', () => {
    const hash = `#${new URLSearchParams({ ...signed, email: 'ana@x.com', firstName: 'Ana', lastName: 'S', redirect: '/docfinder' })}`;
    expect(parseSocialFragment(hash)).toEqual({
      signed,
      email: 'ana@x.com',
      firstName: 'Ana',
      lastName: 'S',
      redirect: '/docfinder',
    });
  });

  it('drops redirects to other sites', () => {
    const hash = `#${new URLSearchParams({ ...signed, redirect: '//evil.example' })}`;
    expect(parseSocialFragment(hash)).toMatchObject({ redirect: null });
  });

  it('reports the provider error code, or null without a proof', () => {
    expect(parseSocialFragment('#error=account_disabled')).toEqual({ error: 'account_disabled' });
    expect(parseSocialFragment('#UID=only')).toBeNull();
    expect(parseSocialFragment('')).toBeNull();
  });
});
