// Professional status: a user's register number, type and state checked against the registry, and the
// registered name compared with the applicant's. Each check is kept for the operators.
import type { Database, UserRow } from '@portal/db';
import { checkProfessional } from '../registry/service.ts';
import { recordProfessionalCheck } from './repository.ts';

/**
 * Checks the user's registration now and stores the outcome: `verified` on a match, else `pending`.
 * A `rejected` account stays rejected (an operator decided); its checks are still recorded.
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
  return recordProfessionalCheck(
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
      outcome: result.outcome,
      verification: user.verification === 'rejected' ? 'rejected' : result.verification,
    },
    now,
  );
}
