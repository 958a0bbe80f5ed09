// Mail: the outbox relay (SMTP when SMTP_URL is set), the spec's relay endpoint /sendmail/send and the
// dev-only mailbox page. A fastify-plugin, so `app.mailRelay` is visible to the app (and its tests).
import { sendMailBodySchema, sendMailResponseSchema } from '@portal/contracts';
import { getCountry } from '@portal/countries';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { createMailRelay, type MailRelay } from './relay.ts';
import { devMailboxPage, mailLanguage, queueArticleRequestMail } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without SMTP_URL: mail then stays in the outbox (see /dev/mailbox). */
    mailRelay: MailRelay | null;
  }
}

const FORM_BODY_LIMIT = 64 * 1024;

export const mailRoutes = fp<{ config: AppConfig }>(
  async (instance, { config }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    const relay = config.smtpUrl
      ? createMailRelay({
          db: app.db,
          // Pooled: one SMTP connection kept open across mails instead of a connect, greeting and quit per
          // mail (a campaign's requests queue faster than one connection per mail can send them).
          transport: createTransport({ url: config.smtpUrl, pool: true, maxConnections: 1 }),
          from: config.mailFrom,
          pollIntervalMs: config.mailPollIntervalMs,
          log: app.log,
        })
      : null;
    app.decorate('mailRelay', relay);
    if (relay) {
      app.addHook('onReady', async () => relay.start());
      // Before onClose, where the database closes.
      app.addHook('preClose', async () => relay.stop());
    }

    app.post(
      '/sendmail/send',
      {
        bodyLimit: FORM_BODY_LIMIT,
        config: { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['mail'],
          summary: 'Queue an article request for the medical-information mailbox',
          body: sendMailBodySchema,
          response: { 202: sendMailResponseSchema, ...errorResponses(400, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const lang = mailLanguage(null, getCountry(request.country).language);
        const id = await queueArticleRequestMail(app.db, config.medicalInformationEmail, lang, request.body);
        return reply.code(202).send({ queued: true, id });
      },
    );

    if (!config.production) {
      app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(await devMailboxPage(app.db));
      });
    }
  },
  { name: 'mail', dependencies: ['db'] },
);
