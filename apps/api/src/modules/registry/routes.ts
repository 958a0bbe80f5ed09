// Doctor-number check (spec call 7) against the licensed-professional registry, for the request's country.
import { checkCrmQuerySchema, checkCrmResponseSchema, errorEnvelopeSchema } from '@portal/contracts';
import { getCountry, usesRegisterUf } from '@portal/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { validationFailed } from '../../errors.ts';
import { findLicensedProfessional } from './service.ts';

export const registryRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  app.get(
    '/api/public/veeva/checkCRM',
    {
      schema: {
        tags: ['registry'],
        summary: 'Whether a medical registration number is in the registry (country from x-api-key or host)',
        querystring: checkCrmQuerySchema,
        response: { 200: checkCrmResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { registerNumber, registerType, registerUf } = request.query;
      if (usesRegisterUf(getCountry(request.country)) && !registerUf) {
        throw validationFailed([{ path: 'registerUf', message: 'Required in Brazil' }]);
      }
      const found = await findLicensedProfessional(app.db, {
        country: request.country,
        registerType,
        registerNumber,
        registerUf,
      });
      return found ? { valid: true, name: found.name } : { valid: false };
    },
  );
};
