import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema, PublicStatsSchema } from '@common/schemas/public';
import { pingDatabase } from './repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public'];

  app.get('/api/health', { schema: { tags, summary: 'Liveness and database reachability', response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    try {
      await pingDatabase(app.database.db);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database does not answer');
      return reply.status(503).send({ status: 'error', db: 'unavailable' });
    }
  });

  app.get('/api/public/stats', { schema: { tags, summary: 'Question counts for the landing page', response: { 200: PublicStatsSchema } } }, async () => {
    const certificates = await (await app.catalog.view()).certificates();
    return {
      totalQuestions: certificates.reduce((n, c) => n + c.questionCount, 0),
      certificates: certificates.map(({ id, name, level, questionCount }) => ({ id, name, level, questionCount })),
    };
  });
};

export default routes;
