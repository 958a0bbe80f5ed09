// Pure mapping of CDC answers (same shape from the embedded /idp and the real CDC SDK) to outcomes.
import type {
  CdcResponse,
  CdcValidationError,
  FieldProblem,
  LoginOutcome,
  ProviderFailure,
  ProviderField,
  RegisterOutcome,
  RegTokenOutcome,
  SignedUid,
  SimpleOutcome,
} from './types.ts';

/** CDC error codes the portal tells apart. */
export const CDC = {
  ok: 0,
  pendingRegistration: 206001,
  pendingVerification: 206002,
  missingParameter: 400002,
  uniqueIdentifierExists: 400003,
  invalidParameter: 400006,
  validation: 400009,
  passwordPolicy: 400027,
  invalidApiKey: 400093,
  permissionDenied: 403007,
  invalidLogin: 403042,
  noAccount: 403047,
  accountLocked: 403120,
} as const;

function fail(failure: ProviderFailure): { ok: false; failure: ProviderFailure } {
  return { ok: false, failure };
}

function genericError(response: CdcResponse): ProviderFailure {
  const message = response.errorDetails || response.errorMessage || response.statusReason || '';
  return { kind: 'error', errorCode: response.errorCode, message };
}

/** The signature triple, or null when any part is missing (CDC sends strings; tolerate numbers). */
export function signedFrom(response: CdcResponse): SignedUid | null {
  const { UID, UIDSignature, signatureTimestamp } = response;
  if (!UID || !UIDSignature || !signatureTimestamp) return null;
  return { UID, UIDSignature, signatureTimestamp: String(signatureTimestamp) };
}

function fieldOf(fieldName: string): ProviderField {
  const name = fieldName.replace(/^profile\./, '').replace(/^preferences\..*/, 'terms');
  if (name === 'email' || name === 'loginID' || name === 'username') return 'email';
  if (name === 'password' || name === 'newPassword') return 'password';
  if (name === 'firstName' || name === 'lastName' || name === 'terms') return name;
  return 'form';
}

export function fieldProblem(error: CdcValidationError): FieldProblem {
  const field = fieldOf(error.fieldName ?? '');
  let reason: FieldProblem['reason'] = 'invalid';
  if (error.errorCode === CDC.uniqueIdentifierExists && field === 'email') reason = 'email-taken';
  else if (error.errorCode === CDC.passwordPolicy) reason = 'password-policy';
  else if (error.errorCode === CDC.missingParameter) reason = 'required';
  return { field, reason, message: error.message ?? '' };
}

export function mapLoginResponse(response: CdcResponse): LoginOutcome {
  switch (response.errorCode) {
    case CDC.ok: {
      const signed = signedFrom(response);
      if (!signed) return fail({ kind: 'missing-signature' });
      return { ok: true, signed, profile: response.profile ?? {} };
    }
    case CDC.pendingVerification:
      return fail({ kind: 'pending-verification' });
    // The embedded provider says this only to the right password: the owner is told how long to wait.
    case CDC.accountLocked:
      if (typeof response.retryAfterSeconds === 'number' && response.retryAfterSeconds > 0)
        return fail({ kind: 'throttled', retryAfterSeconds: Math.ceil(response.retryAfterSeconds) });
      return fail({ kind: 'invalid-credentials' });
    // Unknown or wrong: one message, so nobody can learn which accounts exist.
    case CDC.invalidLogin:
    case CDC.noAccount:
      return fail({ kind: 'invalid-credentials' });
    case CDC.permissionDenied:
      return fail({ kind: 'disabled' });
    default:
      return fail(genericError(response));
  }
}

export function mapRegisterResponse(response: CdcResponse): RegisterOutcome {
  if (response.errorCode === CDC.ok || response.errorCode === CDC.pendingVerification) {
    const signed = signedFrom(response);
    const uid = response.UID ?? signed?.UID;
    if (uid) return { ok: true, uid, signed };
    return fail({ kind: 'missing-signature' });
  }
  if (response.validationErrors?.length) {
    return fail({ kind: 'validation', fields: response.validationErrors.map(fieldProblem) });
  }
  return fail(genericError(response));
}

export function mapRegTokenResponse(response: CdcResponse): RegTokenOutcome {
  if (response.errorCode === CDC.ok && response.regToken) return { ok: true, regToken: response.regToken };
  return fail(genericError(response));
}

/** Methods that carry a single-use token: a bad one is 'invalid-token'; field errors stay field errors. */
export function mapTokenResponse(response: CdcResponse): SimpleOutcome {
  if (response.errorCode === CDC.ok) return { ok: true };
  if (response.validationErrors?.length) {
    return fail({ kind: 'validation', fields: response.validationErrors.map(fieldProblem) });
  }
  if (response.errorCode === CDC.invalidParameter || response.errorCode === CDC.missingParameter) {
    return fail({ kind: 'invalid-token' });
  }
  return fail(genericError(response));
}

/** resetPassword by email: the screen is neutral whatever happens; only transport failures surface. */
export function mapSimpleResponse(response: CdcResponse): SimpleOutcome {
  return response.errorCode === CDC.ok ? { ok: true } : fail(genericError(response));
}

/** Turns a transport failure (network, 429, non-JSON) into an outcome the screens can show. */
export function transportFailure(error: unknown): { ok: false; failure: ProviderFailure } {
  const message = error instanceof Error ? error.message : String(error);
  return fail({ kind: 'error', errorCode: -1, message });
}

/** The provider messages joined, for "CANNOT CREATE ACCOUNT: {messages}". */
export function failureMessages(failure: ProviderFailure): string {
  if (failure.kind === 'validation') {
    return failure.fields
      .map((field) => field.message)
      .filter(Boolean)
      .join(', ');
  }
  return failure.kind === 'error' ? failure.message : '';
}
