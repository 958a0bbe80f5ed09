// Access checks of the restricted capabilities (speaker training, doctor-finder). Filled in by the users work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const accessRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _options) => {};
