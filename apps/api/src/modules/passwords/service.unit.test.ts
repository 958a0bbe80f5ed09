import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_COST,
  hashPassword,
  needsRehash,
  passwordHashCost,
  type ScryptCost,
  verifyPassword,
} from './service.ts';

// Unit tests hash at a low cost for speed; one test proves the production default.
const FAST: ScryptCost = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('defaults to the ASVS 5.0 / OWASP parameters N=2^17, r=8, p=1 (and node accepts them)', async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ N: 131_072, r: 8, p: 1 });
    expect(passwordHashCost()).toEqual(DEFAULT_PASSWORD_COST);
    const stored = await hashPassword('Demo-Portal-2026!');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo-Portal-2026!', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('hashes in the scrypt$N$r$p$salt$hash format with a fresh salt each time', async () => {
    const first = await hashPassword('Demo-Portal-2026!', FAST);
    const second = await hashPassword('Demo-Portal-2026!', FAST);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo-Portal-2026!', FAST);
    expect(await verifyPassword('Demo-Portal-2026!', stored)).toBe(true);
    expect(await verifyPassword('demo-portal-2026!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('asks for a rehash of a hash made at another cost', async () => {
    expect(needsRehash(await hashPassword('Demo-Portal-2026!', FAST))).toBe(true);
    expect(needsRehash(await hashPassword('Demo-Portal-2026!', { N: 16_384, r: 8, p: 1 }))).toBe(true);
    expect(needsRehash('not-a-hash')).toBe(false);
  });

  it('rejects a tampered hash', async () => {
    const stored = await hashPassword('secret-1', FAST);
    const parts = stored.split('$');
    const hash = Buffer.from(parts[5] ?? '', 'base64');
    hash[0] = (hash[0] ?? 0) ^ 1;
    parts[5] = hash.toString('base64');
    expect(await verifyPassword('secret-1', parts.join('$'))).toBe(false);
  });

  it('fails closed on malformed or too expensive stored values', async () => {
    const stored = await hashPassword('secret-1', FAST);
    const [, , , , salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'plain-text',
      `bcrypt$1024$8$1$${salt}$${hash}`,
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${hash}`,
      `scrypt$1024$8$1$$${hash}`,
      `scrypt$1024$8$1$${salt}$`,
    ]) {
      expect(await verifyPassword('secret-1', bad)).toBe(false);
    }
  });
});
