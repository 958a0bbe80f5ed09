// Mail relay /sendmail/send and the dev-only mailbox page. Filled in by the identity-provider work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const mailRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _options) => {};
