// Events API (spec section 2 `eventos`; issue 6): list and detail by country, .ics, attendance, meeting.
import {
  attendanceBodySchema,
  errorEnvelopeSchema,
  eventListSchema,
  eventParamsSchema,
  eventSchema,
  meetingSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

export const eventsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const settings = config.meeting;
  const context = (request: FastifyRequest): service.EventsContext => ({
    db: app.db,
    user: signedInUser(request),
    now: app.clock.now(),
  });
  const baseUrl = (request: FastifyRequest) =>
    (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/api/events',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Events of the user’s country: upcoming (soonest first) and past (newest first)',
        response: { 200: eventListSchema, ...errors },
      },
    },
    (request) => service.listEvents(context(request)),
  );

  app.get(
    '/api/events/:id',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'One event of the user’s country',
        params: eventParamsSchema,
        response: { 200: eventSchema, ...errors },
      },
    },
    (request) => service.getEvent(context(request), request.params.id),
  );

  app.get(
    '/api/events/:id/calendar.ics',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'The event as an RFC 5545 calendar file',
        params: eventParamsSchema,
        response: { 200: z.any().meta({ description: 'text/calendar' }), ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ics = await service.calendarFile(context(request), id, baseUrl(request));
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
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'Record that the user joined or left the live view',
        params: eventParamsSchema,
        body: attendanceBodySchema,
        response: { 204: z.null().meta({ description: 'Recorded' }), ...errors },
      },
    },
    async (request, reply) => {
      await service.recordAttendance(context(request), request.params.id, request.body.action);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/events/:id/meeting',
    {
      ...signedIn,
      schema: {
        tags: ['events'],
        summary: 'The live meeting to embed; 409 outside the live window',
        params: eventParamsSchema,
        response: { 200: meetingSchema, ...errors },
      },
    },
    (request) => service.getMeeting(context(request), request.params.id, settings),
  );
};
