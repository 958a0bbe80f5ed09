// Professional status: a user's register number, type and state checked against the registry, and the
// registered name compared with the applicant's. Each check is kept for the operators.
//
// One registration, one account (issue 33): a registry's data are public (Brazil's CFM publishes every
// CRM with its name), so knowing a number and a name proves nothing on its own. A number another live
// account already holds never verifies automatically: the account stays pending, 'duplicate', and a
// verifier sees both. The unique index users_verified_register_key makes that hold under concurrent
// registrations too (the check below is for the reason; the index is for the race).
import type { VerificationReasonCode } from '@portal/contracts';
import type { Database, UserRow } from '@portal/db';
import { violatesUnique } from '../../db/unique-violation.ts';
import { checkProfessional } from '../registry/service.ts';
import { findRegisterHolders, recordProfessionalCheck } from './repository.ts';

/** Why an account is not verified (users.verification_reason), shown to the physician and the verifier. */
export const VERIFICATION_REASONS = {
  'not-found': 'The registry does not know this registration',
  'name-mismatch': "The name differs from the registry's",
  duplicate: 'already registered to another account',
  rejected: 'A verifier rejected the registration',
  flagged: 'Another account claims this registration; a verifier is checking it',
} as const satisfies Record<VerificationReasonCode, string>;

/** The other live accounts with the same registration (verified holder first), for the verifier. */
export function registerHolders(
  db: Database,
  user: Pick<UserRow, 'id' | 'country' | 'registerType' | 'registerNumber' | 'registerUf'>,
): Promise<UserRow[]> {
  return findRegisterHolders(db, user);
}

/**
 * Checks the user's registration now and stores the outcome: `verified` on a match that no other live
 * account holds, else `pending` with the reason. A `rejected` account stays rejected (an operator
 * decided); its checks are still recorded.
 */
export async function verifyProfessional(db: Database, user: UserRow, now: Date): Promise<UserRow> {
  const applicantName = `${user.firstName} ${user.lastName}`;
  const registerType = user.registerType ?? 'CRM';
  const registerNumber = user.registerNumber ?? '';
  const result =
    registerNumber === '' || registerType === 'CRO'
      ? {
          outcome: 'not-found' as const,
          verification: 'pending' as const,
          answer: { source: 'registry', found: false, registeredName: null },
        }
      : await checkProfessional(db, {
          country: user.country,
          registerType: registerType as 'CRM' | 'COREN' | 'CRF',
          registerNumber,
          registerUf: user.registerUf ?? undefined,
          applicantName,
        });
  const held = registerNumber !== '' && (await findRegisterHolders(db, user, user.createdAt)).length > 0;
  const record = (outcome: string, verification: 'verified' | 'pending') =>
    recordProfessionalCheck(
      db,
      {
        userId: user.id,
        checkedAt: now,
        country: user.country,
        registerType,
        registerNumber,
        registerUf: user.registerUf,
        applicantName,
        answer: result.answer,
        outcome,
        verification: user.verification === 'rejected' ? 'rejected' : verification,
        reason: outcome === 'duplicate' ? VERIFICATION_REASONS.duplicate : null,
      },
      user.verification === 'rejected'
        ? 'rejected'
        : verification === 'verified'
          ? null
          : (outcome as VerificationReasonCode),
      now,
    );
  if (held) return record('duplicate', 'pending');
  try {
    return await record(result.outcome, result.verification);
  } catch (error) {
    // Another account was verified for this number between the look-up and this write.
    if (violatesUnique(error, 'users_verified_register_key')) return record('duplicate', 'pending');
    throw error;
  }
}
