// The mail that tells a physician the operator's decision on their registration, in their language.
import { escapeHtml } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import type { Database, UserRow } from '@portal/db';
import { dictionaries, interpolate } from '@portal/i18n';
import { mailLanguage, queueMail } from '../mail/service.ts';

export function verificationDecisionMail(
  user: Pick<UserRow, 'firstName' | 'language' | 'country'>,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  const texts = dictionaries[mailLanguage(user.language, getCountry(user.country).language)].mail;
  const text = texts.professionalVerification[decision];
  const name = user.firstName.trim();
  const greeting = name ? interpolate(texts.greeting, { name }) : texts.greetingWithoutName;
  const lines = [greeting, text.body, ...(reason ? [interpolate(text.reason, { reason })] : []), text.footer];
  return {
    subject: text.subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}

/** Queues the mail (in the decision's transaction: it is sent only if the decision commits). */
export function queueVerificationDecisionMail(
  db: Database,
  user: UserRow,
  decision: 'approved' | 'rejected',
  reason: string | null,
) {
  return queueMail(db, {
    kind: `professional_verification_${decision}`,
    to: user.email,
    ...verificationDecisionMail(user, decision, reason),
  });
}
