import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { SecurityScheme } from './auth.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is generated from the same zod schemas that validate the requests. */
export const openapiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal API',
          description: 'Product API of the healthcare-professional portal',
          version: '1.0.0',
        },
        // Operations name these through the guarded scopes of plugins/auth.ts (guardRoutes).
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http' as const,
              scheme: 'bearer',
              description: 'The session token of POST /api/users/login',
            },
            basicAuth: {
              type: 'http' as const,
              scheme: 'basic',
              description: 'AUTHENTICATOR_USER and AUTHENTICATOR_PASSWORD (the /authenticator endpoints)',
            },
          } satisfies Record<SecurityScheme, unknown>,
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // Swagger UI's own CSP (script hashes), minus the https upgrade the portal cannot honour on http.
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
