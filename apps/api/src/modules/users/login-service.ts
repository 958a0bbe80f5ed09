// POST /api/users/login: exchanges the identity provider's signed login for a portal session token.
import { LOGIN_ERROR_MESSAGES, type LoginBody } from '@portal/contracts';
import type { Database, UserRow } from '@portal/db';
import { AppError } from '../../errors.ts';
import { isDentist } from '../../policies.ts';
import { findAccountByUid, SIGNATURE_WINDOW_SECONDS } from '../identity-provider/service.ts';
import { createSession, type SessionLimits } from '../sessions/service.ts';
import { checkLoginSignature, LoginFailure, type SignatureDeps } from './login-signature.ts';
import { createPortalUser, type RegistrationDeps, storedRegistrationOf } from './registration-service.ts';
import { findUserByIdpUid, markSignatureUsed } from './repository.ts';

export { checkLoginSignature, LoginFailure, type SignatureDeps } from './login-signature.ts';

/** Used signatures are kept well past the window, then pruned. */
const USED_SIGNATURE_RETENTION_MS = 10 * 60_000;

/**
 * The portal user of the signed account. An account of the embedded provider must have verified its
 * e-mail (a real CDC tenant signs no unverified account). Its first sign-in after the verification
 * completes the registration the web left with the account; without one the answer is 404 and the web
 * starts the auto-complete registration.
 */
async function portalUserOf(db: Database, uid: string, deps: RegistrationDeps): Promise<UserRow> {
  const [user, account] = await Promise.all([findUserByIdpUid(db, uid), findAccountByUid(db, uid)]);
  if (account && !account.emailVerifiedAt) throw new LoginFailure(403, LOGIN_ERROR_MESSAGES.emailNotVerified);
  if (user) return user;
  const stored = account ? storedRegistrationOf(account) : undefined;
  if (!account || !stored) throw new LoginFailure(404, LOGIN_ERROR_MESSAGES.notRegistered);
  try {
    return await createPortalUser(db, account, stored, deps);
  } catch (error) {
    // Data the rules refuse (or a concurrent registration): the web asks for it again.
    if (error instanceof AppError) throw new LoginFailure(404, LOGIN_ERROR_MESSAGES.notRegistered);
    throw error;
  }
}

export async function loginWithSignature(
  db: Database,
  body: LoginBody,
  deps: SignatureDeps & { limits: SessionLimits; brand: string },
): Promise<{ token: string }> {
  checkLoginSignature(body, deps);
  const user = await portalUserOf(db, body.UID, deps);
  if (user.disabledAt) throw new LoginFailure(403, LOGIN_ERROR_MESSAGES.disabled);
  if (isDentist(user)) throw new LoginFailure(403, LOGIN_ERROR_MESSAGES.dentist);
  // Consumed only when it buys a token: after a 404 the same signature may register the user
  // (POST /api/users) and then sign in, all within its window.
  const first = await markSignatureUsed(
    db,
    body.UID,
    Number(body.signatureTimestamp),
    deps.now,
    new Date(deps.now.getTime() - Math.max(USED_SIGNATURE_RETENTION_MS, 2 * SIGNATURE_WINDOW_SECONDS * 1000)),
  );
  if (!first) throw new LoginFailure(401, LOGIN_ERROR_MESSAGES.replayedSignature);
  return { token: await createSession(db, user.id, deps.limits, deps.now) };
}
