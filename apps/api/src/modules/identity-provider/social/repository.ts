// SQL of social sign-in: the single-use state of a started sign-in, and the links between a provider's
// subject and an account of the embedded identity provider.
import {
  and,
  type Database,
  eq,
  type IdpAccountRow,
  idpAccounts,
  idpSocialIdentities,
  idpTokens,
  lt,
} from '@portal/db';
import { consumeToken, issueToken } from '../tokens.ts';

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

/**
 * Keeps the started sign-in's payload as a `social_state` token and answers the state to send to the
 * provider: the single-use, expiring tokens of tokens.ts (10 minutes).
 */
export async function saveState(db: Database, payload: SocialStatePayload, now: Date): Promise<string> {
  // Sign-ins abandoned at the provider leave their state behind: sweep the expired ones.
  await db.delete(idpTokens).where(and(eq(idpTokens.kind, 'social_state'), lt(idpTokens.expiresAt, now)));
  return issueToken(db, { kind: 'social_state', payload: { ...payload }, now });
}

/** Uses the state up and answers its payload, so a state works exactly once. */
export async function consumeState(
  db: Database,
  state: string,
  now: Date,
): Promise<SocialStatePayload | undefined> {
  const row = await consumeToken(db, 'social_state', state, now);
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
