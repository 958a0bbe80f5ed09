// The SAP CDC login signature, so a real CDC tenant can replace the embedded provider by configuration:
// UIDSignature = base64(HMAC-SHA1(key = base64decode(partnerSecret), message = timestamp + "_" + UID)).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature is accepted only this close to its timestamp (either side, for clock skew). */
export const SIGNATURE_WINDOW_SECONDS = 180;

export interface SignedUid {
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
}

function hmac(uid: string, timestamp: string, partnerSecret: string): Buffer {
  return createHmac('sha1', Buffer.from(partnerSecret, 'base64')).update(`${timestamp}_${uid}`).digest();
}

export function signUid(uid: string, partnerSecret: string, now: Date = new Date()): SignedUid {
  const signatureTimestamp = String(Math.floor(now.getTime() / 1000));
  return {
    UID: uid,
    UIDSignature: hmac(uid, signatureTimestamp, partnerSecret).toString('base64'),
    signatureTimestamp,
  };
}

export type SignatureCheck = 'valid' | 'malformed' | 'stale' | 'mismatch';

/** Checks a signature without consuming it; replay refusal is the caller's (it needs the database). */
export function verifyUidSignature(
  signed: SignedUid,
  partnerSecret: string,
  now: Date = new Date(),
): SignatureCheck {
  const { UID, UIDSignature, signatureTimestamp } = signed;
  if (!UID || !/^\d{1,12}$/.test(signatureTimestamp)) return 'malformed';
  const given = Buffer.from(UIDSignature, 'base64');
  if (given.length === 0) return 'malformed';
  const age = Math.floor(now.getTime() / 1000) - Number(signatureTimestamp);
  if (Math.abs(age) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  const expected = hmac(UID, signatureTimestamp, partnerSecret);
  if (given.length !== expected.length) return 'mismatch';
  return timingSafeEqual(given, expected) ? 'valid' : 'mismatch';
}
