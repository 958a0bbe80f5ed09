import { describe, expect, it } from 'vitest';
import { loginResult } from './accounts.ts';
import { verifyUidSignature } from './signature.ts';

const config = { idpPartnerSecret: Buffer.alloc(32, 7).toString('base64') };

describe('loginResult', () => {
  it('gives two logins of one account in the same second different, valid signatures', () => {
    const now = new Date('2026-05-01T10:00:00.200Z');
    const first = loginResult('uid-same-second', config, now);
    const second = loginResult('uid-same-second', config, new Date('2026-05-01T10:00:00.700Z'));
    expect(second.signatureTimestamp).not.toBe(first.signatureTimestamp);
    expect(verifyUidSignature(first, config.idpPartnerSecret, now)).toBe('valid');
    expect(verifyUidSignature(second, config.idpPartnerSecret, now)).toBe('valid');
  });

  it('signs other accounts at the current second', () => {
    const now = new Date('2026-05-01T11:00:00Z');
    expect(loginResult('uid-a', config, now).signatureTimestamp).toBe(String(now.getTime() / 1000));
    expect(loginResult('uid-b', config, now).signatureTimestamp).toBe(String(now.getTime() / 1000));
  });
});
