// The physician's own data-subject rights in the portal (issue 16): download their data as JSON, and ask
// for the account to be erased (an admin anonymises it: decision 017). Physician tokens only (the staff
// console has its own export); open to unverified accounts too, as the profile is.
import {
  type DataExport,
  type DeletionRequest,
  dataExportSchema,
  deletionRequestSchema,
} from '@portal/contracts';
import { eq, users } from '@portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses } from '../../errors.ts';
import { signedInRoutes, signedInUser } from '../../plugins/auth.ts';
import { forgetUser } from '../sessions/cache.ts';
import { exportFileName, exportUserData } from './export.ts';

const tags = ['users'];

export const dataSubjectRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = signedInRoutes(
  async (app, { config }) => {
    // An export reads every table of the person: a few per minute are plenty.
    const limit = { rateLimit: { max: config.formRateLimitPerMinute, timeWindow: '1 minute' } };

    app.get(
      '/api/users/me/export',
      {
        config: { allowUnverified: true, ...limit },
        schema: {
          tags,
          summary: "The signed-in physician's data as JSON (LGPD art. 18 and peers)",
          response: { 200: dataExportSchema, ...errorResponses(401) },
        },
      },
      async (request, reply): Promise<DataExport> => {
        const user = signedInUser(request);
        const now = app.clock.now();
        reply.header('cache-control', 'no-store');
        reply.header('content-disposition', `attachment; filename="${exportFileName(user, now)}"`);
        return exportUserData(app.db, user, now);
      },
    );

    app.get(
      '/api/users/me/deletion-request',
      {
        config: { allowUnverified: true },
        schema: {
          tags,
          summary: 'Whether (and when) the physician asked for the account to be erased',
          response: { 200: deletionRequestSchema, ...errorResponses(401) },
        },
      },
      async (request): Promise<DeletionRequest> => ({
        requestedAt: signedInUser(request).deletionRequestedAt?.toISOString() ?? null,
      }),
    );

    app.post(
      '/api/users/me/deletion-request',
      {
        config: { allowUnverified: true, ...limit },
        schema: {
          tags,
          summary: 'Asks for the account to be erased; the first request’s date is kept',
          response: { 200: deletionRequestSchema, ...errorResponses(401) },
        },
      },
      async (request): Promise<DeletionRequest> => {
        const user = signedInUser(request);
        if (user.deletionRequestedAt) return { requestedAt: user.deletionRequestedAt.toISOString() };
        const now = app.clock.now();
        await app.db
          .update(users)
          .set({ deletionRequestedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
        await forgetUser(app.db, user.id);
        return { requestedAt: now.toISOString() };
      },
    );
  },
);
