// Portal users API: login, logout, profile, preferences, registration, verify. Filled in by the users work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _options) => {};
