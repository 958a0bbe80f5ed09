// Authenticator endpoints with Basic authorization. Filled in by the users work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const authenticatorRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _options) => {};
