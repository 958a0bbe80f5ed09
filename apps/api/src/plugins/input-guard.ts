// Refuses a NUL character in any string the request carries (path parameters, query, body), before
// validation and handlers. PostgreSQL cannot store U+0000 in text, so without this guard such a value
// reached the database and came back as a 500; it is never legitimate input.
import type { FieldError } from '@portal/contracts';
import fp from 'fastify-plugin';
import { validationFailed } from '../errors.ts';

const NUL = '\u0000';
const MAX_DEPTH = 32;

/** Paths ('name', 'items.0.title') of every string holding NUL, in keys or values. */
export function nulPaths(value: unknown, path: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path.join('.')] : [];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  // Parsed data only: never walk a stream (a raw upload body), binary data or a Date/Map.
  if (ArrayBuffer.isView(value) || value instanceof Date || value instanceof Map || value instanceof Set)
    return [];
  if (typeof (value as { pipe?: unknown }).pipe === 'function') return [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  return entries.flatMap(([key, item]) =>
    key.includes(NUL) ? [[...path, key].join('.')] : nulPaths(item, [...path, key], depth + 1),
  );
}

export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const errors: FieldError[] = [
        ...nulPaths(request.params).map((path) => ({
          path: path || 'params',
          message: 'Contains a NUL character',
        })),
        ...nulPaths(request.query).map((path) => ({
          path: path || 'querystring',
          message: 'Contains a NUL character',
        })),
        ...nulPaths(request.body).map((path) => ({
          path: path || 'body',
          message: 'Contains a NUL character',
        })),
      ];
      if (errors.length > 0) throw validationFailed(errors);
    });
  },
  { name: 'input-guard', dependencies: ['error-handler'] },
);
