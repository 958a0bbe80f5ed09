import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUid, verifyUidSignature } from './signature.ts';

const secret = Buffer.from('partner-secret-of-the-test-tenant').toString('base64');
const now = new Date('2026-03-01T12:00:00Z');

describe('CDC login signature', () => {
  it('is base64(HMAC-SHA1(base64decode(secret), timestamp + "_" + UID)), computed independently', () => {
    const signed = signUid('uid-123', secret, now);
    expect(signed.signatureTimestamp).toBe('1772366400');
    const independent = createHmac('sha1', Buffer.from('partner-secret-of-the-test-tenant'))
      .update('1772366400_uid-123')
      .digest('base64');
    expect(signed.UIDSignature).toBe(independent);
  });

  it('accepts a fresh signature and refuses a tampered one', () => {
    const signed = signUid('uid-123', secret, now);
    expect(verifyUidSignature(signed, secret, now)).toBe('valid');
    expect(verifyUidSignature({ ...signed, UID: 'uid-124' }, secret, now)).toBe('mismatch');
    const flipped = Buffer.from(signed.UIDSignature, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(verifyUidSignature({ ...signed, UIDSignature: flipped.toString('base64') }, secret, now)).toBe(
      'mismatch',
    );
    expect(verifyUidSignature(signed, Buffer.from('another secret').toString('base64'), now)).toBe(
      'mismatch',
    );
  });

  it('accepts a signature for 180 s only, and none from the future beyond that', () => {
    const signed = signUid('uid-123', secret, now);
    expect(verifyUidSignature(signed, secret, new Date(now.getTime() + 180_000))).toBe('valid');
    expect(verifyUidSignature(signed, secret, new Date(now.getTime() + 181_000))).toBe('stale');
    expect(verifyUidSignature(signed, secret, new Date(now.getTime() - 181_000))).toBe('stale');
  });

  it('calls malformed input malformed', () => {
    expect(verifyUidSignature({ UID: '', UIDSignature: 'x', signatureTimestamp: '1' }, secret, now)).toBe(
      'malformed',
    );
    expect(
      verifyUidSignature({ UID: 'u', UIDSignature: '', signatureTimestamp: '1772366400' }, secret, now),
    ).toBe('malformed');
    expect(
      verifyUidSignature({ UID: 'u', UIDSignature: 'abc', signatureTimestamp: 'soon' }, secret, now),
    ).toBe('malformed');
  });
});
