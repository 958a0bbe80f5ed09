// Bearer-token authentication: app.authenticate (preHandler) and request.user. Filled in by the users work.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

export const authPlugin = fp<{ config: AppConfig }>(async () => {}, { name: 'auth' });
