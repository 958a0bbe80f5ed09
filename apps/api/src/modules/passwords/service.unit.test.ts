import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './service.ts';

describe('password hashing', () => {
  it('hashes in the scrypt$N$r$p$salt$hash format with a fresh salt each time', async () => {
    const first = await hashPassword('Demo-Portal-2026!');
    const second = await hashPassword('Demo-Portal-2026!');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo-Portal-2026!');
    expect(await verifyPassword('Demo-Portal-2026!', stored)).toBe(true);
    expect(await verifyPassword('demo-portal-2026!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('rejects a tampered hash', async () => {
    const stored = await hashPassword('secret-1');
    const parts = stored.split('$');
    const hash = Buffer.from(parts[5] ?? '', 'base64');
    hash[0] = (hash[0] ?? 0) ^ 1;
    parts[5] = hash.toString('base64');
    expect(await verifyPassword('secret-1', parts.join('$'))).toBe(false);
  });

  it('fails closed on malformed or too expensive stored values', async () => {
    const stored = await hashPassword('secret-1');
    const [, , , , salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'plain-text',
      `bcrypt$16384$8$1$${salt}$${hash}`,
      `scrypt$1000$8$1$${salt}$${hash}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${hash}`,
      `scrypt$16384$8$1$$${hash}`,
      `scrypt$16384$8$1$${salt}$`,
    ]) {
      expect(await verifyPassword('secret-1', bad)).toBe(false);
    }
  });
});
