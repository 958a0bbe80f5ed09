// Single-use, expiring tokens (registration, email verification, password reset, social state): the
// caller gets 32 random bytes (base64url) once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import {
  and,
  type Database,
  eq,
  gt,
  type IdpTokenKind,
  type IdpTokenRow,
  idpTokens,
  isNull,
} from '@portal/db';
import { liveSecret } from '../../db/live-secret.ts';

export const TOKEN_TTL_MS = {
  registration: 60 * 60_000,
  email_verification: 24 * 60 * 60_000,
  password_reset: 60 * 60_000,
  social_state: 10 * 60_000,
  email_change: 60 * 60_000,
} as const satisfies Record<IdpTokenKind, number>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface IssueTokenInput {
  kind: IdpTokenKind;
  uid?: string | null;
  payload?: Record<string, unknown>;
  now: Date;
  /** Defaults to the kind's TOKEN_TTL_MS. */
  ttlMs?: number;
}

export async function issueToken(db: Database, input: IssueTokenInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(idpTokens).values({
    kind: input.kind,
    tokenHash: hashToken(token),
    uid: input.uid ?? null,
    payload: input.payload ?? {},
    expiresAt: new Date(input.now.getTime() + (input.ttlMs ?? TOKEN_TTL_MS[input.kind])),
    createdAt: input.now,
  });
  return token;
}

function usable(kind: IdpTokenKind, token: string, now: Date) {
  return and(liveSecret(idpTokens, idpTokens.usedAt, hashToken(token), now), eq(idpTokens.kind, kind));
}

/** A token's row, looked up by its kind: undefined when unknown, of another kind, used or expired. */
type TokenLookup = (
  db: Database,
  kind: IdpTokenKind,
  token: string,
  now: Date,
) => Promise<IdpTokenRow | undefined>;

/** The token's row while it is unused and unexpired, without using it. */
export const findUsableToken: TokenLookup = async (db, kind, token, now) => {
  const [row] = await db
    .select()
    .from(idpTokens)
    .where(usable(kind, token, now));
  return row;
};

/** Uses the token up and gives its row (atomic: of two concurrent uses, one gets it). */
export const consumeToken: TokenLookup = async (db, kind, token, now) => {
  const [row] = await db
    .update(idpTokens)
    .set({ usedAt: now })
    .where(usable(kind, token, now))
    .returning();
  return row;
};

/** Uses up every open token of a kind for an account (e.g. older reset links after a reset). */
export async function consumeAllTokens(db: Database, kind: IdpTokenKind, uid: string, now: Date) {
  await db
    .update(idpTokens)
    .set({ usedAt: now })
    .where(and(eq(idpTokens.kind, kind), eq(idpTokens.uid, uid), isNull(idpTokens.usedAt)));
}

/** How many tokens of a kind were issued to an account since `since` (resend throttling). */
export async function countTokensIssuedSince(
  db: Database,
  kind: IdpTokenKind,
  uid: string,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ id: idpTokens.id })
    .from(idpTokens)
    .where(and(eq(idpTokens.kind, kind), eq(idpTokens.uid, uid), gt(idpTokens.createdAt, since)));
  return rows.length;
}
