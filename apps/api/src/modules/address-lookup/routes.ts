// GET /api/locations/postal-codes/:cep: the doctor-finder's practice form fills street, neighbourhood,
// city and UF from a CEP. Signed-in physicians only (the form is theirs; each look-up calls a third
// party), rate-limited per address.
import { postalCodeLookupParamsSchema, postalCodeLookupResponseSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { requireDoctorFinder } from '../../policies.ts';
import { lookUpPostalCode, manualEntryOnly } from './service.ts';
import { viaCepLookup } from './viacep.ts';

export const addressLookupRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = signedInRoutes(
  async (app, { config }) => {
    const lookup = config.cepLookup ? viaCepLookup(config.cepLookup) : manualEntryOnly;
    app.get(
      '/api/locations/postal-codes/:cep',
      {
        preParsing: requireDoctorFinder,
        config: { rateLimit: { max: config.formRateLimitPerMinute * 3, timeWindow: '1 minute' } },
        schema: {
          tags: ['locations'],
          summary: "A Brazilian CEP's street, neighbourhood, city and UF ('unavailable': type them)",
          params: postalCodeLookupParamsSchema,
          response: { 200: postalCodeLookupResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      (request) => lookUpPostalCode(lookup, request.params.cep),
    );
  },
);
