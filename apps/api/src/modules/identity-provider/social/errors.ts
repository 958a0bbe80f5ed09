// Every way a social sign-in can fail; the code is what the web reads from `/signin/social#error=`.
export const SOCIAL_ERROR_CODES = [
  'invalid_request',
  'invalid_api_key',
  'unknown_provider',
  'invalid_state',
  'provider_error',
  'provider_unavailable',
  'token_failed',
  'email_missing',
  'email_not_verified',
  'account_disabled',
  /** Anything unexpected (logged as an error). */
  'server_error',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];

export class SocialLoginError extends Error {
  override name = 'SocialLoginError';
  readonly code: SocialErrorCode;

  constructor(code: SocialErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
