// The OpenAPI document and its UI at /api/docs, generated from the routes' zod schemas. Must be
// registered before the routes it describes.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Waste & Recycling Back Office API', version: '2.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.routeDeclarations.publicUnder(DOCS_PREFIX);
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
