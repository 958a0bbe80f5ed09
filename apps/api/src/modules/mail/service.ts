// The mail service: what other modules (and this module's routes) call. Each function composes a mail
// in the recipient's language and queues it in the durable outbox; pass the transaction of the change
// that causes the mail, and call notifyMailQueued() after it commits so a relay sends it at once.
import type { SendMailBody } from '@portal/contracts';
import type { Database } from '@portal/db';
import { mailboxPage } from './mailbox-page.ts';
import { queueMail } from './outbox.ts';
import { latestMail } from './repository.ts';
import {
  articleRequestMail,
  emailChangeMail,
  type MailLanguage,
  type MedicalAnswerMailInput,
  type MedicalRequestMailInput,
  medicalAnswerMail,
  medicalRequestMail,
  type NoticeKind,
  noticeMail,
  passwordResetMail,
  verificationMail,
} from './templates.ts';

// queueMail: a mail another module composes itself (the staff invitation, the verification decision).
export { notifyMailQueued, type OutgoingMail, queueMail } from './outbox.ts';
export {
  type MailLanguage,
  type MedicalAnswerMailInput,
  type MedicalRequestMailInput,
  mailLanguage,
} from './templates.ts';

/** A mail that carries a single-use link for the account holder. */
export interface LinkMail {
  to: string;
  lang: MailLanguage;
  firstName: string;
  link: string;
}

export function queueVerificationMail(db: Database, { to, lang, firstName, link }: LinkMail) {
  return queueMail(db, { kind: 'email_verification', to, ...verificationMail(lang, firstName, link) });
}

export function queuePasswordResetMail(db: Database, { to, lang, firstName, link }: LinkMail) {
  return queueMail(db, { kind: 'password_reset', to, ...passwordResetMail(lang, firstName, link) });
}

/** The link that proves the new address of an e-mail change; sent to that new address. */
export function queueEmailChangeMail(db: Database, { to, lang, firstName, link }: LinkMail) {
  return queueMail(db, { kind: 'email_change', to, ...emailChangeMail(lang, firstName, link) });
}

/** A notice to the account holder: its password changed, or its e-mail (sent to the old address). */
export function queueAccountNotice(
  db: Database,
  kind: NoticeKind,
  {
    to,
    lang,
    firstName,
    values,
  }: { to: string; lang: MailLanguage; firstName: string; values?: Record<string, string> },
) {
  const mailKind = kind === 'passwordChanged' ? 'password_changed' : 'email_changed';
  return queueMail(db, { kind: mailKind, to, ...noticeMail(kind, lang, firstName, values) });
}

/** The article request of /sendmail/send, for the medical-information mailbox `to`. */
export function queueArticleRequestMail(db: Database, to: string, lang: MailLanguage, request: SendMailBody) {
  return queueMail(db, { kind: 'article_request', to, ...articleRequestMail(lang, request) });
}

/** A medical-information request (as stored), for the medical team's mailbox `to`. */
export function queueMedicalRequestMail(
  db: Database,
  to: string,
  lang: MailLanguage,
  request: MedicalRequestMailInput,
) {
  return queueMail(db, {
    kind: 'medical_information_request',
    to,
    ...medicalRequestMail(lang, request),
  });
}

/** The mail of an answer as the physician will receive it (the desk's send preview, issue 34). */
export function medicalAnswerContent(lang: MailLanguage, answer: MedicalAnswerMailInput) {
  return medicalAnswerMail(lang, answer);
}

/** The medical team's answer to a request, for the physician who asked (issue 16). */
export function queueMedicalAnswerMail(
  db: Database,
  to: string,
  lang: MailLanguage,
  answer: MedicalAnswerMailInput,
) {
  return queueMail(db, { kind: 'medical_information_answer', to, ...medicalAnswerMail(lang, answer) });
}

const MAILBOX_SIZE = 100;

/** The dev-only mailbox page: the newest mails of the outbox. */
export async function devMailboxPage(db: Database): Promise<string> {
  return mailboxPage(await latestMail(db, MAILBOX_SIZE));
}
