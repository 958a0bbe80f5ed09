// Restricted media: files under /media/restricted/ are served only with a signature that an API answer
// gave to a viewer the content's rules allowed (the speaker-training deck and lessons, ...). The URL
// carries its expiry and the viewer it was issued to; the HMAC covers path + expiry + viewer, so a URL
// cannot be widened, prolonged or re-pointed. Everything else under /media is public.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESTRICTED_MEDIA_PREFIX = 'restricted/';
const RESTRICTED_URL_PREFIX = `/media/${RESTRICTED_MEDIA_PREFIX}`;

/** A signed URL lives between LIFETIME and LIFETIME + STEP: long enough to watch a long lesson and seek. */
const LIFETIME_SECONDS = 2 * 60 * 60;
/**
 * Expiries are rounded up to a step, so the same viewer gets the same URL for a while and the
 * browser's private cache can reuse what it fetched.
 */
const STEP_SECONDS = 15 * 60;

export interface MediaSigner {
  /** Signs every /media/restricted/ URL found in `value` (deeply); other values come back unchanged. */
  signAll<T>(value: T, subject: string, now: Date): T;
  sign(url: string, subject: string, now: Date): string;
  /** Checks a request for a restricted path: the seconds it stays valid, or null when refused. */
  verify(path: string, query: Record<string, unknown>, now: Date): number | null;
}

export function isRestrictedMediaPath(path: string): boolean {
  return path.startsWith(RESTRICTED_MEDIA_PREFIX);
}

/** The signing key is derived from the IdP partner secret, which every API process shares already. */
export function createMediaSigner(partnerSecret: string): MediaSigner {
  const key = createHmac('sha256', Buffer.from(partnerSecret, 'base64'))
    .update('portal media url v1')
    .digest();
  const mac = (path: string, expires: number, subject: string) =>
    createHmac('sha256', key).update(`${path}\n${expires}\n${subject}`).digest('base64url');

  const sign = (url: string, subject: string, now: Date) => {
    if (!url.startsWith(RESTRICTED_URL_PREFIX) || url.includes('?')) return url;
    const seconds = Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS;
    const expires = Math.ceil(seconds / STEP_SECONDS) * STEP_SECONDS;
    const path = url.slice('/media/'.length);
    const query = new URLSearchParams({
      expires: String(expires),
      sub: subject,
      sig: mac(path, expires, subject),
    });
    return `${url}?${query}`;
  };

  const signAll = <T>(value: T, subject: string, now: Date): T => {
    if (typeof value === 'string') return sign(value, subject, now) as T;
    if (Array.isArray(value)) return value.map((item) => signAll(item, subject, now)) as T;
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, signAll(item, subject, now)]),
      ) as T;
    }
    return value;
  };

  const verify = (path: string, query: Record<string, unknown>, now: Date): number | null => {
    const { expires, sub, sig } = query;
    if (typeof expires !== 'string' || typeof sub !== 'string' || typeof sig !== 'string') return null;
    if (!/^\d{1,12}$/.test(expires) || sub.length === 0 || sub.length > 200) return null;
    const remaining = Number(expires) - Math.floor(now.getTime() / 1000);
    if (remaining <= 0) return null;
    const expected = Buffer.from(mac(path, Number(expires), sub));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? remaining : null;
  };

  return { sign, signAll, verify };
}
