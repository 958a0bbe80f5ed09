// Training API (spec section 7, calls 11-15; issue 5) and the public certificate verification.
import {
  acceptTrainingTermsResponseSchema,
  certificateCodeParamsSchema,
  certificateListSchema,
  certificateVerificationSchema,
  courseProgressSchema,
  examAttemptSchema,
  examFeedbackSchema,
  examResultSchema,
  finishExamBodySchema,
  lessonProgressBodySchema,
  lessonProgressResultSchema,
  lessonViewParamsSchema,
  saveAnswersBodySchema,
  savedAnswersSchema,
  startExamBodySchema,
  trainingParamsSchema,
  trainingStatusSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { requestOrigin } from '../../http-paths.ts';
import { signedInContext, signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { readMediaFile } from '../media/store.ts';
import * as service from './service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The signed-in user's courses, exams and certificates. */
const signedInTrainingRoutes = signedInRoutes<{ config: AppConfig }>(async (app, { config }) => {
  // Links printed on certificates must work from any device: PUBLIC_URL when configured.
  const baseUrl = (request: FastifyRequest) => requestOrigin(config, request);

  app.post(
    '/api/training/:id/accept-terms',
    {
      schema: {
        tags: ['training'],
        summary: 'Accept the exam terms of a course (required before the first start)',
        params: trainingParamsSchema,
        response: { 200: acceptTrainingTermsResponseSchema, ...errors },
      },
    },
    (request) => service.acceptTerms(signedInContext(request), request.params.id),
  );

  app.get(
    '/api/training/:id/status',
    {
      schema: {
        tags: ['training'],
        summary: 'Where the user stands on a course: terms, open attempt, passed',
        params: trainingParamsSchema,
        response: { 200: trainingStatusSchema, ...errors },
      },
    },
    (request) => service.getStatus(signedInContext(request), request.params.id),
  );

  app.post(
    '/api/training/:id/lessons/:lessonId/view',
    {
      schema: {
        tags: ['training'],
        summary: 'Record that the user opened a lesson; answers the course progress',
        params: lessonViewParamsSchema,
        response: { 200: courseProgressSchema, ...errors },
      },
    },
    (request) => service.viewLesson(signedInContext(request), request.params.id, request.params.lessonId),
  );

  app.post(
    '/api/training/:id/lessons/:lessonId/progress',
    {
      schema: {
        tags: ['training'],
        summary:
          'The player’s progress on an opened lesson; a jump further than the time since opening allows is refused (409 PROGRESS_TOO_FAST)',
        params: lessonViewParamsSchema,
        body: lessonProgressBodySchema,
        response: { 200: lessonProgressResultSchema, ...errors },
      },
    },
    (request) =>
      service.recordLessonProgress(
        signedInContext(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      ),
  );

  app.post(
    '/api/training/:id/start',
    {
      schema: {
        tags: ['training'],
        summary:
          'Start the exam, or resume the open attempt; refused (409) before the lessons are complete, during the pause after an attempt and past the attempts of the period (`retryAt`); never carries the correct answers',
        params: trainingParamsSchema,
        body: startExamBodySchema.optional(),
        response: { 200: examAttemptSchema, ...errors },
      },
    },
    (request) => service.startExam(signedInContext(request), request.params.id),
  );

  app.put(
    '/api/training/:id/answers',
    {
      schema: {
        tags: ['training'],
        summary: 'Save answers as they are chosen (refused after the deadline plus grace)',
        params: trainingParamsSchema,
        body: saveAnswersBodySchema,
        response: { 200: savedAnswersSchema, ...errors },
      },
    },
    (request) => service.saveAnswers(signedInContext(request), request.params.id, request.body.answers),
  );

  app.post(
    '/api/training/:id/finish',
    {
      schema: {
        tags: ['training'],
        summary: 'Finish the open attempt and grade it on the answers saved in time',
        params: trainingParamsSchema,
        body: finishExamBodySchema,
        response: { 200: examResultSchema, ...errors },
      },
    },
    (request) => service.finishExam(signedInContext(request), request.params.id, request.body.answers),
  );

  app.get(
    '/api/training/:id/feedback',
    {
      schema: {
        tags: ['training'],
        summary:
          'The last finished attempt: before a pass only right/wrong per question and explanations, the key after a pass',
        params: trainingParamsSchema,
        response: { 200: examFeedbackSchema, ...errors },
      },
    },
    (request) => service.getFeedback(signedInContext(request), request.params.id),
  );

  app.get(
    '/api/training/certificates',
    {
      schema: {
        tags: ['training'],
        summary: 'The user’s certificates, newest first',
        response: { 200: certificateListSchema, ...errors },
      },
    },
    (request) => service.listCertificates(app.db, signedInUser(request), baseUrl(request)),
  );

  app.get(
    '/api/training/certificates/:code/pdf',
    {
      schema: {
        tags: ['training'],
        summary: 'One of the user’s certificates as PDF',
        params: certificateCodeParamsSchema,
        response: { 200: z.any().meta({ description: 'application/pdf' }), ...errors },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const pdf = await service.certificatePdf(app.db, signedInUser(request), code, {
        base: baseUrl(request),
        brand: config.brandLabel,
        brandId: config.brand,
        readMedia: (url) => readMediaFile(app.mediaStore, url),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificado-${code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
});

export const trainingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/api/public/certificates/:code',
    {
      // A certificate can be revoked: caches revalidate every time, a 304 spares the body.
      config: { etag: true },
      schema: {
        tags: ['training'],
        summary: 'Public verification of a certificate code (the QR code’s page reads this)',
        params: certificateCodeParamsSchema,
        response: { 200: certificateVerificationSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return service.verifyCertificate(app.db, request.params.code);
    },
  );

  await app.register(signedInTrainingRoutes, { config });
};
