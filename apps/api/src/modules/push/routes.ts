// Web Push API (issue 14). Fixed paths: GET /api/push/public-key, POST and DELETE
// /api/push/subscriptions, POST /api/push/test. A fastify-plugin, so `app.pushSender` is visible to the
// app and its tests.
import {
  pushPublicKeySchema,
  pushSettingsSchema,
  pushSubscriptionBodySchema,
  pushTestResponseSchema,
  pushUnsubscribeBodySchema,
  updatePushSettingsBodySchema,
} from '@portal/contracts';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { signedInContext, signedInRoutes } from '../../plugins/auth.ts';
import { createPushSender, type PushSender } from './sender.ts';
import * as service from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
  }
}

const BODY_LIMIT = 8 * 1024;
const errors = errorResponses(400, 401, 403, 413, 415);

export const pushRoutes = fp<{ config: AppConfig }>(
  async (instance, { config }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const formLimit = { max: config.formRateLimitPerMinute, timeWindow: '1 minute' };
    const sender = createPushSender({ db: app.db, push: config.push, log: app.log });
    app.decorate('pushSender', sender);
    if (config.push.startSender) {
      app.addHook('onReady', async () => sender.start());
      // Before onClose, where the database closes.
      app.addHook('preClose', async () => sender.stop());
    }

    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags: ['push'],
          summary: 'The VAPID public key (base64url) the browser subscribes with',
          response: { 200: pushPublicKeySchema },
        },
      },
      async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=300').send({ publicKey: config.push.vapidPublicKey }),
    );

    await app.register(
      signedInRoutes(async (scope) => {
        scope.post(
          '/api/push/subscriptions',
          {
            bodyLimit: BODY_LIMIT,
            config: { rateLimit: formLimit },
            schema: {
              tags: ['push'],
              summary:
                'Subscribe this browser (PushSubscription.toJSON()); 400 unless an https endpoint of a known push service',
              body: pushSubscriptionBodySchema,
              response: { 201: z.object({ pushNotifications: z.boolean() }), ...errors },
            },
          },
          async (request, reply) =>
            reply
              .code(201)
              .send(
                await service.subscribe(signedInContext(request), request.body, config.push.serviceHosts),
              ),
        );

        scope.delete(
          '/api/push/subscriptions',
          {
            bodyLimit: BODY_LIMIT,
            schema: {
              tags: ['push'],
              summary: 'Unsubscribe this browser (its endpoint); the account’s other devices stay',
              body: pushUnsubscribeBodySchema,
              response: {
                204: z.null().meta({ description: 'Unsubscribed (or was not subscribed)' }),
                ...errors,
              },
            },
          },
          async (request, reply) => {
            await service.unsubscribe(signedInContext(request), request.body.endpoint);
            return reply.code(204).send(null);
          },
        );

        scope.post(
          '/api/push/test',
          {
            // Each call notifies every device of the account: limited like a form.
            config: { rateLimit: formLimit },
            schema: {
              tags: ['push'],
              summary:
                'Send the test notification to every device of the account; 409 without a subscription',
              response: { 202: pushTestResponseSchema, ...errorResponses(401, 403, 409) },
            },
          },
          async (request, reply) =>
            reply.code(202).send({ queued: await service.queueTestNotification(signedInContext(request)) }),
        );

        scope.get(
          '/api/push/settings',
          {
            schema: {
              tags: ['push'],
              summary: 'Whether the physician wants notifications, which kinds, and how many devices',
              response: { 200: pushSettingsSchema, ...errors },
            },
          },
          async (request, reply) =>
            reply
              .header('cache-control', 'private, no-store')
              .send(await service.getSettings(signedInContext(request))),
        );

        scope.put(
          '/api/push/settings',
          {
            bodyLimit: BODY_LIMIT,
            schema: {
              tags: ['push'],
              summary: 'Switch notifications on or off and choose their kinds',
              body: updatePushSettingsBodySchema,
              response: { 200: pushSettingsSchema, ...errors },
            },
          },
          (request) => service.updateSettings(signedInContext(request), request.body),
        );
      }),
    );
  },
  { name: 'push', dependencies: ['db'] },
);
