// The send-mail relay (spec: an external service): JSON body, no auth header. Its failure never reaches
// the user: the request itself is already stored and mailed by the API.
import type { SendMailBody } from '@portal/contracts';
import { buildHeaders } from '#lib/api-client.ts';
import { getCountry } from '#lib/country.ts';

export const SEND_MAIL_PATH = '/sendmail/send';

export async function sendArticleMail(body: SendMailBody): Promise<void> {
  try {
    const response = await window.fetch(SEND_MAIL_PATH, {
      method: 'POST',
      // The country's headers, never the user's token.
      headers: buildHeaders(getCountry(), null, true),
      body: JSON.stringify(body),
    });
    if (!response.ok) console.warn('send-mail answered', response.status, await response.text());
  } catch (error) {
    console.warn('send-mail failed', error);
  }
}
