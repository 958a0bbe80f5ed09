// Walks the OpenAPI document and sends a NUL character in every path parameter, query parameter and
// JSON body field of every operation, signed in (Bearer or Basic) where the operation needs it: each
// answer is a 400 naming the field, never a 500 (PostgreSQL refuses U+0000 in text).
import { Readable } from 'node:stream';
import { STAFF_ROLES } from '@portal/contracts';
import { staff } from '@portal/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import type { App } from '../app.ts';
import { staffPasswordStep, staffSignIn } from '../modules/console-kernel/test-support.ts';
import { bearer, seededApp, signIn } from '../modules/users/test-support.ts';
import { nulPaths } from './input-guard.ts';

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const NUL_VALUE = 'a\u0000b';
const QUIET_LIMITS = { rateLimitPerMinute: 1_000_000, formRateLimitPerMinute: 1_000_000 };

interface Attempt {
  name: string;
  field: string;
  method: string;
  url: string;
  payload?: Record<string, unknown>;
  headers: Record<string, string>;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref?.replace('#/components/schemas/', '');
  return ref ? document.components?.schemas?.[ref] : schema;
}

/** Every way of putting NUL into one input of one operation. */
function attempts(
  document: OpenApiDocument,
  credentialsFor: (path: string, scheme: string) => Record<string, string>,
): Attempt[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const name = `${method.toUpperCase()} ${path}`;
      const scheme = Object.keys(operation.security?.[0] ?? {})[0];
      const headers = scheme ? { ...credentialsFor(path, scheme) } : {};
      const parameters = operation.parameters ?? [];
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const fill = (nulIn?: string) =>
        path.replace(/\{([^}]+)\}/g, (_, param: string) =>
          encodeURIComponent(param === nulIn ? NUL_VALUE : 'x1'),
        );
      const jsonSchema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
      const bodyFields = Object.keys(jsonSchema?.properties ?? {});
      const baseBody = Object.fromEntries(bodyFields.map((field) => [field, 'x']));
      const withBody = bodyFields.length > 0 ? { payload: baseBody } : {};
      return [
        ...pathNames.map((field) => ({ name, field, method, url: fill(field), headers, ...withBody })),
        ...parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name,
            field: p.name,
            method,
            url: `${fill()}?${p.name}=${encodeURIComponent(NUL_VALUE)}`,
            headers,
            ...withBody,
          })),
        ...bodyFields.map((field) => ({
          name,
          field,
          method,
          url: fill(),
          headers,
          payload: { ...baseBody, [field]: NUL_VALUE },
        })),
      ];
    }),
  );
}

describeEachDatabase('a NUL character in any string input', (ctx) => {
  let app: App;
  let document: OpenApiDocument;
  let credentialsFor: (path: string, scheme: string) => Record<string, string>;
  beforeAll(async () => {
    app = await seededApp(ctx, QUIET_LIMITS);
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    const { user, password } = app.config.authenticator;
    const credentials: Record<string, Record<string, string>> = {
      bearerAuth: bearer(await signIn(app, 'doctor.br@example.com')),
      basicAuth: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    };
    // The console's routes take staff tokens, and each checks its role before the body is read: one
    // member holding every role reaches every parser; the second-factor step takes a password-only token.
    await app.db
      .update(staff)
      .set({ roles: [...STAFF_ROLES] })
      .where(eq(staff.email, 'admin@example.com'));
    const staffFull = bearer(await staffSignIn(app, 'admin@example.com'));
    const passwordStep = await staffPasswordStep(app, 'pv@example.com');
    const staffMfa = bearer((passwordStep.json() as { token: string }).token);
    credentialsFor = (path, scheme) => {
      if (path.startsWith('/api/admin/session/totp')) return staffMfa;
      if (path.startsWith('/api/admin/')) return staffFull;
      return credentials[scheme] ?? {};
    };
  });

  it('finds NUL in nested keys and values', () => {
    expect(nulPaths({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'd\u0000': 1 })).toEqual(['b.c.1', 'd\u0000']);
    expect(nulPaths('\u0000')).toEqual(['']);
    expect(nulPaths({ a: 1, b: null, c: ['ok'] })).toEqual([]);
    // Streams, Buffers, Dates and Maps (a raw upload body, say) are not walked.
    expect(
      nulPaths({ file: Buffer.from('\u0000'), at: new Date(0), map: new Map([['k', '\u0000']]) }),
    ).toEqual([]);
    expect(nulPaths(Object.assign(Object.create(null), { a: '\u0000' }))).toEqual(['a']);
    expect(nulPaths({ body: Readable.from(['\u0000']) })).toEqual([]);
  });

  it('answers GET /api/users/verify?email=%00 with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/verify?email=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'email' }] });
  });

  it('answers 400 naming the field, never 500, on every operation of the OpenAPI document', async () => {
    const all = attempts(document, credentialsFor);
    expect(new Set(all.map((a) => a.name)).size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const attempt of all) {
      const response = await app.inject({
        method: attempt.method.toUpperCase() as 'GET',
        url: attempt.url,
        headers: attempt.headers,
        ...(attempt.payload ? { payload: attempt.payload } : {}),
      });
      const body = response.json() as { code?: string; errors?: { path: string }[] };
      const named = body.errors?.some((error) => error.path === attempt.field);
      // The envelope must name the field; an operation with its own documented 400 shape (the login's
      // CDC-style answer) only has to say 400.
      const envelopeOk = body.code === undefined || (body.code === 'VALIDATION_FAILED' && named);
      if (response.statusCode !== 400 || !envelopeOk) {
        problems.push(`${attempt.name} [${attempt.field}]: ${response.statusCode} ${body.code ?? ''}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
