// Restricted media: files under /media/restricted/ are served only with a signature that an API answer
// gave to a viewer the content's rules allowed (the speaker-training deck and lessons, ...). The URL
// carries its expiry and an opaque reference to the viewer it was issued to (a keyed hash: a link that
// is forwarded, logged or pasted names nobody, and cannot be tied to an account id); the HMAC covers
// path + expiry + reference, so a URL cannot be widened, prolonged or re-pointed. Everything else under
// /media is public.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RESTRICTED_MEDIA_PREFIX = 'restricted/';
const RESTRICTED_URL_PREFIX = `/media/${RESTRICTED_MEDIA_PREFIX}`;

interface Lifetime {
  /** A signed URL lives between `seconds` and `seconds + step`. */
  seconds: number;
  /**
   * Expiries are rounded up to a step, so the same viewer gets the same URL for a while and the
   * browser's private cache can reuse what it fetched.
   */
  step: number;
}

/** Streams (video, audio): long enough to watch a long lesson and seek. */
const STREAM_LIFETIME: Lifetime = { seconds: 2 * 60 * 60, step: 15 * 60 };
/**
 * Documents (slide decks, MI answer PDFs) are fetched whole at once: a link that leaks (forwarded,
 * in a history or a proxy log) opens nothing after a few minutes.
 */
const DOCUMENT_LIFETIME: Lifetime = { seconds: 10 * 60, step: 60 };
const DOCUMENT_EXTENSIONS = /\.(pdf|pptx?|ppsx?|potx?|key|odp|docx?|odt|xlsx?|ods|zip)$/i;

export function lifetimeOf(url: string): Lifetime {
  return DOCUMENT_EXTENSIONS.test(url) ? DOCUMENT_LIFETIME : STREAM_LIFETIME;
}

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
  const mac = (path: string, expires: number, viewer: string) =>
    createHmac('sha256', key).update(`${path}\n${expires}\n${viewer}`).digest('base64url');
  /** The URL's `sub`: 128 bits of a keyed hash of the viewer (the same viewer, the same reference). */
  const viewerRef = (subject: string) =>
    createHmac('sha256', key).update(`viewer\n${subject}`).digest().subarray(0, 16).toString('base64url');

  const sign = (url: string, subject: string, now: Date) => {
    if (!url.startsWith(RESTRICTED_URL_PREFIX) || url.includes('?')) return url;
    const lifetime = lifetimeOf(url);
    const seconds = Math.floor(now.getTime() / 1000) + lifetime.seconds;
    const expires = Math.ceil(seconds / lifetime.step) * lifetime.step;
    const path = url.slice('/media/'.length);
    const viewer = viewerRef(subject);
    const query = new URLSearchParams({
      expires: String(expires),
      sub: viewer,
      sig: mac(path, expires, viewer),
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
    const lifetime = lifetimeOf(path);
    if (remaining <= 0 || remaining > lifetime.seconds + lifetime.step) return null;
    const expected = Buffer.from(mac(path, Number(expires), sub));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given) ? remaining : null;
  };

  return { sign, signAll, verify };
}
