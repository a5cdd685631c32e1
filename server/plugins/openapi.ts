/** The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json, and a browsable reference at /api/docs. */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'CertDrill API', version: '1.0.0', description: 'Practice quizzes for IT-platform certification exams.' },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'A learner access token from POST /api/login' },
            adminCookie: { type: 'apiKey', in: 'cookie', name: 'certdrill_admin' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'openapi' },
);
