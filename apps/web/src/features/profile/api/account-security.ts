// The credential changes: password (POST /api/users/password) and e-mail (request, then the mailed link's
// confirmation). Field errors come back as ApiError.errors; a wrong current password is a 400, never a 401.
import {
  type ChangePasswordBody,
  CONFIRM_EMAIL_CHANGE_PATH,
  type ConfirmEmailChangeResponse,
  type RequestEmailChangeBody,
  type RequestEmailChangeResponse,
} from '@portal/contracts';
import { api } from '#lib/api-client.ts';

export { CONFIRM_EMAIL_CHANGE_PATH };

export function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.post<void>('/api/users/password', body, { quiet: true });
}

export function requestEmailChange(body: RequestEmailChangeBody): Promise<RequestEmailChangeResponse> {
  return api.post<RequestEmailChangeResponse>('/api/users/email-change', body, { quiet: true });
}

/** Anonymous: the link may be opened in a browser that is not signed in. */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return api.post<ConfirmEmailChangeResponse>(
    '/api/users/email-change/confirm',
    { token },
    { quiet: true, anonymous: true, signOutOn: [] },
  );
}
