import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zoomMeetingSignature } from './zoom-signature.ts';

describe('Zoom Meeting SDK signature', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const token = zoomMeetingSignature({
    sdkKey: 'key-1',
    sdkSecret: 'secret-1',
    meetingNumber: '8812345678',
    now,
  });
  const [header, payload, signature] = token.split('.');

  it('is an HS256 JWT signed with the SDK secret (checked independently)', () => {
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const expected = createHmac('sha256', 'secret-1').update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
    const forged = createHmac('sha256', 'another').update(`${header}.${payload}`).digest('base64url');
    expect(signature).not.toBe(forged);
  });

  it('names the key, the meeting and the attendee role, valid for two hours', () => {
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ appKey: 'key-1', sdkKey: 'key-1', mn: '8812345678', role: 0 });
    expect(claims.exp - claims.iat).toBe(7200);
    expect(claims.iat).toBeLessThanOrEqual(now.getTime() / 1000);
    expect(claims.tokenExp).toBe(claims.exp);
  });
});
