// The holder's credential changes, each after re-authentication: the identity provider owns the password
// and the address (through its service); this module ends the other sessions and keeps `users.email` in step.
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import type { Database, UserRow } from '@portal/db';
import { AppError, validationFailed } from '../../errors.ts';
import { changePassword, confirmEmailChange, requestEmailChange } from '../identity-provider/service.ts';
import { notifyMailQueued } from '../mail/service.ts';
import { revokeOtherSessions } from '../sessions/service.ts';
import { EMAIL_TAKEN_MESSAGE } from './profile-service.ts';
import { emailUsedByAnotherUser, isUniqueViolation, updateUserEmailByIdpUid } from './repository.ts';

export interface ReauthDeps {
  now: Date;
  clientAddress: string;
}

const wrongCurrentPassword = () =>
  validationFailed(
    [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }],
    WRONG_CURRENT_PASSWORD_MESSAGE,
  );

const emailTaken = (path: string) =>
  new AppError(409, 'CONFLICT', EMAIL_TAKEN_MESSAGE, [{ path, message: EMAIL_TAKEN_MESSAGE }]);

const fallbackLanguage = (user: Pick<UserRow, 'country'>) => getCountry(user.country).language;

/** A new password, then every other session ends (a thief holding one is out); this one stays. */
export async function changeUserPassword(
  db: Database,
  user: UserRow,
  sessionId: string,
  body: { currentPassword: string; newPassword: string },
  deps: ReauthDeps,
): Promise<void> {
  const result = await changePassword(
    { db, ...deps, fallbackLanguage: fallbackLanguage(user) },
    user.idpUid,
    body.currentPassword,
    body.newPassword,
  );
  if (!result.ok) {
    if (result.reason === 'policy') {
      throw validationFailed(result.problems.map((message) => ({ path: 'newPassword', message })));
    }
    throw wrongCurrentPassword();
  }
  await revokeOtherSessions(db, user.id, sessionId, deps.now);
}

/** Mails the confirmation link to the new address; nothing changes before it is opened. */
export async function startEmailChange(
  db: Database,
  user: UserRow,
  body: { newEmail: string; currentPassword: string },
  deps: ReauthDeps & { link: (token: string) => string },
): Promise<{ sentTo: string }> {
  const newEmail = body.newEmail.trim().toLowerCase();
  const result = await requestEmailChange(
    {
      db,
      ...deps,
      fallbackLanguage: fallbackLanguage(user),
      // A portal user may hold an address the provider does not know (an older profile edit).
      isTaken: (email) => emailUsedByAnotherUser(db, email, user.id),
    },
    user.idpUid,
    body.currentPassword,
    newEmail,
  );
  if (!result.ok) {
    if (result.reason === 'wrong-password') throw wrongCurrentPassword();
    if (result.reason === 'same') {
      throw validationFailed([{ path: 'newEmail', message: 'This is already the account e-mail' }]);
    }
    throw emailTaken('newEmail');
  }
  return { sentTo: newEmail };
}

export const INVALID_EMAIL_CHANGE_LINK = 'The link is not valid, was already used or has expired';

/** The mailed link: the provider's account and the portal user both move to the proven address. */
export async function finishEmailChange(
  db: Database,
  token: string,
  deps: { now: Date; fallbackLanguage: string },
): Promise<{ email: string }> {
  let outcome: { email: string } | 'invalid' | 'taken';
  try {
    outcome = await db.transaction(async (tx) => {
      const result = await confirmEmailChange(tx, token, deps);
      if (!result.ok) return result.reason;
      await updateUserEmailByIdpUid(tx, result.uid, result.email, deps.now);
      return { email: result.email };
    });
  } catch (error) {
    // Someone registered the address meanwhile: the link stays unused (the transaction rolled back).
    if (isUniqueViolation(error)) throw emailTaken('token');
    throw error;
  }
  if (outcome === 'invalid') {
    throw validationFailed(
      [{ path: 'token', message: INVALID_EMAIL_CHANGE_LINK }],
      INVALID_EMAIL_CHANGE_LINK,
    );
  }
  if (outcome === 'taken') throw emailTaken('token');
  notifyMailQueued();
  return outcome;
}
