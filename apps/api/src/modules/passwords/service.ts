// Password hashing (scrypt at OWASP's / ASVS 5.0's parameters) for the embedded identity provider and the
// demo seed. Each hash records its own cost, so raising the cost keeps old hashes valid and
// `needsRehash` tells the sign-in to upgrade them.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters (ASVS 5.0 V11.4): N=2^17, r=8, p=1, about 128 MiB and ~0.3 s per hash. */
export const DEFAULT_SCRYPT_LOG2N = 17;
export const DEFAULT_PASSWORD_COST: ScryptCost = { N: 2 ** DEFAULT_SCRYPT_LOG2N, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

// The cost of new hashes; the app sets it from config (a lower one only for tests and local speed).
let currentCost: ScryptCost = DEFAULT_PASSWORD_COST;

export function setPasswordHashCost(log2N: number): void {
  currentCost = { ...DEFAULT_PASSWORD_COST, N: 2 ** log2N };
}

export function passwordHashCost(): ScryptCost {
  return currentCost;
}

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  // Node refuses costs whose memory (128 * N * r bytes) exceeds maxmem (32 MiB by default), so leave
  // headroom: 256 MiB at N=2^17, r=8.
  const maxmem = 256 * cost.N * cost.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Returns `scrypt$N$r$p$salt$hash` with salt and hash in base64. */
export async function hashPassword(password: string, cost: ScryptCost = currentCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; expected: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N = 0, r = 0, p = 0] = parts.slice(1, 4).map(Number);
  const validCost = Number.isInteger(N) && N > 1 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!validCost || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) {
    return undefined;
  }
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16) return undefined;
  return { cost: { N, r, p }, salt, expected };
}

/** Constant-time check; a malformed or absurdly expensive stored value simply fails. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.cost, hash.expected.length);
  return timingSafeEqual(actual, hash.expected);
}

/** True when a stored hash is weaker than (or differs from) the current cost: rehash it at sign-in. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  if (!hash) return false;
  const { N, r, p } = hash.cost;
  return (
    N !== currentCost.N || r !== currentCost.r || p !== currentCost.p || hash.expected.length !== KEY_LENGTH
  );
}
