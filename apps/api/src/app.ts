// Builds the Fastify app without listening, so tests drive it through app.inject.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { DatabaseHandle } from '@portal/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { accessRoutes } from './modules/access/routes.ts';
import { addressLookupRoutes } from './modules/address-lookup/routes.ts';
import { authenticatorRoutes } from './modules/authenticator/routes.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { adminRoutes } from './modules/console-kernel/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { captionsRoutes } from './modules/content-authoring/captions-routes.ts';
import { mediaUploadRoutes } from './modules/content-authoring/media-upload-routes.ts';
import { contentAuthoringRoutes } from './modules/content-authoring/routes.ts';
import { countriesRoutes } from './modules/countries/routes.ts';
import { courseAuthoringRoutes } from './modules/course-authoring/routes.ts';
import { courseSignerRoutes } from './modules/course-authoring/signer-routes.ts';
import { cspReportsRoutes } from './modules/csp-reports/routes.ts';
import { dataSubjectRoutes } from './modules/data-subject/routes.ts';
import { docfinderRoutes } from './modules/docfinder/routes.ts';
import { eventAuthoringRoutes } from './modules/event-authoring/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { identityProviderRoutes } from './modules/identity-provider/routes.ts';
import { locationsRoutes } from './modules/locations/routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { mailOpsRoutes } from './modules/mail-ops/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { medicalInformationRoutes } from './modules/medical-information/routes.ts';
import { miDeskRoutes } from './modules/mi-desk/routes.ts';
import { pageHeadHook, pageHeadRoutes } from './modules/page-head/routes.ts';
import { loadPageRenderer, type PageRenderer } from './modules/page-render/renderer.ts';
import { pageBodyHook } from './modules/page-render/routes.ts';
import { setPasswordHashCost } from './modules/passwords/service.ts';
import { physicianAdminRoutes } from './modules/physician-admin/routes.ts';
import { productAuthoringRoutes } from './modules/product-authoring/routes.ts';
import { publicAccessRoutes } from './modules/public-access/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { registryRoutes } from './modules/registry/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { staffAdminRoutes } from './modules/staff-admin/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { webAppRoutes } from './modules/web-app/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { catalogueCachePlugin } from './plugins/catalogue-cache.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { countryPlugin } from './plugins/country.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin, toErrorEnvelope } from './plugins/error-handler.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionCachePlugin } from './plugins/session-cache.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { requireVerifiedProfessional } from './policies.ts';

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: AppConfig;
  /** Migrated database the app takes ownership of (closed by app.close()); created from config if absent. */
  database?: DatabaseHandle;
  /** The server render of the public pages; by default the web's build beside webDistDir (tests give the source's). */
  pageRenderer?: PageRenderer;
}

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export async function buildApp({ config, database, pageRenderer }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
    },
    bodyLimit: BODY_LIMIT,
    // A hop count trusts the nearest N proxies (what Fastify does for a number, in a type it accepts).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Errors raised before routing (e.g. an undecodable URL) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const envelope = toErrorEnvelope(error);
      (reply as FastifyReply).code(envelope.statusCode).send(envelope);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  setPasswordHashCost(config.passwordHashLog2N);

  // Cross-cutting plugins (each wraps its external plugin), before any route so their hooks apply.
  await app.register(dbPlugin, { config, database });
  await app.register(securityHeadersPlugin, { config });
  // Before compression: the ETag is computed on the uncompressed body.
  await app.register(httpCachePlugin);
  await app.register(compressionPlugin);
  await app.register(rateLimitPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(countryPlugin, { config });
  await app.register(sessionCachePlugin, { config });
  await app.register(catalogueCachePlugin);
  await app.register(authPlugin, { config });
  app.decorate('requireVerifiedProfessional', requireVerifiedProfessional);

  // Capabilities.
  await app.register(healthRoutes);
  await app.register(countriesRoutes);
  await app.register(locationsRoutes);
  await app.register(addressLookupRoutes, { config });
  await app.register(consentRoutes, { config });
  await app.register(cspReportsRoutes, { config });
  await app.register(i18nRoutes);
  await app.register(identityProviderRoutes, { config });
  await app.register(mailRoutes, { config });
  await app.register(usersRoutes, { config });
  await app.register(registryRoutes, { config });
  await app.register(authenticatorRoutes, { config });
  await app.register(accessRoutes);
  await app.register(contentRoutes);
  await app.register(searchRoutes);
  await app.register(publicAccessRoutes, { config });
  await app.register(mediaRoutes, { config });
  await app.register(trainingRoutes, { config });
  await app.register(eventsRoutes, { config });
  await app.register(medicalInformationRoutes, { config });
  await app.register(docfinderRoutes, { config });
  await app.register(adminRoutes);
  await app.register(contentAuthoringRoutes);
  await app.register(eventAuthoringRoutes);
  await app.register(mediaUploadRoutes, { config });
  await app.register(courseAuthoringRoutes);
  await app.register(courseSignerRoutes);
  await app.register(captionsRoutes);
  await app.register(productAuthoringRoutes);
  await app.register(reportsRoutes);
  await app.register(mailOpsRoutes);
  await app.register(verificationRoutes);
  await app.register(physicianAdminRoutes);
  await app.register(staffAdminRoutes, { config });
  await app.register(dataSubjectRoutes, { config });
  await app.register(miDeskRoutes);
  await app.register(pushRoutes, { config });
  await app.register(webAppRoutes, { config });
  await app.register(pageHeadRoutes, { config });

  // Last: its catch-all GET must not shadow anything.
  const render = pageRenderer ?? (await loadPageRenderer(config.webDistDir));
  await app.register(staticWebPlugin, {
    config,
    pageHead: pageHeadHook(app.db, config),
    pageBody: render ? pageBodyHook(app, render) : undefined,
  });
  return app;
}
