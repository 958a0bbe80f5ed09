import type { ErrorCode, ErrorEnvelope, FieldError } from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** '/choices/analytics' -> 'choices.analytics'; the root of a part is named after it ('body'). */
function toFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return issues.map((issue) => ({
    path: (issue.instancePath ?? '').split('/').filter(Boolean).join('.') || (context ?? ''),
    message: issue.message ?? 'Invalid value',
  }));
}

/** Any thrown value -> the envelope. Client errors keep their message; server errors never do. */
export function toErrorEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.statusCode >= 500 ? 'Internal Server Error' : error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.retryAt ? { retryAt: error.retryAt.toISOString() } : {}),
    };
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (Array.isArray(fastifyError?.validation)) {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request is not valid',
      errors: toFieldErrors(fastifyError.validation, fastifyError.validationContext),
    };
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST',
      message: fastifyError?.message || 'Bad request',
    };
  }
  if (status === 503) return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' };
  return { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' };
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const envelope: ErrorEnvelope = {
    statusCode: 404,
    code: 'NOT_FOUND',
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  };
  return reply.code(404).send(envelope);
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const envelope = toErrorEnvelope(error);
      if (envelope.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: envelope.code, statusCode: envelope.statusCode }, envelope.message);
      return reply.code(envelope.statusCode).send(envelope);
    });
    // Unknown routes are rate-limited too, so probing for paths costs the same as using them.
    app.setNotFoundHandler({ preHandler: app.rateLimit({ allowList: () => false }) }, sendNotFound);
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);
