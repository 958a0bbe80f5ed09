// Bearer-token authentication. Signed-in routes live inside a `signedInRoutes` scope: every route the
// scope declares authenticates in onRequest (before its body is read or validated) and is documented
// with the bearer security scheme, so a new route cannot forget either.
import type { SessionRow, UserRow } from '@portal/db';
import type {
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import type { SignedInContext } from '../context.ts';
import { unauthenticated } from '../errors.ts';
import { authenticateToken, type SessionLimits } from '../modules/sessions/service.ts';

/** The time the session and login rules see; tests replace `now` to move through the limits. */
export interface Clock {
  now(): Date;
}

/** Names of the OpenAPI security schemes (declared in plugins/openapi.ts). */
export type SecurityScheme = 'bearerAuth' | 'basicAuth';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    sessionLimits: SessionLimits;
    /** onRequest hook: 401 UNAUTHENTICATED unless the request carries a live session token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest hook after `authenticate`: 403 PROFESSIONAL_NOT_VERIFIED for an account whose professional
     * registration is not verified (policies.ts, decorated in app.ts).
     */
    requireVerifiedProfessional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyContextConfig {
    /** A signed-in route an unverified professional may use (its own profile, sign-out, sessions). */
    allowUnverified?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user (set by app.authenticate); null on anonymous routes. */
    user: UserRow | null;
    session: SessionRow | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,200})\s*$/i;

export function bearerToken(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/** The signed-in user of a route of a signed-in scope. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function signedInContext(request: FastifyRequest): SignedInContext {
  return { db: request.server.db, user: signedInUser(request), now: request.server.clock.now() };
}

function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * Guards every route declared in `scope` from now on (its own and its children's): `guard` becomes the
 * last onRequest hook of each route, and the route's OpenAPI operation names `scheme`. Last, not a
 * scope hook: the rate limiter's per-route onRequest hook must count a caller before the guard spends a
 * database look-up on it. onRequest still runs before the body is read, so 401 comes before any 400.
 */
export function guardRoutes(
  scope: { addHook(name: 'onRoute', hook: (route: RouteOptions) => void): unknown },
  scheme: SecurityScheme,
  guard: onRequestHookHandler,
): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.onRequest = [...asList(route.onRequest), guard];
    route.schema = { ...route.schema, security: [{ [scheme]: [] }] };
  });
}

/**
 * Wraps a module's signed-in routes in their own encapsulated scope (register the result): each route
 * answers 401 to an anonymous caller, whatever its body or parameters, and 403 PROFESSIONAL_NOT_VERIFIED
 * to an account whose professional status is not verified, unless the route's config says
 * `allowUnverified` (the account's own profile and sessions). Policies (policies.ts) go in a route's
 * `preParsing`, which runs after authentication and still before the body is read.
 */
export function signedInRoutes<Options extends FastifyPluginOptions = Record<never, never>>(
  routes: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (scope, options) => {
    guardRoutes(scope, 'bearerAuth', scope.authenticate);
    scope.addHook('onRoute', (route: RouteOptions) => {
      const config = route.config as { allowUnverified?: boolean } | undefined;
      if (config?.allowUnverified) return;
      route.onRequest = [...asList(route.onRequest), scope.requireVerifiedProfessional];
    });
    await routes(scope, options);
  };
}

export const authPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const clock: Clock = { now: () => new Date() };
    const limits: SessionLimits = {
      idleMinutes: config.sessionIdleMinutes,
      absoluteHours: config.sessionAbsoluteHours,
    };
    app.decorate('clock', clock);
    app.decorate('sessionLimits', limits);
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      const found = await authenticateToken(app.db, token, limits, clock.now());
      if (!found) throw unauthenticated('The session is not valid or has expired');
      request.user = found.user;
      request.session = found.session;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
