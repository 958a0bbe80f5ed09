// The one-time set-password link of a staff member and its mail (in the console's language the admin
// chose). Only the token's hash is stored; the token travels in the link's fragment, so it never reaches
// a server log or a Referer header.
import { escapeHtml, type StaffMailLanguage } from '@portal/contracts';
import type { Database, StaffRow } from '@portal/db';
import { interpolate } from '@portal/i18n';
import { adminDictionaries } from '@portal/i18n/admin';
import { newSecret } from '../../secret-tokens.ts';
import { queueMail } from '../mail/service.ts';
import * as repo from './repository.ts';

export const SET_PASSWORD_PATH = '/admin/set-password';
const LINK_HOURS = 72;

export function inviteMail(lang: StaffMailLanguage, name: string, link: string) {
  const texts = adminDictionaries[lang].staff.mail;
  const lines = [interpolate(texts.greeting, { name }), texts.body, link, texts.next, texts.ignore];
  return {
    subject: texts.subject,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('\n'),
  };
}

/**
 * Issues a new link (earlier ones stop working) and queues its mail, in the caller's transaction; the
 * link's expiry. Call notifyMailQueued() after the commit.
 */
export async function issueSetPasswordLink(
  db: Database,
  member: Pick<StaffRow, 'id' | 'email' | 'name'>,
  input: { origin: string; lang: StaffMailLanguage; now: Date },
): Promise<Date> {
  const { token, tokenHash } = newSecret();
  const expiresAt = new Date(input.now.getTime() + LINK_HOURS * 3_600_000);
  await repo.insertPasswordToken(db, {
    staffId: member.id,
    tokenHash,
    now: input.now,
    expiresAt,
  });
  const link = `${input.origin}${SET_PASSWORD_PATH}#token=${token}`;
  await queueMail(db, {
    kind: 'staff_invite',
    to: member.email,
    ...inviteMail(input.lang, member.name, link),
  });
  return expiresAt;
}
