/** Question statistics for administrators: how each question of a module performs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { QuestionStatsSchema } from '@common/schemas/question-stats';
import { moduleStats, questionStats } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const db = () => app.database.db;

  app.get(
    '/api/admin/modules/:id/stats',
    {
      schema: { tags, security, summary: "Statistics of each question of a module, from learners' first graded answers", params: IdParamsSchema, response: { 200: z.array(QuestionStatsSchema), ...errors } },
    },
    (request) => moduleStats(db(), request.params.id),
  );

  app.get('/api/admin/questions/:id/stats', { schema: { tags, security, summary: 'Statistics of one question', params: IdParamsSchema, response: { 200: QuestionStatsSchema, ...errors } } }, (request) =>
    questionStats(db(), request.params.id),
  );
};

export default routes;
