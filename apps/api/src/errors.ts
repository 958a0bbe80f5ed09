// Named error factories with stable codes; the error handler turns them into the envelope.
import { type ErrorCode, errorEnvelopeSchema, type FieldError } from '@portal/contracts';

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly errors: FieldError[] | undefined;
  /** When the refused request may succeed (the envelope's `retryAt`). */
  retryAt: Date | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

export const validationFailed = (errors: FieldError[], message = 'The request is not valid') =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
/** The field error of a phone that is not a mobile or landline number of the user's country. */
export const invalidPhone = (path = 'phone'): FieldError => ({
  path,
  message: "Not a mobile or landline number of the user's country, with its area code",
});
export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'Not allowed') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** A 409 that lifts at `retryAt` (e.g. the pause between exam attempts). */
export function conflictUntil(message: string, retryAt: Date): AppError {
  const error = conflict(message);
  error.retryAt = retryAt;
  return error;
}
export const rateLimited = (message = 'Too many requests') => new AppError(429, 'RATE_LIMITED', message);
export const serviceUnavailable = (message = 'Service unavailable') =>
  new AppError(503, 'SERVICE_UNAVAILABLE', message);

/** Response schemas of an operation's error statuses, each the error envelope: `errorResponses(400, 404)`. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    Status,
    typeof errorEnvelopeSchema
  >;
}
