// Portal users API (spec section 7, calls 1-6): login, logout, profile, preferences, registration, verify.
import {
  CONFIRM_EMAIL_CHANGE_PATH,
  changePasswordBodySchema,
  confirmEmailChangeBodySchema,
  confirmEmailChangeResponseSchema,
  LOGIN_ERROR_MESSAGES,
  type LoginError,
  loginBodySchema,
  loginErrorSchema,
  loginResponseSchema,
  registerUserBodySchema,
  registerUserResponseSchema,
  requestEmailChangeBodySchema,
  requestEmailChangeResponseSchema,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
  userProfileSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
  welcomeBodySchema,
} from '@portal/contracts';
import { getCountry } from '@portal/countries';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { toErrorEnvelope } from '../../plugins/error-handler.ts';
import { publicBaseUrl } from '../identity-provider/service.ts';
import { revokeAllSessions, revokeSession } from '../sessions/service.ts';
import { changeUserPassword, finishEmailChange, startEmailChange } from './account-security-service.ts';
import { LoginFailure, loginWithSignature } from './login-service.ts';
import { toUserProfile } from './profile.ts';
import { answerWelcome, updatePreferences, updateProfile } from './profile-service.ts';
import { isEmailFree, registerUser } from './registration-service.ts';

/** Registration is a public form: small bodies. */
const REGISTRATION_BODY_LIMIT = 64 * 1024;

const usersSchema = (summary: string) => ({ tags: ['users'], summary });

/** The login answers its errors as `{statusCode, internalExceptionMessage}`, as the spec's web expects. */
function sendLoginError(error: unknown, reply: FastifyReply) {
  let body: LoginError;
  if (error instanceof LoginFailure) {
    body = { statusCode: error.statusCode, internalExceptionMessage: error.message };
  } else if (Array.isArray((error as Partial<FastifyError> | null)?.validation)) {
    body = { statusCode: 400, internalExceptionMessage: LOGIN_ERROR_MESSAGES.missingData };
  } else {
    const envelope = toErrorEnvelope(error);
    if (envelope.statusCode >= 500) reply.log.error({ err: error }, 'login failed');
    body = { statusCode: envelope.statusCode, internalExceptionMessage: envelope.message };
  }
  return reply.code(body.statusCode).send(body);
}

/** The signed-in user's session, profile and preferences. */
const signedInUsersRoutes = signedInRoutes<{ config: AppConfig }>(async (app, { config }) => {
  const formLimit = { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/api/users/logout',
    {
      config: { allowUnverified: true },
      schema: {
        ...usersSchema('End the session: its token stops working at once'),
        response: { 204: z.null().describe('No content'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (request.session) await revokeSession(app.db, request.session.id, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/sessions/revoke-all',
    {
      config: { allowUnverified: true },
      schema: {
        ...usersSchema('Sign out everywhere: every session of the user ends, this one included'),
        response: { 204: z.null().describe('No content'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeAllSessions(app.db, signedInUser(request).id, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/users/profile',
    {
      config: { allowUnverified: true },
      schema: {
        ...usersSchema("The signed-in user's profile"),
        response: { 200: userProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => toUserProfile(signedInUser(request)),
  );

  app.put(
    '/api/users/profile',
    {
      config: { allowUnverified: true },
      schema: {
        ...usersSchema(
          "Change the signed-in user's phone (the email must stay the account's: see /api/users/email-change)",
        ),
        body: updateProfileBodySchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateProfile(app.db, signedInUser(request), request.body, app.clock.now()),
  );

  app.post(
    '/api/users/password',
    {
      config: { allowUnverified: true, ...formLimit },
      schema: {
        ...usersSchema(
          'Change the password: the current one first (a wrong one is a 400 on currentPassword and counts ' +
            'as a failed sign-in); the new one meets the registration policy; every other session ends',
        ),
        body: changePasswordBodySchema,
        response: { 204: z.null().describe('No content'), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw new Error('signed-in route without a session');
      await changeUserPassword(app.db, signedInUser(request), session.id, request.body, {
        now: app.clock.now(),
        clientAddress: request.ip,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/email-change',
    {
      config: { allowUnverified: true, ...formLimit },
      schema: {
        ...usersSchema(
          'Ask to change the e-mail: with the current password, a single-use link (1 h) goes to the new ' +
            'address; the e-mail changes only when it is opened',
        ),
        body: requestEmailChangeBodySchema,
        response: { 202: requestEmailChangeResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const base = publicBaseUrl(config, request);
      const result = await startEmailChange(app.db, signedInUser(request), request.body, {
        now: app.clock.now(),
        clientAddress: request.ip,
        link: (token) => `${base}${CONFIRM_EMAIL_CHANGE_PATH}?token=${encodeURIComponent(token)}`,
      });
      return reply.code(202).send(result);
    },
  );

  app.patch(
    '/api/users/preferences',
    {
      config: { allowUnverified: true },
      schema: {
        ...usersSchema("Set the signed-in user's specialties of interest"),
        body: updatePreferencesBodySchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updatePreferences(app.db, signedInUser(request), request.body, app.clock.now()),
  );

  app.post(
    '/api/users/welcome',
    {
      schema: {
        ...usersSchema(
          'Answer the first sign-in welcome: the specialties of interest chosen (they replace the ' +
            'preferences), or no body field to skip; either way the welcome is not shown again',
        ),
        body: welcomeBodySchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => answerWelcome(app.db, signedInUser(request), request.body, app.clock.now()),
  );
});

export const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/api/users/login',
    {
      errorHandler: (error, _request, reply) => sendLoginError(error, reply),
      schema: {
        tags: ['users'],
        summary:
          "Exchange the identity provider's signed login (UID, UIDSignature, signatureTimestamp) for a token",
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: loginErrorSchema,
          401: loginErrorSchema,
          403: loginErrorSchema,
          404: loginErrorSchema,
          413: loginErrorSchema,
          415: loginErrorSchema,
          429: loginErrorSchema,
        },
      },
    },
    async (request) =>
      loginWithSignature(app.db, request.body, {
        partnerSecret: config.idpPartnerSecret,
        limits: app.sessionLimits,
        brand: config.brand,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/api/users',
    {
      bodyLimit: REGISTRATION_BODY_LIMIT,
      config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'Register the portal user of a signed identity-provider account (per-country fields)',
        body: registerUserBodySchema,
        response: { 201: registerUserResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const result = await registerUser(app.db, request.body, {
        partnerSecret: config.idpPartnerSecret,
        brand: config.brand,
        now,
      });
      return reply.code(201).send(result);
    },
  );

  // The spec's web calls it with a trailing slash; both spellings answer.
  for (const url of ['/api/users/verify', '/api/users/verify/']) {
    app.get(
      url,
      {
        schema: {
          tags: ['users'],
          summary: 'Whether an email is still free (no portal user has it)',
          hide: url.endsWith('/'),
          querystring: verifyEmailQuerySchema,
          response: { 200: verifyEmailResponseSchema, ...errorResponses(400) },
        },
      },
      async (request) => ({ valid: await isEmailFree(app.db, request.query.email) }),
    );
  }

  // The link may be opened in any browser, signed in or not: the mailed token is the proof.
  app.post(
    '/api/users/email-change/confirm',
    {
      config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          "Confirm an e-mail change with the mailed link's token (single use); the old address is told",
        body: confirmEmailChangeBodySchema,
        response: { 200: confirmEmailChangeResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) =>
      finishEmailChange(app.db, request.body.token, {
        now: app.clock.now(),
        fallbackLanguage: getCountry(request.country).language,
      }),
  );

  await app.register(signedInUsersRoutes, { config });
};
