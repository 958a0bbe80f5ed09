// Walks the OpenAPI document: every operation under /api that is not in the public allowlist must carry
// the bearer security requirement and answer 401 to an anonymous caller whatever its body, parameters
// or query (authentication runs before parsing and validation); the authenticator's Basic-auth
// operations likewise. A route that is neither listed public nor in a guarded scope fails the walk.

import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { testConfig } from '#test/config.ts';
import { describeEachDatabase } from '#test/databases.ts';
import type { App } from '../app.ts';
import { buildApp } from '../app.ts';
import type { SecurityScheme } from './auth.ts';

/** The spec's calls that work without a session: sign-in, registration and the /api/public ones. */
const PUBLIC_API_OPERATIONS = [
  'POST /api/users/login',
  'POST /api/users',
  'GET /api/users/verify',
  // The link mailed to the new address is the proof; it may be opened on a device that is not signed in.
  'POST /api/users/email-change/confirm',
  'GET /api/public/countries',
  'GET /api/public/locations/states',
  'GET /api/public/locations/states/{uf}/cities',
  'POST /api/public/consents',
  // Browsers post violation reports without credentials; bounded, rate-limited and only logged.
  'POST /api/public/csp-reports',
  'GET /api/public/veeva/checkCRM',
  'GET /api/public/contents/{id}',
  'POST /api/public/acceptTerms',
  'GET /api/public/userAccess',
  'GET /api/public/certificates/{code}',
  // The console's password step (its token is good only for the second factor).
  'POST /api/admin/session',
  // A staff member's first password: the one-time link mailed by an admin is the proof (no session yet).
  'POST /api/admin/staff/password',
  // The VAPID public key is public by design: the browser needs it before subscribing.
  'GET /api/push/public-key',
];

/** Guarded prefixes and the scheme their operations must name. */
const GUARDED: [prefix: string, scheme: SecurityScheme][] = [
  ['/api/', 'bearerAuth'],
  ['/authenticator/', 'basicAuth'],
];

interface Operation {
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; scheme: string }> };
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = Uppercase<(typeof HTTP_METHODS)[number]>;

// Parameters no schema accepts, a query of wrong types, and bodies of every wrong kind. (A parameter
// over 100 characters gets 414 from the router before any route, or its guard, is even chosen.)
const GARBAGE_PARAMS = ['x'.repeat(100), '-1', '%20%00<script>'];
const GARBAGE_QUERY = '?q=&from=-5&page=abc&limit=99999&email=not-an-email&logContentAccess=maybe';
const GARBAGE_BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"broken":' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: JSON.stringify({ answers: 'none', id: 42, email: [] }) },
  { type: 'text/plain', body: 'plain text' },
  { type: 'application/json', body: `{"big":"${'a'.repeat(2 * 1024 * 1024)}"}` },
];
const WRONG_CREDENTIALS = [
  undefined,
  'Bearer not-a-session-token',
  `Bearer ${'a'.repeat(300)}`,
  'Basic cG9ydGFsOndyb25n',
  'Bearer',
];

async function openApiDocument(app: App): Promise<OpenApiDocument> {
  return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
}

/** Every [METHOD, path] of the document. */
function operations(document: OpenApiDocument): [Method, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [[method.toUpperCase() as Method, path, operation] as [Method, string, Operation]]
        : [];
    }),
  );
}

interface Attempt {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The ways an anonymous caller might try an operation. */
function anonymousAttempts(method: Method, path: string): Attempt[] {
  const urls = GARBAGE_PARAMS.map((value) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value)));
  const withBody = method !== 'GET';
  return urls.flatMap((url, index) => [
    ...WRONG_CREDENTIALS.map((authorization) => ({
      method,
      url: `${url}${GARBAGE_QUERY}`,
      headers: authorization ? { authorization } : ({} as Record<string, string>),
    })),
    ...(withBody && index === 0
      ? GARBAGE_BODIES.map(({ type, body }) => ({
          method,
          url: `${url}${GARBAGE_QUERY}`,
          headers: { 'content-type': type },
          payload: body,
        }))
      : []),
  ]);
}

/** What is wrong with the app's guarding, one line per operation and problem; [] when all is well. */
async function guardProblems(app: App): Promise<string[]> {
  const document = await openApiDocument(app);
  const problems: string[] = [];
  for (const [method, path, operation] of operations(document)) {
    const name = `${method} ${path}`;
    const scheme = GUARDED.find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!scheme || PUBLIC_API_OPERATIONS.includes(name)) continue;
    if (!operation.security?.some((requirement) => scheme in requirement)) {
      problems.push(`${name}: no ${scheme} security requirement`);
    }
    for (const attempt of anonymousAttempts(method, path)) {
      const response = await app.inject(attempt);
      const code = (response.json() as { code?: string }).code;
      if (response.statusCode !== 401 || code !== 'UNAUTHENTICATED') {
        const body = attempt.payload
          ? `${attempt.headers['content-type']} ${attempt.payload.slice(0, 20)}`
          : '';
        problems.push(
          `${name}: ${response.statusCode} ${code} for ${attempt.url.slice(0, 60)} ${body}`.trim(),
        );
        break;
      }
    }
  }
  return problems;
}

const QUIET_LIMITS = { rateLimitPerMinute: 1_000_000, formRateLimitPerMinute: 1_000_000 };

describeEachDatabase('authentication by scope', (ctx) => {
  let app: App;
  beforeAll(async () => {
    app = await ctx.buildApp(QUIET_LIMITS);
  });

  it('declares the bearer and Basic security schemes', async () => {
    const { components } = await openApiDocument(app);
    expect(components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      basicAuth: { type: 'http', scheme: 'basic' },
    });
  });

  it('guards every non-public /api and /authenticator operation: security declared, 401 before any 400', async () => {
    expect(await guardProblems(app)).toEqual([]);
  });

  it('lists as public only operations that exist and carry no security requirement', async () => {
    const byName = new Map(operations(await openApiDocument(app)).map(([m, p, op]) => [`${m} ${p}`, op]));
    for (const name of PUBLIC_API_OPERATIONS) {
      expect(byName.has(name), name).toBe(true);
      expect(byName.get(name)?.security, name).toBeUndefined();
    }
    // And the signed-in ones are really walked (a wrong prefix would skip them all).
    expect([...byName.keys()].filter((name) => byName.get(name)?.security).length).toBeGreaterThan(25);
  });

  it('fails on a route that is neither listed public nor registered in a signed-in scope', async () => {
    const database = await ctx.openDatabase();
    const leaky = await buildApp({ config: testConfig(QUIET_LIMITS), database });
    leaky.post(
      '/api/forgotten',
      { schema: { body: z.object({ title: z.string() }) } },
      async (request) => request.body,
    );
    await leaky.ready();
    try {
      expect(await guardProblems(leaky)).toEqual([
        'POST /api/forgotten: no bearerAuth security requirement',
        expect.stringMatching(/^POST \/api\/forgotten: 400 VALIDATION_FAILED/),
      ]);
    } finally {
      await leaky.close();
    }
  });
});
