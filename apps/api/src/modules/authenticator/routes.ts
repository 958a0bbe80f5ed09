// Authenticator endpoints (ARCHITECTURE.md), behind Basic authorization from AUTHENTICATOR_USER/PASSWORD.
import {
  userTypeBodySchema,
  userTypeResponseSchema,
  validateCrmBodySchema,
  validateCrmResponseSchema,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses, unauthenticated } from '../../errors.ts';
import { guardRoutes } from '../../plugins/auth.ts';
import { basicCredentialsMatch } from './basic-auth.ts';
import { userTypeOf, validateCrm } from './service.ts';

export const AUTHENTICATOR_REALM = 'authenticator';

export const authenticatorRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Limited per client address like the forms, one counter for all the authenticator's routes, in a
  // scope onRequest hook (before the routes' Basic-auth guard): a password guesser is stopped whatever
  // it sends, and a 429 says nothing about whether a guess was right. It replaces the API-wide limit on
  // these routes (the plugin runs one limiter per request), so it is never looser than that one.
  app.addHook(
    'onRequest',
    app.rateLimit({
      max: Math.min(config.formRateLimitPerMinute, config.rateLimitPerMinute),
      timeWindow: '1 minute',
      keyGenerator: (request) => `authenticator:${request.ip}`,
    }),
  );

  // Every route of this plugin: checked in onRequest, before body validation, so an unauthorised
  // caller learns nothing about the expected body.
  guardRoutes(app, 'basicAuth', async (request: FastifyRequest, reply: FastifyReply) => {
    if (basicCredentialsMatch(request.headers.authorization, config.authenticator)) return;
    reply.header('www-authenticate', `Basic realm="${AUTHENTICATOR_REALM}", charset="UTF-8"`);
    throw unauthenticated('Valid Basic credentials are required');
  });

  app.post(
    '/authenticator/servicos/UsuarioUnificacao.asmx/RecuperarTipoUsuarioGigya',
    {
      schema: {
        tags: ['authenticator'],
        summary: "The portal user's register type for an identity-provider UID (null: no portal user)",
        body: userTypeBodySchema,
        response: { 200: userTypeResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => userTypeOf(app.db, request.body.idGigya),
  );

  app.post(
    '/authenticator/MedicoV2.asmx/ValidarCRMComPreCadastroComEmail',
    {
      schema: {
        tags: ['authenticator'],
        summary: 'Whether a CRM/UF is in the registry, and whether a portal user has that email',
        body: validateCrmBodySchema,
        response: { 200: validateCrmResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => validateCrm(app.db, request.body),
  );
};
