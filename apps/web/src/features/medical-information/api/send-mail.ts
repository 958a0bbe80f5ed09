// The send-mail relay (spec: an external service): JSON body, no auth header. Its failure never reaches
// the user (the request itself is already stored and mailed by the API) and never ends the session.
import type { SendMailBody } from '@portal/contracts';
import { api } from '#lib/api-client.ts';

export const SEND_MAIL_PATH = '/sendmail/send';

export async function sendArticleMail(body: SendMailBody): Promise<void> {
  try {
    await api.post<unknown>(SEND_MAIL_PATH, body, { quiet: true, anonymous: true, signOutOn: [] });
  } catch (error) {
    console.warn('send-mail failed', error);
  }
}
