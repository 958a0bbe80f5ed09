// Bearer-token authentication: `app.authenticate` (a preHandler) sets request.user and request.session.
import type { SessionRow, UserRow } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { unauthenticated } from '../errors.ts';
import { authenticateToken, type SessionLimits } from '../modules/sessions/service.ts';

/** The time the session and login rules see; tests replace `now` to move through the limits. */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    sessionLimits: SessionLimits;
    /** preHandler: 401 UNAUTHENTICATED unless the request carries a live session token. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
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

/** The signed-in user of a route guarded by app.authenticate. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
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
