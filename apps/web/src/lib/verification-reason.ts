// Why a signed-in account is not verified, as the portal tells the physician (issue 33): the reason's
// text key and the register it is about. Shared by the locked navigation and the "being checked" page.
import type { UserProfile, VerificationReasonCode } from '@portal/contracts';

const REASON_KEYS = {
  'not-found': 'notFound',
  'name-mismatch': 'nameMismatch',
  duplicate: 'duplicate',
  rejected: 'rejected',
  flagged: 'flagged',
} as const satisfies Record<VerificationReasonCode, string>;

/** "CRM 123456/SP": the register as the physician gave it. */
export function registerOf(
  profile: Pick<UserProfile, 'registerType' | 'registerNumber' | 'registerUf'>,
): string {
  const type = profile.registerType ?? '';
  const number = profile.registerNumber ?? '';
  return [type, profile.registerUf ? `${number}/${profile.registerUf}` : number].filter(Boolean).join(' ');
}

/** The dictionary key of the reason's sentence, or null when the account gives none. */
export function verificationReasonKey(
  profile: Pick<UserProfile, 'verification' | 'verificationReason'>,
): `account.pending.reasons.${(typeof REASON_KEYS)[VerificationReasonCode]}` | null {
  if (profile.verification === 'verified') return null;
  const reason = profile.verificationReason ?? (profile.verification === 'rejected' ? 'rejected' : null);
  return reason ? `account.pending.reasons.${REASON_KEYS[reason]}` : null;
}
