// The Zoom Meeting SDK join signature: a JWT (HS256) signed with the SDK secret, made on the server so the
// secret never reaches the browser.
import { createHmac } from 'node:crypto';

export interface ZoomSignatureInput {
  sdkKey: string;
  sdkSecret: string;
  meetingNumber: string;
  /** 0 attendee, 1 host; the portal only ever joins attendees. */
  role?: 0 | 1;
  now: Date;
  /** How long the signature is valid, at least 30 minutes and at most 48 hours for Zoom. */
  ttlSeconds?: number;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function zoomMeetingSignature(input: ZoomSignatureInput): string {
  const iat = Math.floor(input.now.getTime() / 1000) - 30;
  const exp = iat + (input.ttlSeconds ?? 2 * 60 * 60);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      appKey: input.sdkKey,
      sdkKey: input.sdkKey,
      mn: input.meetingNumber,
      role: input.role ?? 0,
      iat,
      exp,
      tokenExp: exp,
    }),
  );
  const signature = createHmac('sha256', input.sdkSecret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}
