import { createHash, randomBytes } from 'node:crypto';

/** 256 bits: the bearer token is the only secret of a session. */
const TOKEN_BYTES = 32;

/** Only the hash is stored, so a database leak does not hand out working tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}
