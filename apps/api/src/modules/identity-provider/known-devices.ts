// Known devices: a browser that has signed in to an account keeps a long-lived token bound to that
// account (an HttpOnly cookie), and with it gets through the account-wide sign-in throttle. A botnet
// guessing one password from thousands of addresses then delays strangers, never the owner's own
// browsers. The token is an HMAC (no table): account key, a random device id and the issue time,
// signed with a key derived from the partner secret every API process shares. It opens nothing by
// itself: the right password (and for staff, the second factor) is still needed, and the per-address
// throttles still apply to it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const DAY_SECONDS = 24 * 60 * 60;
/** How long a device stays known without signing in again (each sign-in renews it). */
export const KNOWN_DEVICE_DAYS = 180;

/** The physicians' identity provider and the staff console keep separate cookies on their own paths. */
export const DEVICE_COOKIES = {
  idp: { name: 'portal_device', path: '/idp' },
  staff: { name: 'portal_staff_device', path: '/api/admin/session' },
} as const;
export type DeviceCookie = (typeof DEVICE_COOKIES)[keyof typeof DEVICE_COOKIES];

function deviceKey(partnerSecret: string): Buffer {
  return createHmac('sha256', Buffer.from(partnerSecret, 'base64')).update('portal known device v1').digest();
}

/** The account a token is bound to: the sign-in id, normalised and hashed (`staff:` for staff). */
const accountKey = (loginId: string) =>
  createHash('sha256').update(loginId.trim().toLowerCase()).digest('base64url');

const mac = (key: Buffer, account: string, device: string, issued: string) =>
  createHmac('sha256', key).update(`${account}\n${device}\n${issued}`).digest('base64url');

/** A new token for this account, issued now. */
export function issueDeviceToken(partnerSecret: string, loginId: string, now: Date): string {
  const device = randomBytes(16).toString('base64url');
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${device}.${issued}.${mac(deviceKey(partnerSecret), accountKey(loginId), device, issued)}`;
}

/** Whether the token was issued by us, to this account, within the last KNOWN_DEVICE_DAYS. */
export function isKnownDevice(
  partnerSecret: string,
  loginId: string,
  token: string | undefined,
  now: Date,
): boolean {
  const [device, issued, sig, extra] = (token ?? '').split('.');
  if (!device || !issued || !sig || extra !== undefined || !/^\d{1,12}$/.test(issued)) return false;
  const age = Math.floor(now.getTime() / 1000) - Number(issued);
  if (age < -60 || age > KNOWN_DEVICE_DAYS * DAY_SECONDS) return false;
  const expected = Buffer.from(mac(deviceKey(partnerSecret), accountKey(loginId), device, issued));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The value of a cookie in a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie header that keeps a device token: HttpOnly, same-site only, on its path. */
export function deviceCookieHeader(cookie: DeviceCookie, token: string, secure: boolean): string {
  return [
    `${cookie.name}=${token}`,
    `Path=${cookie.path}`,
    `Max-Age=${KNOWN_DEVICE_DAYS * DAY_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
