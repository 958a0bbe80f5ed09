// Embedded identity provider (SAP CDC REST subset) under /idp. CDC answers every call with HTTP 200
// and the outcome in the body, so parameter errors are answered here, not by Fastify's validation
// (the body schemas only document the methods: `attachValidation` keeps them from rejecting).
import {
  IDP_ERROR_CODES,
  idpGetAccountInfoParamsSchema,
  idpInitRegistrationParamsSchema,
  idpLoginParamsSchema,
  idpLogoutParamsSchema,
  idpRegisterParamsSchema,
  idpResendVerificationParamsSchema,
  idpResetPasswordParamsSchema,
  idpResponseSchema,
  idpVerifyEmailParamsSchema,
} from '@portal/contracts';
import { countryList } from '@portal/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { DEVICE_COOKIES, deviceCookieHeader, readCookie } from './known-devices.ts';
import { publicBaseUrl } from './links.ts';
import { rawParams } from './params.ts';
import { type IdpResult, idpError, withCallInfo } from './responses.ts';
import * as idp from './service.ts';
import { socialRoutes } from './social/routes.ts';

const FORM_BODY_LIMIT = 64 * 1024;
const COUNTRY_BY_API_KEY = new Map(countryList.map((country) => [country.apiKey, country]));

interface MethodSpec {
  summary: string;
  body: z.ZodType;
  run: (ctx: idp.IdpContext, raw: Record<string, unknown>) => Promise<IdpResult>;
  /** Form limit: methods a password guesser or a mail bomber would call. */
  strictRateLimit?: boolean;
}

const METHODS: Record<string, MethodSpec> = {
  'accounts.initRegistration': {
    summary: 'Start a registration: a single-use regToken (1 h)',
    body: idpInitRegistrationParamsSchema,
    run: idp.initRegistration,
  },
  'accounts.register': {
    summary: 'Register an account (pending verification: 206002) and mail the verification link',
    body: idpRegisterParamsSchema,
    run: idp.register,
    strictRateLimit: true,
  },
  'accounts.resendVerificationCode': {
    summary: 'Mail the verification link again (loginID); always OK, at most 3 mails an hour per account',
    body: idpResendVerificationParamsSchema,
    run: idp.resendVerificationCode,
    strictRateLimit: true,
  },
  'accounts.verifyEmail': {
    summary: 'Verify the email with the token of the mailed link',
    body: idpVerifyEmailParamsSchema,
    run: idp.verifyEmail,
  },
  'accounts.login': {
    summary: 'Sign in with email and password: UID, UIDSignature, signatureTimestamp',
    body: idpLoginParamsSchema,
    run: idp.login,
    strictRateLimit: true,
  },
  'accounts.logout': { summary: 'Sign out', body: idpLogoutParamsSchema, run: idp.logout },
  'accounts.resetPassword': {
    summary: 'Mail a password-reset link (loginID), or set the new password (passwordResetToken)',
    body: idpResetPasswordParamsSchema,
    run: idp.resetPassword,
    strictRateLimit: true,
  },
  'accounts.getAccountInfo': {
    summary: 'Read the account of a signed UID',
    body: idpGetAccountInfoParamsSchema,
    run: idp.getAccountInfo,
  },
};

export const identityProviderRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  for (const [name, method] of Object.entries(METHODS)) {
    app.post(
      `/idp/${name}`,
      {
        bodyLimit: FORM_BODY_LIMIT,
        attachValidation: true,
        ...(method.strictRateLimit
          ? { config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } } }
          : {}),
        schema: {
          tags: ['identity-provider'],
          summary: method.summary,
          body: method.body,
          response: { 200: idpResponseSchema },
        },
      },
      async (request, reply) => {
        const now = app.clock.now();
        const raw = rawParams(request.body);
        // CDC takes apiKey as a parameter; the web's api client also sends it as a header.
        const apiKey = raw.apiKey ?? request.headers['x-api-key'];
        const country = typeof apiKey === 'string' ? COUNTRY_BY_API_KEY.get(apiKey) : undefined;
        const result = country
          ? await method.run(
              {
                db: app.db,
                config,
                country,
                now,
                linkBase: publicBaseUrl(config, request),
                clientAddress: request.ip,
                deviceToken: readCookie(request.headers.cookie, DEVICE_COOKIES.idp.name),
                rememberDevice: (token) =>
                  reply.header(
                    'set-cookie',
                    deviceCookieHeader(DEVICE_COOKIES.idp, token, request.protocol === 'https'),
                  ),
              },
              raw,
            )
          : idpError(IDP_ERROR_CODES.INVALID_API_KEY);
        return withCallInfo(result, now);
      },
    );
  }

  await app.register(socialRoutes, { config });
};
