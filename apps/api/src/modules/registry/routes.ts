// Doctor-number check against the licensed-professional registry. Filled in by the users work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const registryRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _options) => {};
