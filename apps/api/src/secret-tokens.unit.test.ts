import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, newSecret } from './secret-tokens.ts';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256 in hex', () => {
    const a = newSecret();
    const b = newSecret();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.tokenHash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(hashSecret(a.token)).toBe(a.tokenHash);
  });

  it('carry their prefix, which the hash covers', () => {
    const staff = newSecret('staff_');
    expect(staff.token).toMatch(/^staff_[A-Za-z0-9_-]{43}$/);
    expect(hashSecret(staff.token)).toBe(staff.tokenHash);
    expect(hashSecret(staff.token.slice('staff_'.length))).not.toBe(staff.tokenHash);
  });
});
