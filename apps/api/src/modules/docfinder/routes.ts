// Doctor-finder API under its own base address (/docfinder-api, DOCFINDER_API_URL in the web):
// the signed-in physician's listing and practices (CRM only), and the public, rate-limited search.
import {
  docfinderAddressBodySchema,
  docfinderAddressParamsSchema,
  docfinderAddressSchema,
  docfinderJoinBodySchema,
  docfinderMeSchema,
  docfinderPublicPhysicianSchema,
  docfinderSearchQuerySchema,
  docfinderSearchResponseSchema,
  docfinderSlugParamsSchema,
  docfinderUpdateBodySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { signedInContext, signedInRoutes } from '../../plugins/auth.ts';
import { requireDoctorFinder } from '../../policies.ts';
import * as service from './service.ts';

const BODY_LIMIT = 16 * 1024;
const TAGS = ['docfinder'];

/** Signed-in routes: 401 anonymous, 403 unverified or not a CRM physician (preParsing policy). */
const memberRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = signedInRoutes(async (app, { config }) => {
  const write = {
    bodyLimit: BODY_LIMIT,
    preParsing: requireDoctorFinder,
    config: { rateLimit: { max: config.formRateLimitPerMinute * 3, timeWindow: '1 minute' } },
  };

  app.get(
    '/docfinder-api/me',
    {
      preParsing: requireDoctorFinder,
      schema: {
        tags: TAGS,
        summary: "The signed-in physician's doctor-finder record (listing null until they join)",
        response: { 200: docfinderMeSchema, ...errorResponses(401, 403) },
      },
    },
    (request) => service.me(signedInContext(request)),
  );

  app.post(
    '/docfinder-api/me',
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Join: registration checked against the registry, versioned consent recorded',
        body: docfinderJoinBodySchema,
        response: { 201: docfinderMeSchema, ...errorResponses(400, 401, 403, 409, 413, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.join(signedInContext(request), request.body)),
  );

  app.patch(
    '/docfinder-api/me',
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Hide from or show in the public search; change the name, specialties or phone shown',
        body: docfinderUpdateBodySchema,
        response: { 200: docfinderMeSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    (request) => service.update(signedInContext(request), request.body),
  );

  app.delete(
    '/docfinder-api/me',
    {
      preParsing: requireDoctorFinder,
      schema: {
        tags: TAGS,
        summary: 'Leave: the listing and its practices are deleted, the consent withdrawal recorded',
        response: { 204: z.null().meta({ description: 'Done' }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.leave(signedInContext(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/docfinder-api/me/addresses',
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Add a practice (at most 10; Brazil: CEP, UF and a city of that UF)',
        body: docfinderAddressBodySchema,
        response: { 201: docfinderAddressSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addAddress(signedInContext(request), request.body)),
  );

  app.get(
    '/docfinder-api/me/addresses/:id',
    {
      preParsing: requireDoctorFinder,
      schema: {
        tags: TAGS,
        summary: 'One of the physician’s practices',
        params: docfinderAddressParamsSchema,
        response: { 200: docfinderAddressSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => service.getAddress(signedInContext(request), request.params.id),
  );

  app.put(
    '/docfinder-api/me/addresses/:id',
    {
      ...write,
      schema: {
        tags: TAGS,
        summary: 'Change a practice',
        params: docfinderAddressParamsSchema,
        body: docfinderAddressBodySchema,
        response: { 200: docfinderAddressSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    (request) => service.updateAddress(signedInContext(request), request.params.id, request.body),
  );

  app.delete(
    '/docfinder-api/me/addresses/:id',
    {
      preParsing: requireDoctorFinder,
      schema: {
        tags: TAGS,
        summary: 'Remove a practice',
        params: docfinderAddressParamsSchema,
        response: { 204: z.null().meta({ description: 'Done' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.removeAddress(signedInContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
});

/** Public: anyone finds a physician. Paginated and rate-limited per IP against scraping. */
const publicRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const rateLimit = { max: config.docfinderSearchRateLimitPerMinute, timeWindow: '1 minute' };

  app.get(
    '/docfinder-api/public/search',
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        summary:
          'Find listed physicians by specialty, state, city and name (accents, case and typos forgiven)',
        querystring: docfinderSearchQuerySchema,
        response: { 200: docfinderSearchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) => service.search(request.server.db, { ...request.query, country: request.country }),
  );

  app.get(
    '/docfinder-api/public/physicians/:slug',
    {
      config: { rateLimit },
      schema: {
        tags: TAGS,
        summary: "A listed physician's public profile",
        params: docfinderSlugParamsSchema,
        response: { 200: docfinderPublicPhysicianSchema, ...errorResponses(400, 404, 429) },
      },
    },
    (request) => service.publicProfile(request.server.db, request.params.slug),
  );
};

export const docfinderRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, options) => {
  await app.register(memberRoutes, options);
  await app.register(publicRoutes, options);
};
