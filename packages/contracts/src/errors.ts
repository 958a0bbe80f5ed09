import { z } from 'zod';

/** Stable machine-readable error codes: clients branch on these, never on messages. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** 403: the identity provider's account has not verified its e-mail address yet. */
  'EMAIL_NOT_VERIFIED',
  /** 403: the professional registration is not (yet) confirmed against the registry (pending or rejected). */
  'PROFESSIONAL_NOT_VERIFIED',
  'CONFLICT',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** One field-level problem; `path` is dotted from the body/params/query root, e.g. `choices.analytics`. */
export const fieldErrorSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every non-2xx JSON answer of the API has this shape. */
export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    code: errorCodeSchema,
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
    /** ISO date-time from which the refused request may succeed (e.g. an exam retake after its pause). */
    retryAt: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return errorEnvelopeSchema.safeParse(value).success;
}
