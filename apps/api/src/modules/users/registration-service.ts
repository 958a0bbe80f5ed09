// POST /api/users: the portal user of a provider account, from the registration data.
import type { RegisterUserBody, RegisterUserResponse } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import type { Database } from '@portal/db';
import { AppError, unauthenticated, validationFailed } from '../../errors.ts';
import { findAccountByUid } from '../identity-provider/service.ts';
import { checkLoginSignature, LoginFailure, type SignatureDeps } from './login-service.ts';
import { planRegistration } from './registration-rules.ts';
import { findUserByEmail, findUserByIdpUid, insertUser, isUniqueViolation } from './repository.ts';

const alreadyRegistered = (path: 'UID' | 'email', message: string) =>
  new AppError(409, 'CONFLICT', message, [{ path, message }]);

export async function registerUser(
  db: Database,
  body: RegisterUserBody,
  deps: SignatureDeps & { brand: string; now: Date },
): Promise<RegisterUserResponse> {
  try {
    checkLoginSignature(
      { UID: body.UID, UIDSignature: body.UIDSignature, signatureTimestamp: body.signatureTimestamp },
      deps,
    );
  } catch (error) {
    if (error instanceof LoginFailure) throw unauthenticated(error.message);
    throw error;
  }
  const email = body.email.trim().toLowerCase();
  const account = await findAccountByUid(db, body.UID);
  if (!account || account.email !== email) {
    throw validationFailed([{ path: 'email', message: 'The email is not the one of the signed-in account' }]);
  }
  if (await findUserByIdpUid(db, body.UID)) {
    throw alreadyRegistered('UID', 'This account is already registered');
  }
  if (await findUserByEmail(db, email)) {
    throw alreadyRegistered('email', 'This email is already registered');
  }

  const country = getCountry(account.country);
  const plan = planRegistration(country, body, deps.brand);
  if (!plan.ok) throw validationFailed(plan.errors);
  try {
    await insertUser(db, {
      ...plan.user,
      idpUid: account.uid,
      email,
      country: country.code,
      createdAt: deps.now,
      updatedAt: deps.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered('email', 'This account is already registered');
    throw error;
  }
  return { hasRegistred: true };
}

/** GET /api/users/verify: whether no portal user has this email yet. */
export async function isEmailFree(db: Database, email: string): Promise<boolean> {
  return !(await findUserByEmail(db, email.trim().toLowerCase()));
}
