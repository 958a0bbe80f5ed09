// Social sign-in of the embedded identity provider: which providers are offered, the start of a sign-in
// (browser -> provider) and the provider's callback (provider -> browser at /signin/social#...).
import { IDP_ERROR_CODES, idpResponseSchema } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import { requestOrigin } from '../../../http-paths.ts';
import { idpError, idpOk, withCallInfo } from '../responses.ts';
import { type SocialErrorCode, SocialLoginError } from './errors.ts';
import {
  completeSocialLogin,
  configuredProviders,
  countryOfApiKey,
  SOCIAL_LANDING_PATH,
  startSocialLogin,
  takeSocialState,
} from './service.ts';

// Browser navigations: parameters are checked by the service, so a bad one redirects with an error
// code instead of answering a JSON envelope the user would see raw.
const param = z.string().max(4096).optional();
const providersQuerySchema = z.object({ apiKey: param });
const loginQuerySchema = z.object({ provider: param, apiKey: param, redirect: param });
const callbackQuerySchema = z.looseObject({ code: param, state: param, error: param, iss: param });

export const socialRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  /** Where the browser is: the configured public address, else the host it asked for if the portal serves it. */
  function baseOf(request: FastifyRequest): string {
    return requestOrigin(config, request);
  }

  function failTo(request: FastifyRequest, reply: FastifyReply, base: string, error: unknown) {
    let code: SocialErrorCode = 'server_error';
    if (error instanceof SocialLoginError) {
      code = error.code;
      request.log.info({ code, reason: error.message, cause: error.cause }, 'social sign-in refused');
    } else {
      request.log.error({ err: error }, 'social sign-in failed');
    }
    return reply.redirect(`${base}${SOCIAL_LANDING_PATH}#error=${code}`, 302);
  }

  app.get(
    '/idp/socialize.providers',
    {
      schema: {
        tags: ['identity-provider'],
        summary: 'Social sign-in providers configured for the site ({providers: string[]})',
        querystring: providersQuerySchema,
        response: { 200: idpResponseSchema },
      },
    },
    async (request) => {
      const header = request.headers['x-api-key'];
      const apiKey = request.query.apiKey ?? (typeof header === 'string' ? header : undefined);
      const now = new Date();
      if (!apiKey) return withCallInfo(idpError(IDP_ERROR_CODES.MISSING_PARAMETER), now);
      if (!countryOfApiKey(apiKey)) return withCallInfo(idpError(IDP_ERROR_CODES.INVALID_API_KEY), now);
      return withCallInfo(idpOk({ providers: configuredProviders(config.socialProviders) }), now);
    },
  );

  app.get(
    '/idp/socialize.login',
    {
      schema: {
        tags: ['identity-provider'],
        summary: "Start a social sign-in: 302 to the provider's authorization endpoint",
        querystring: loginQuerySchema,
      },
    },
    async (request, reply) => {
      const base = baseOf(request);
      try {
        const location = await startSocialLogin(app.db, config.socialProviders, { ...request.query, base });
        return reply.redirect(location, 302);
      } catch (error) {
        return failTo(request, reply, base, error);
      }
    },
  );

  app.get(
    '/idp/socialize.callback',
    {
      schema: {
        tags: ['identity-provider'],
        summary: 'Redirect URI of the providers: 302 to /signin/social#UID=..&UIDSignature=.. (or #error=)',
        querystring: callbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { code, state = '', error, iss } = request.query;
      let started: Awaited<ReturnType<typeof takeSocialState>>;
      try {
        started = await takeSocialState(app.db, state);
      } catch (failure) {
        return failTo(request, reply, baseOf(request), failure);
      }
      try {
        const fragment = await completeSocialLogin(app.db, config, started, { code, state, error, iss });
        return reply.redirect(`${started.base}${SOCIAL_LANDING_PATH}#${fragment}`, 302);
      } catch (failure) {
        return failTo(request, reply, started.base, failure);
      }
    },
  );
};
