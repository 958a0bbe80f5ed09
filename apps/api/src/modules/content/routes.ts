// Content API (spec section 7, calls 8 and 9 signed in): clusters, items, saved items, products.
import {
  type ClusterResponse,
  clusterParamsSchema,
  clusterQuerySchema,
  clusterResponseSchema,
  contentItemSchema,
  contentParamsSchema,
  contentQuerySchema,
  productSchema,
  savedStateSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../errors.ts';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { createMediaSigner } from '../media/service.ts';
import { certificatePageFor } from '../training/service.ts';
import {
  flushAccessLog,
  getCluster,
  getHome,
  getProduct,
  readContent,
  setSaved,
  viewerOf,
} from './service.ts';

const errors = errorResponses(400, 401, 403, 404);

export const contentRoutes: FastifyPluginAsyncZod = signedInRoutes(async (app) => {
  // Closing (SIGTERM) writes the buffered access log before the database closes (registered after it).
  app.addHook('onClose', async () => flushAccessLog(app.db));
  const viewer = (request: FastifyRequest) => viewerOf(signedInUser(request), app.clock.now());
  // Restricted media (speaker-training decks and lessons) reach only viewers this answer is for.
  const media = createMediaSigner(app.config.idpPartnerSecret);

  app.get(
    '/api/clusters/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'The signed-in home (id `home`) or one page of a cluster, for the user’s country',
        params: clusterParamsSchema,
        querystring: clusterQuerySchema,
        response: { 200: clusterResponseSchema, ...errors },
      },
    },
    async (request): Promise<ClusterResponse> => {
      const { id } = request.params;
      if (id === 'home') return getHome(app.db, viewer(request), request.query);
      return getCluster(app.db, id, viewer(request), request.query);
    },
  );

  app.get(
    '/api/contents/:id',
    {
      schema: {
        tags: ['content'],
        summary:
          'A content item with episodes, lessons and seasons; logs the access unless logContentAccess=false',
        params: contentParamsSchema,
        querystring: contentQuerySchema,
        response: { 200: contentItemSchema, ...errors },
      },
    },
    async (request) => {
      const item = await readContent(
        app.db,
        request.params.id,
        viewer(request),
        request.query.logContentAccess !== 'false',
      );
      // A course (speaker training included) links the signed-in user's own certificate once they hold one.
      const user = signedInUser(request);
      const certificate = await certificatePageFor(app.db, user.id, item.id);
      const answer = certificate ? { ...item, trainingUserCertificate: certificate } : item;
      return media.signAll(answer, user.id, app.clock.now());
    },
  );

  app.post(
    '/api/contents/:id/save',
    {
      schema: {
        tags: ['content'],
        summary: 'Save an item for later',
        params: contentParamsSchema,
        response: { 200: savedStateSchema, ...errors },
      },
    },
    async (request) => setSaved(app.db, request.params.id, viewer(request), true),
  );

  app.delete(
    '/api/contents/:id/save',
    {
      schema: {
        tags: ['content'],
        summary: 'Remove an item from the saved list',
        params: contentParamsSchema,
        response: { 200: savedStateSchema, ...errors },
      },
    },
    async (request) => setSaved(app.db, request.params.id, viewer(request), false),
  );

  app.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A product with its medicine insert and the items about it',
        params: contentParamsSchema,
        response: { 200: productSchema, ...errors },
      },
    },
    async (request) => getProduct(app.db, request.params.id, viewer(request)),
  );
});
