// POST /api/users/login: exchanges the identity provider's signed login for a portal session token.
import { LOGIN_ERROR_MESSAGES, type LoginBody, type LoginErrorMessage } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isDentist } from '../../policies.ts';
import { SIGNATURE_WINDOW_SECONDS, verifyUidSignature } from '../identity-provider/service.ts';
import { createSession, type SessionLimits } from '../sessions/service.ts';
import { findUserByIdpUid, markSignatureUsed } from './repository.ts';

/** A refused login; the route answers `{statusCode, internalExceptionMessage}` with it. */
export class LoginFailure extends Error {
  readonly statusCode: number;
  override readonly message: LoginErrorMessage;

  constructor(statusCode: number, message: LoginErrorMessage) {
    super(message);
    this.name = 'LoginFailure';
    this.statusCode = statusCode;
    this.message = message;
  }
}

/** Used signatures are kept well past the window, then pruned. */
const USED_SIGNATURE_RETENTION_MS = 10 * 60_000;

export interface SignatureDeps {
  partnerSecret: string;
  now: Date;
}

/** Throws a 401 LoginFailure unless the signature is valid and fresh (does not consume it). */
export function checkLoginSignature(body: LoginBody, { partnerSecret, now }: SignatureDeps): void {
  const check = verifyUidSignature(
    { UID: body.UID, UIDSignature: body.UIDSignature, signatureTimestamp: String(body.signatureTimestamp) },
    partnerSecret,
    now,
  );
  if (check === 'stale') throw new LoginFailure(401, LOGIN_ERROR_MESSAGES.expiredSignature);
  if (check !== 'valid') throw new LoginFailure(401, LOGIN_ERROR_MESSAGES.invalidSignature);
}

export async function loginWithSignature(
  db: Database,
  body: LoginBody,
  deps: SignatureDeps & { limits: SessionLimits },
): Promise<{ token: string }> {
  checkLoginSignature(body, deps);
  const user = await findUserByIdpUid(db, body.UID);
  if (!user) throw new LoginFailure(404, LOGIN_ERROR_MESSAGES.notRegistered);
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
