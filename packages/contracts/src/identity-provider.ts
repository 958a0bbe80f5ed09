// The embedded identity provider under /idp: the SAP CDC (Gigya) REST subset the portal uses.
// Every answer is HTTP 200 with CDC's body: `errorCode` 0 on success, else one of IDP_ERROR_CODES.
import { z } from 'zod';

/** CDC's error codes, as the embedded provider answers them. */
export const IDP_ERROR_CODES = {
  OK: 0,
  ACCOUNT_PENDING_REGISTRATION: 206001,
  ACCOUNT_PENDING_VERIFICATION: 206002,
  MISSING_PARAMETER: 400002,
  UNIQUE_IDENTIFIER_EXISTS: 400003,
  INVALID_PARAMETER_VALUE: 400006,
  VALIDATION_ERROR: 400009,
  PASSWORD_POLICY: 400027,
  INVALID_API_KEY: 400093,
  PERMISSION_DENIED: 403007,
  INVALID_LOGIN: 403042,
  NO_ACCOUNT: 403047,
  /** The right password inside the account's sign-in delay (from a device it does not know): `retryAfterSeconds`. */
  ACCOUNT_TEMPORARILY_LOCKED: 403120,
} as const;
export type IdpErrorCode = (typeof IDP_ERROR_CODES)[keyof typeof IDP_ERROR_CODES];

export const IDP_METHODS = [
  'accounts.initRegistration',
  'accounts.register',
  'accounts.verifyEmail',
  'accounts.resendVerificationCode',
  'accounts.login',
  'accounts.logout',
  'accounts.resetPassword',
  'accounts.getAccountInfo',
] as const;
export type IdpMethod = (typeof IDP_METHODS)[number];

/**
 * Password policy (ASVS 5.0 V6.2): at least 12 characters, no composition rules (any character, spaces
 * included), not the e-mail's name; the provider also refuses common and guessable passwords with
 * `./password-strength` (zxcvbn), which the web loads lazily for its meter.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordPolicyProblem = 'tooShort' | 'tooLong' | 'containsEmail';

/**
 * Why a password breaks the policy ([] when it is fine). Shared so the web can tell the user before
 * sending; the provider checks it again.
 */
export function passwordPolicyProblems(password: string, email?: string): PasswordPolicyProblem[] {
  const problems: PasswordPolicyProblem[] = [];
  // Code points, not UTF-16 units: an emoji is one character to the user.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  // A very short local part ("a@...") would forbid most passwords; ignore those.
  const localPart = email?.split('@')[0]?.trim().toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) problems.push('containsEmail');
  return problems;
}

export const idpValidationErrorSchema = z.object({
  errorCode: z.number().int(),
  message: z.string(),
  fieldName: z.string(),
});
export type IdpValidationError = z.infer<typeof idpValidationErrorSchema>;

/** Fields of every answer; method-specific data sits beside them (loose: CDC adds fields freely). */
export const idpResponseSchema = z
  .looseObject({
    errorCode: z.number().int(),
    statusCode: z.number().int(),
    statusReason: z.string(),
    errorMessage: z.string().optional(),
    errorDetails: z.string().optional(),
    validationErrors: z.array(idpValidationErrorSchema).optional(),
    callId: z.string(),
    time: z.string(),
  })
  .meta({ id: 'IdpResponse' });
export type IdpResponse = z.infer<typeof idpResponseSchema>;

// --- Parameters. `apiKey` may also come as the `x-api-key` header (the web's api client sends it).

const apiKey = z.string().trim().min(1).max(100);
const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const password = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const token = z.string().trim().min(1).max(200);
const jsonObject = z.record(z.string(), z.unknown());

export const idpApiKeyParamsSchema = z.object({ apiKey: apiKey.optional() });
export type IdpApiKeyParams = z.infer<typeof idpApiKeyParamsSchema>;

export const idpInitRegistrationParamsSchema = idpApiKeyParamsSchema;
export type IdpInitRegistrationParams = z.infer<typeof idpInitRegistrationParamsSchema>;

export const idpProfileSchema = z.looseObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type IdpProfile = z.infer<typeof idpProfileSchema>;

export const idpRegisterParamsSchema = idpApiKeyParamsSchema.extend({
  email,
  password,
  profile: idpProfileSchema,
  regToken: token,
  /** Only one-step registration is offered. */
  finalizeRegistration: z.literal(true),
  /** CDC language code, e.g. 'pt-br', 'es'; picks the language of the provider's mails. */
  lang: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/)
    .optional(),
  /** 'UM{country}_website' of the API key's country; that value when absent. */
  regSource: z
    .string()
    .regex(/^UM[A-Z]{2}_website$/)
    .optional(),
  /** Brazil requires { terms: { consent: { isConsentGranted: true } } }. */
  preferences: jsonObject.optional(),
  data: jsonObject.optional(),
});
export type IdpRegisterParams = z.infer<typeof idpRegisterParamsSchema>;

export const idpVerifyEmailParamsSchema = idpApiKeyParamsSchema.extend({ token });
export type IdpVerifyEmailParams = z.infer<typeof idpVerifyEmailParamsSchema>;

export const idpLoginParamsSchema = idpApiKeyParamsSchema.extend({
  /** The email; not checked for format, so a malformed one is just an unknown login. */
  loginID: z.string().trim().toLowerCase().min(1).max(254),
  password,
});
export type IdpLoginParams = z.infer<typeof idpLoginParamsSchema>;

export const idpLogoutParamsSchema = idpApiKeyParamsSchema.extend({ UID: z.string().min(1).max(100) });
export type IdpLogoutParams = z.infer<typeof idpLogoutParamsSchema>;

/** Starts a reset: a mail with a single-use link, when the account exists (the answer never says). */
export const idpStartPasswordResetParamsSchema = idpApiKeyParamsSchema.extend({
  loginID: z.string().trim().toLowerCase().min(1).max(254),
});
export type IdpStartPasswordResetParams = z.infer<typeof idpStartPasswordResetParamsSchema>;

/** Mails the verification link again (the answer never says whether the account exists). */
export const idpResendVerificationParamsSchema = idpStartPasswordResetParamsSchema;
export type IdpResendVerificationParams = z.infer<typeof idpResendVerificationParamsSchema>;

/** Completes a reset with the token of the mailed link. */
export const idpCompletePasswordResetParamsSchema = idpApiKeyParamsSchema.extend({
  passwordResetToken: token,
  newPassword: password,
});
export type IdpCompletePasswordResetParams = z.infer<typeof idpCompletePasswordResetParamsSchema>;

/** accounts.resetPassword takes either form; the token decides. */
export const idpResetPasswordParamsSchema = z.union([
  idpCompletePasswordResetParamsSchema,
  idpStartPasswordResetParamsSchema,
]);
export type IdpResetPasswordParams = z.infer<typeof idpResetPasswordParamsSchema>;

export const idpSignedUidSchema = z.object({
  UID: z.string().min(1).max(100),
  UIDSignature: z.string().min(1).max(200),
  signatureTimestamp: z.string().min(1).max(20),
});
export type IdpSignedUid = z.infer<typeof idpSignedUidSchema>;

export const idpGetAccountInfoParamsSchema = idpApiKeyParamsSchema.extend(idpSignedUidSchema.shape);
export type IdpGetAccountInfoParams = z.infer<typeof idpGetAccountInfoParamsSchema>;

// --- Data of successful (or pending) answers, beside the common fields.

export interface IdpInitRegistrationData {
  regToken: string;
}
/** accounts.register answers 206002 (pending verification) with these. */
export interface IdpRegisterData extends IdpSignedUid {
  regToken: string;
}
export interface IdpVerifyEmailData {
  UID: string;
}
export interface IdpLoginData extends IdpSignedUid {
  profile: Record<string, unknown>;
  isVerified: true;
}
export interface IdpAccountInfoData {
  UID: string;
  profile: Record<string, unknown>;
  data: Record<string, unknown>;
  preferences: Record<string, unknown>;
  isVerified: boolean;
  lang: string | null;
  regSource: string | null;
}
