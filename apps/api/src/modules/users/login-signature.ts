// The provider's login proof (CDC signature) as POST /api/users/login and POST /api/users check it.
import { LOGIN_ERROR_MESSAGES, type LoginBody, type LoginErrorMessage } from '@portal/contracts';
import { verifyUidSignature } from '../identity-provider/service.ts';

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
