// Embedded identity provider (SAP CDC REST subset) under /idp. Filled in by the identity-provider work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const identityProviderRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  _app,
  _options,
) => {};
