// POST /api/users: the portal user of a provider account, from the registration data. The account's
// e-mail must be verified; the professional registration is then checked against the registry.
import { type RegisterUserBody, type RegisterUserResponse, registerUserBodySchema } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import type { Database, UserRow } from '@portal/db';
import { AppError, unauthenticated, validationFailed } from '../../errors.ts';
import { findAccountByUid, type IdpAccount } from '../identity-provider/service.ts';
import { checkLoginSignature, LoginFailure, type SignatureDeps } from './login-signature.ts';
import { planRegistration } from './registration-rules.ts';
import { findUserByEmail, findUserByIdpUid, insertUser, isUniqueViolation } from './repository.ts';
import { verifyProfessional } from './verification-service.ts';

const alreadyRegistered = (path: 'UID' | 'email', message: string) =>
  new AppError(409, 'CONFLICT', message, [{ path, message }]);

export const emailNotVerified = () =>
  new AppError(403, 'EMAIL_NOT_VERIFIED', 'The e-mail address of this account is not verified yet');

/** The registration data without the login proof: what the web leaves with the provider account. */
export const storedRegistrationSchema = registerUserBodySchema.omit({
  UID: true,
  UIDSignature: true,
  signatureTimestamp: true,
});
export type StoredRegistration = Omit<RegisterUserBody, 'UID' | 'UIDSignature' | 'signatureTimestamp'>;

/** Where the web leaves the registration data in the provider account (CDC `data`). */
export const STORED_REGISTRATION_KEY = 'portalRegistration';

export interface RegistrationDeps {
  brand: string;
  now: Date;
}

export async function registerUser(
  db: Database,
  body: RegisterUserBody,
  deps: SignatureDeps & RegistrationDeps,
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
  const account = await findAccountByUid(db, body.UID);
  if (!account || account.email !== body.email.trim().toLowerCase()) {
    throw validationFailed([{ path: 'email', message: 'The email is not the one of the signed-in account' }]);
  }
  await createPortalUser(db, account, body, deps);
  return { hasRegistred: true };
}

/** The portal user of a verified provider account, checked against the registry. */
export async function createPortalUser(
  db: Database,
  account: IdpAccount,
  body: StoredRegistration,
  deps: RegistrationDeps,
): Promise<UserRow> {
  if (!account.emailVerifiedAt) throw emailNotVerified();
  const email = account.email;
  if (await findUserByIdpUid(db, account.uid)) {
    throw alreadyRegistered('UID', 'This account is already registered');
  }
  if (await findUserByEmail(db, email)) {
    throw alreadyRegistered('email', 'This email is already registered');
  }

  const country = getCountry(account.country);
  const plan = planRegistration(country, body as RegisterUserBody, deps.brand);
  if (!plan.ok) throw validationFailed(plan.errors);
  let user: UserRow;
  try {
    user = await insertUser(db, {
      ...plan.user,
      idpUid: account.uid,
      email,
      country: country.code,
      verification: 'pending',
      createdAt: deps.now,
      updatedAt: deps.now,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRegistered('email', 'This account is already registered');
    throw error;
  }
  return verifyProfessional(db, user, deps.now);
}

/**
 * The registration data the web left with a provider account at `accounts.register`, when it is there
 * and well-formed: the first sign-in after the e-mail is verified completes the registration with it.
 */
export function storedRegistrationOf(account: IdpAccount): StoredRegistration | undefined {
  const parsed = storedRegistrationSchema.safeParse(account.data[STORED_REGISTRATION_KEY]);
  if (!parsed.success || parsed.data.email.trim().toLowerCase() !== account.email) return undefined;
  return parsed.data;
}

/** GET /api/users/verify: whether no portal user has this email yet. */
export async function isEmailFree(db: Database, email: string): Promise<boolean> {
  return !(await findUserByEmail(db, email.trim().toLowerCase()));
}
