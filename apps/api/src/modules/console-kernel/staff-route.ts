// Console routes (/api/admin, docs/decisions/011): the staff guard, the staff context and the route table.
//
// How to declare a console route: an entry of your module's table, registered in app.ts.
//
//   export const courseRoutes = staffRouteTable([
//     staffRoute({
//       method: 'PUT',
//       url: '/api/admin/courses/:id',
//       action: 'courses.write',                      // policy.ts; checked in onRequest, before the body
//       summary: 'Edits the draft of a course',         // the OpenAPI operation (tag 'admin', bearerAuth)
//       params: courseParamsSchema,                     // and `query`, `body`: zod schemas from the contracts
//       reply: adminCourseSchema,                       // the success body; `status: 201 | 204` if not 200
//       errors: STAFF_ERRORS.change,                    // documented error statuses (see STAFF_ERRORS)
//       handler: (ctx, { params, body }) => editCourse(ctx, params.id, body),   // ctx: StaffContext
//     }),
//   ]);
//
// A handler may also take `request` and `reply` (headers, streams: return the reply it sent). A module
// that needs a content-type parser or more context wraps `declareStaffRoutes` in `staffRoutes` itself.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffContext } from '../../context.ts';
import { forbidden, unauthenticated } from '../../errors.ts';
import { bearerToken, guardRoutes } from '../../plugins/auth.ts';
import {
  type AnyRouteEntry,
  declareRoutes,
  type RouteEntry,
  routeOf,
  type Schema,
} from '../../route-table.ts';
import { authenticateStaffToken, type StaffAuth } from './auth-service.ts';
import { type AdminAction, can } from './policy.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy action a console route performs (policy.ts); checked before the body is read. */
    adminAction?: AdminAction;
    /** A console route of the second-factor step: a password-only session may use it. */
    staffMfaStep?: boolean;
  }
  interface FastifyRequest {
    staffAuth: StaffAuth | null;
  }
}

export function staffAuthOf(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw unauthenticated();
  return request.staffAuth;
}

/** What a console service call works with: the database, the signed-in member and the app's time. */
export function contextOf(request: FastifyRequest): StaffContext {
  const { member } = staffAuthOf(request);
  return {
    db: request.server.db,
    staff: { id: member.id, email: member.email, roles: member.roles, countries: member.countries },
    now: request.server.clock.now(),
  };
}

/** onRequest: a live staff session of the stage the route needs, and the route's policy action. */
export async function authenticateStaff(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  const auth = await authenticateStaffToken(request.server.db, token, request.server.clock.now());
  if (!auth) throw unauthenticated('The console session is not valid or has expired');
  const config = request.routeOptions.config;
  const mfaStep = config.staffMfaStep === true;
  if (auth.session.stage !== 'full' && !mfaStep) throw unauthenticated('The second factor is missing');
  if (auth.session.stage === 'full' && mfaStep && request.method !== 'DELETE')
    throw forbidden('The session has its second factor already');
  request.staffAuth = auth;
  if (config.adminAction && !can(auth.member, config.adminAction)) {
    throw forbidden('Your role does not allow this');
  }
}

/**
 * Console routes in their own scope (register the result): the staff guard becomes every route's last
 * onRequest hook and its OpenAPI operation names bearerAuth.
 */
export function staffRoutes(routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    if (!app.hasRequestDecorator('staffAuth')) app.decorateRequest('staffAuth', null);
    guardRoutes(app, 'bearerAuth', authenticateStaff);
    await routes(app, options);
  };
}

/** The error statuses console routes document, by what a route takes and does. */
export const STAFF_ERRORS = {
  /** No input: only the guard's 401 and 403. */
  plain: [401, 403],
  /** A validated query or body. */
  input: [400, 401, 403],
  /** One item, by id. */
  item: [400, 401, 403, 404],
  /** A change to one item that its state may refuse. */
  change: [400, 401, 403, 404, 409],
} as const;

type Inputs = Schema | undefined;
/** A console entry: a route-table entry whose `action` (or `mfaStep`) the staff guard checks. */
export type StaffRouteEntry<C, P, Q, B, R extends Schema> = RouteEntry<C, P, Q, B, R> & {
  action?: AdminAction;
  mfaStep?: true;
};

/** Console entries whose handlers receive a `C` (a staff context with more, e.g. the MI desk's). */
export function staffRouteOf<C extends StaffContext>() {
  const entryOf = routeOf<C>();
  return <
    P extends Inputs = undefined,
    Q extends Inputs = undefined,
    B extends Inputs = undefined,
    R extends Schema = Schema,
  >({
    action,
    mfaStep,
    ...entry
  }: StaffRouteEntry<C, P, Q, B, R>): AnyRouteEntry<C> => {
    // The entry's own config (a stricter rate limit) with the guard's.
    const config = {
      ...entry.config,
      ...(action ? { adminAction: action } : mfaStep ? { staffMfaStep: true } : {}),
    };
    return entryOf({ ...(entry as RouteEntry<C, P, Q, B, R>), config });
  };
}

/** A console route whose handler receives the staff context; see the top of the file. */
export const staffRoute = staffRouteOf<StaffContext>();

/** Declares console entries in a scope that carries the staff guard (inside `staffRoutes`). */
export function declareStaffRoutes<C extends StaffContext>(
  app: Parameters<typeof declareRoutes>[0],
  entries: readonly AnyRouteEntry<C>[],
  context: (request: FastifyRequest) => C,
): void {
  declareRoutes(app, ['admin'], context, entries);
}

/** A module's console routes as one plugin: the guarded scope and its table. */
export function staffRouteTable(entries: readonly AnyRouteEntry<StaffContext>[]): FastifyPluginAsyncZod {
  return staffRoutes(async (app) => declareStaffRoutes(app, entries, contextOf));
}
