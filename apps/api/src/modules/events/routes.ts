// Events API (spec section 2 `eventos`; issue 6): list and detail by country, .ics, attendance, meeting.
import {
  attendanceBodySchema,
  eventListSchema,
  eventParamsSchema,
  eventSchema,
  meetingSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { requestOrigin } from '../../http-paths.ts';
import { signedInContext, signedInRoutes } from '../../plugins/auth.ts';
import * as service from './service.ts';

const errors = errorResponses(400, 401, 404, 409);

export const eventsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = signedInRoutes(
  async (app, { config }) => {
    const settings = config.meeting;
    const baseUrl = (request: FastifyRequest) => requestOrigin(config, request);

    app.get(
      '/api/events',
      {
        schema: {
          tags: ['events'],
          summary: 'Events of the user’s country: upcoming (soonest first) and past (newest first)',
          response: { 200: eventListSchema, ...errors },
        },
      },
      (request) => service.listEvents(signedInContext(request)),
    );

    app.get(
      '/api/events/:id',
      {
        schema: {
          tags: ['events'],
          summary: 'One event of the user’s country',
          params: eventParamsSchema,
          response: { 200: eventSchema, ...errors },
        },
      },
      (request) => service.getEvent(signedInContext(request), request.params.id),
    );

    app.get(
      '/api/events/:id/calendar.ics',
      {
        schema: {
          tags: ['events'],
          summary: 'The event as an RFC 5545 calendar file',
          params: eventParamsSchema,
          response: { 200: z.any().meta({ description: 'text/calendar' }), ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const ics = await service.calendarFile(signedInContext(request), id, baseUrl(request));
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="evento-${id}.ics"`)
          .header('cache-control', 'private, no-store')
          .send(ics);
      },
    );

    app.post(
      '/api/events/:id/attendance',
      {
        schema: {
          tags: ['events'],
          summary: 'Record that the user joined or left the live view',
          params: eventParamsSchema,
          body: attendanceBodySchema,
          response: { 204: z.null().meta({ description: 'Recorded' }), ...errors },
        },
      },
      async (request, reply) => {
        await service.recordAttendance(signedInContext(request), request.params.id, request.body.action);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/events/:id/meeting',
      {
        schema: {
          tags: ['events'],
          summary: 'The live meeting to embed; 409 outside the live window',
          params: eventParamsSchema,
          response: { 200: meetingSchema, ...errors },
        },
      },
      (request) => service.getMeeting(signedInContext(request), request.params.id, settings),
    );
  },
);
