// Access checks of the restricted capabilities (speaker training, doctor-finder): they enforce the
// policies on the API side, and let the web (or anything else) ask before showing a restricted area.
import { accessResponseSchema, errorEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInRoutes } from '../../plugins/auth.ts';
import { requireDoctorFinder, requireSpeakerTraining } from '../../policies.ts';

const schema = (summary: string) => ({
  tags: ['access'],
  summary,
  response: { 200: accessResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
});

export const accessRoutes: FastifyPluginAsyncZod = signedInRoutes(async (app) => {
  app.get(
    '/api/speaker-training/access',
    {
      preParsing: requireSpeakerTraining,
      schema: schema('Whether the signed-in user may use speaker training (canAcessSpeakTraining)'),
    },
    async () => ({ allowed: true as const }),
  );
  app.get(
    '/api/docfinder/access',
    {
      preParsing: requireDoctorFinder,
      schema: schema('Whether the signed-in user may use the doctor-finder (register type CRM)'),
    },
    async () => ({ allowed: true as const }),
  );
});
