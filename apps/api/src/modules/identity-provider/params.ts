// Turns zod's verdict on a method's parameters into CDC's answers: a missing parameter is 400002;
// bad values are 400009 with a validation error per field (or 400006 where CDC names one parameter).
import { IDP_ERROR_CODES, type IdpValidationError } from '@portal/contracts';
import type { z } from 'zod';
import { type IdpResult, idpError, validationError } from './responses.ts';

export type Parsed<T> = { ok: true; params: T } | { ok: false; result: IdpResult };

/** The request body as an object of parameters (anything else has none). */
export function rawParams(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

export function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * `extra` adds rule violations found outside the schema (password policy, consents), reported together
 * with the schema's own so the user sees every problem at once.
 */
export function parseParams<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  invalidAs: 'validation' | 'parameter',
  extra: IdpValidationError[] = [],
): Parsed<z.output<S>> {
  const parsed = schema.safeParse(raw);
  const issues = parsed.success ? [] : parsed.error.issues;
  const missing = issues.find((issue) => valueAt(raw, issue.path) == null);
  if (missing) {
    const name = fieldName(missing.path);
    return {
      ok: false,
      result: idpError(IDP_ERROR_CODES.MISSING_PARAMETER, {
        errorDetails: `Missing required parameter: ${name}`,
      }),
    };
  }
  const invalid = [
    ...issues.map((issue) =>
      validationError(fieldName(issue.path), IDP_ERROR_CODES.INVALID_PARAMETER_VALUE, issue.message),
    ),
    ...extra,
  ];
  if (invalid.length > 0) {
    if (invalidAs === 'parameter') {
      const first = invalid[0];
      return {
        ok: false,
        result: idpError(IDP_ERROR_CODES.INVALID_PARAMETER_VALUE, {
          errorDetails: `Invalid parameter value: ${first?.fieldName ?? ''}`,
        }),
      };
    }
    return {
      ok: false,
      result: idpError(IDP_ERROR_CODES.VALIDATION_ERROR, { validationErrors: invalid }),
    };
  }
  if (!parsed.success) throw new Error('unreachable: failed parse without issues');
  return { ok: true, params: parsed.data };
}
