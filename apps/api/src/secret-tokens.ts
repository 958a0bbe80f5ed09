// The bearer secrets the API hands out (portal sessions, staff sessions, staff set-password links): 256
// random bits in base64url for whoever holds one, and only their SHA-256 (hex) in the database, so a leaked
// database hands out no working secret. (The identity provider's single-use tokens keep the base64url
// hashes their rows were stored with: identity-provider/tokens.ts.)
import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: the token is its holder's only secret. */
const SECRET_BYTES = 32;

export function hashSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret (`prefix` names its kind, e.g. `staff_`) and the hash to store. */
export function newSecret(prefix = ''): { token: string; tokenHash: string } {
  const token = `${prefix}${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { token, tokenHash: hashSecret(token) };
}
