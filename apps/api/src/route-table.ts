// Routes as table entries (issue 9): method, URL, summary, schemas, statuses and a handler that receives
// the caller's context. `declareRoutes` turns each entry into its Fastify route and OpenAPI operation
// (tags, summary, params/querystring/body, the success schema and the error envelopes), so the many
// routes of a module read as a table, not as the same twelve lines of options each. Guards stay where
// they were: a scope (`signedInRoutes`, `staffRoutes`) adds them in onRequest, before the body is read.
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { errorResponses } from './errors.ts';

export type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : unknown;
/**
 * What a handler answers: the success body, or the reply it has sent itself (a stream, a file). A route
 * whose answer is `null` (204) sends nothing, whatever its handler returns.
 */
type Answer<R extends Schema> = null extends z.input<R> ? unknown : z.input<R> | FastifyReply;

/** The validated parts of the request (typed by the entry's schemas), and the request and reply. */
export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteEntry<C, P = undefined, Q = undefined, B = undefined, R extends Schema = Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer's schema, sent with `status` (200 unless said otherwise). */
  reply: R;
  status?: 200 | 201 | 204;
  /** The error statuses the operation documents, each answered with the error envelope. */
  errors: readonly number[];
  bodyLimit?: number;
  config?: FastifyContextConfig;
  handler(ctx: C, input: RouteInput<P, Q, B>): NoInfer<Answer<R>> | Promise<NoInfer<Answer<R>>>;
}

/** Any entry of a table whose handlers receive a `C`. */
export type AnyRouteEntry<C> = RouteEntry<C, Schema | undefined, Schema | undefined, Schema | undefined>;

/** The typed identity for one kind of context: `const staffRoute = routeOf<StaffContext>()`. */
export function routeOf<C>() {
  // Each entry is checked against its own schemas here; the table keeps only its shape.
  return <
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    R extends Schema = Schema,
  >(
    entry: RouteEntry<C, P, Q, B, R>,
  ): AnyRouteEntry<C> => entry as unknown as AnyRouteEntry<C>;
}

/** Declares every entry on `app` (a scope that already carries its guard), in order. */
export function declareRoutes<C>(
  app: { route(options: RouteOptions): unknown },
  tags: string[],
  contextOf: (request: FastifyRequest) => C,
  entries: readonly AnyRouteEntry<C>[],
): void {
  for (const entry of entries) {
    const status = entry.status ?? 200;
    app.route({
      method: entry.method,
      url: entry.url,
      ...(entry.config && { config: entry.config }),
      ...(entry.bodyLimit && { bodyLimit: entry.bodyLimit }),
      schema: {
        tags,
        summary: entry.summary,
        ...(entry.description && { description: entry.description }),
        ...(entry.params && { params: entry.params }),
        ...(entry.query && { querystring: entry.query }),
        ...(entry.body && { body: entry.body }),
        response: { [status]: entry.reply, ...errorResponses(...entry.errors) },
      },
      handler: async (request, reply) => {
        const { params, query, body } = request;
        const answer = await entry.handler(contextOf(request), { params, query, body, request, reply });
        // 204 answers nothing, whatever the service returned.
        return answer === reply ? reply : reply.code(status).send(status === 204 ? null : answer);
      },
    });
  }
}
