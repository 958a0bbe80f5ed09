import { createHash, timingSafeEqual } from 'node:crypto';

export interface BasicCredentials {
  user: string;
  password: string;
}

export function parseBasicAuthorization(header: string | undefined): BasicCredentials | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Hashing first gives equal lengths, so the comparison takes the same time whatever was sent. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function basicCredentialsMatch(header: string | undefined, expected: BasicCredentials): boolean {
  const given = parseBasicAuthorization(header);
  if (!given) return false;
  // Both compared, always: no early exit that tells a right user name from a wrong one.
  const userOk = sameSecret(given.user, expected.user);
  const passwordOk = sameSecret(given.password, expected.password);
  return userOk && passwordOk;
}
