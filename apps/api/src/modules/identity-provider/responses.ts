// CDC-shaped answers: always HTTP 200; the outcome is in `errorCode` with CDC's status and messages.
import { randomBytes } from 'node:crypto';
import { IDP_ERROR_CODES, type IdpErrorCode, type IdpValidationError } from '@portal/contracts';

export interface IdpResult {
  errorCode: IdpErrorCode;
  statusCode: number;
  statusReason: string;
  errorMessage?: string;
  errorDetails?: string;
  validationErrors?: IdpValidationError[];
  [data: string]: unknown;
}

const STATUS: Record<number, { statusCode: number; statusReason: string }> = {
  0: { statusCode: 200, statusReason: 'OK' },
  2: { statusCode: 206, statusReason: 'Partial Content' },
  4: { statusCode: 400, statusReason: 'Bad Request' },
  403: { statusCode: 403, statusReason: 'Forbidden' },
};

const MESSAGES: Record<IdpErrorCode, string> = {
  [IDP_ERROR_CODES.OK]: 'OK',
  [IDP_ERROR_CODES.ACCOUNT_PENDING_REGISTRATION]: 'Account Pending Registration',
  [IDP_ERROR_CODES.ACCOUNT_PENDING_VERIFICATION]: 'Account Pending Verification',
  [IDP_ERROR_CODES.MISSING_PARAMETER]: 'Missing required parameter',
  [IDP_ERROR_CODES.UNIQUE_IDENTIFIER_EXISTS]: 'Unique identifier exists',
  [IDP_ERROR_CODES.INVALID_PARAMETER_VALUE]: 'Invalid parameter value',
  [IDP_ERROR_CODES.VALIDATION_ERROR]: 'Validation error',
  [IDP_ERROR_CODES.PASSWORD_POLICY]: 'Password does not meet complexity requirements',
  [IDP_ERROR_CODES.INVALID_API_KEY]: 'Invalid ApiKey parameter',
  [IDP_ERROR_CODES.PERMISSION_DENIED]: 'Permission denied',
  [IDP_ERROR_CODES.INVALID_LOGIN]: 'Invalid LoginID',
  [IDP_ERROR_CODES.NO_ACCOUNT]: 'Account not found',
  [IDP_ERROR_CODES.ACCOUNT_TEMPORARILY_LOCKED]: 'Account temporarily locked out',
};

function statusOf(errorCode: number) {
  if (errorCode === 0) return STATUS[0];
  if (String(errorCode).startsWith('206')) return STATUS[2];
  if (String(errorCode).startsWith('403')) return STATUS[403];
  return STATUS[4];
}

export function idpOk(data: Record<string, unknown> = {}): IdpResult {
  return { errorCode: 0, statusCode: 200, statusReason: 'OK', ...data };
}

/** A non-zero outcome; pending states (206xxx) also carry data (e.g. the UID). */
export function idpError(
  errorCode: Exclude<IdpErrorCode, 0>,
  details?: {
    errorDetails?: string;
    validationErrors?: IdpValidationError[];
    data?: Record<string, unknown>;
  },
): IdpResult {
  const status = statusOf(errorCode) ?? { statusCode: 400, statusReason: 'Bad Request' };
  return {
    errorCode,
    ...status,
    errorMessage: MESSAGES[errorCode],
    ...(details?.errorDetails ? { errorDetails: details.errorDetails } : {}),
    ...(details?.validationErrors ? { validationErrors: details.validationErrors } : {}),
    ...details?.data,
  };
}

export function validationError(fieldName: string, errorCode: IdpErrorCode, message: string) {
  return { errorCode, fieldName, message } satisfies IdpValidationError;
}

/** What every answer carries besides the outcome: a call id (for support) and the server time. */
export function withCallInfo(result: IdpResult, now: Date) {
  return { ...result, callId: randomBytes(16).toString('hex'), time: now.toISOString() };
}
