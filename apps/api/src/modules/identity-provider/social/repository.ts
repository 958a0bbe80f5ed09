// SQL of social sign-in: the single-use state of a started sign-in, and the links between a provider's
// subject and an account of the embedded identity provider.
import { createHash } from 'node:crypto';
import {
  and,
  type Database,
  eq,
  gt,
  type IdpAccountRow,
  idpAccounts,
  idpSocialIdentities,
  idpTokens,
  isNull,
  lt,
} from '@portal/db';

export interface SocialStatePayload {
  provider: string;
  apiKey: string;
  /** Portal path to return to after sign-in, if the web gave one. */
  redirect: string | null;
  /** Origin the sign-in started on: the callback URI and the final redirect use it. */
  base: string;
  nonce: string;
  codeVerifier: string;
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

export async function saveState(
  db: Database,
  state: string,
  payload: SocialStatePayload,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  // Sign-ins abandoned at the provider leave their state behind: sweep the expired ones.
  await db.delete(idpTokens).where(and(eq(idpTokens.kind, 'social_state'), lt(idpTokens.expiresAt, now)));
  await db.insert(idpTokens).values({
    kind: 'social_state',
    tokenHash: hashState(state),
    payload: { ...payload },
    expiresAt,
  });
}

/** Marks the state used and answers its payload, in one statement so a state works exactly once. */
export async function consumeState(
  db: Database,
  state: string,
  now: Date,
): Promise<SocialStatePayload | undefined> {
  const [row] = await db
    .update(idpTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(idpTokens.tokenHash, hashState(state)),
        eq(idpTokens.kind, 'social_state'),
        isNull(idpTokens.usedAt),
        gt(idpTokens.expiresAt, now),
      ),
    )
    .returning({ payload: idpTokens.payload });
  return row?.payload as SocialStatePayload | undefined;
}

export async function findLinkedAccount(
  db: Database,
  provider: string,
  subject: string,
): Promise<IdpAccountRow | undefined> {
  const [row] = await db
    .select({ account: idpAccounts })
    .from(idpSocialIdentities)
    .innerJoin(idpAccounts, eq(idpAccounts.uid, idpSocialIdentities.uid))
    .where(and(eq(idpSocialIdentities.provider, provider), eq(idpSocialIdentities.subject, subject)));
  return row?.account;
}

/** Links the subject to the account; a link made meanwhile by a concurrent sign-in is kept. */
export async function linkIdentity(
  db: Database,
  provider: string,
  subject: string,
  uid: string,
): Promise<void> {
  await db.insert(idpSocialIdentities).values({ provider, subject, uid }).onConflictDoNothing();
}

/**
 * The provider vouched for the email, so it counts as verified. An account whose email had never been
 * verified loses its password: whoever set it did not prove they own the address (pre-hijacking).
 */
export async function confirmEmailBySocialLogin(
  db: Database,
  account: IdpAccountRow,
  now: Date,
): Promise<void> {
  await db
    .update(idpAccounts)
    .set(
      account.emailVerifiedAt
        ? { lastLoginAt: now, updatedAt: now }
        : { emailVerifiedAt: now, passwordHash: null, lastLoginAt: now, updatedAt: now },
    )
    .where(eq(idpAccounts.uid, account.uid));
}
