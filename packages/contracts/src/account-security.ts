// The signed-in holder's credential changes (issue 11): password change and e-mail change, each asking
// for the current password first (re-authentication).
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './identity-provider.ts';

const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

// ---- POST /api/users/password ------------------------------------------------------------------

export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  /** The identity provider's policy decides (length 12, not guessable); its problems come back per field. */
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The one message for a wrong current password, whatever the reason (also while throttled). */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is not correct';

// ---- POST /api/users/email-change, POST /api/users/email-change/confirm --------------------------

export const requestEmailChangeBodySchema = z.object({
  newEmail: z.email().max(320),
  currentPassword: currentPasswordSchema,
});
export type RequestEmailChangeBody = z.infer<typeof requestEmailChangeBodySchema>;

export const requestEmailChangeResponseSchema = z.object({
  /** Where the confirmation link went. */
  sentTo: z.string(),
});
export type RequestEmailChangeResponse = z.infer<typeof requestEmailChangeResponseSchema>;

export const confirmEmailChangeBodySchema = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmailChangeBody = z.infer<typeof confirmEmailChangeBodySchema>;

export const confirmEmailChangeResponseSchema = z.object({ email: z.string() });
export type ConfirmEmailChangeResponse = z.infer<typeof confirmEmailChangeResponseSchema>;

/** The path of the page the mailed link opens (`?token=`). */
export const CONFIRM_EMAIL_CHANGE_PATH = '/confirmar-email';
