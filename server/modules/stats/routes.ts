/** Question statistics for administrators: how each question of a module performs. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../../common/schemas/api-error';
import { QuestionStatsSchema } from '../../../common/schemas/question-stats';
import type { QuestionStats } from '../../../common/schemas/question-stats';
import { notFound } from '../../errors';
import { getModule, getQuestion } from '../catalog/repository';
import { openReportCounts } from '../reports/repository';
import { computeQuestionStats } from './compute';
import { moduleQuestions, sessionsForModule } from './repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const db = () => app.database.db;

  async function moduleStats(moduleId: number): Promise<QuestionStats[]> {
    const mod = await getModule(db(), moduleId);
    if (!mod) throw notFound('Module');
    const questions = await moduleQuestions(db(), moduleId);
    const [sessions, reports] = await Promise.all([sessionsForModule(db(), moduleId, mod.certificateId), openReportCounts(db(), questions.map((q) => q.id))]);
    return computeQuestionStats(questions, sessions, reports);
  }

  app.get(
    '/api/admin/modules/:id/stats',
    {
      schema: { tags, security, summary: "Statistics of each question of a module, from learners' first graded answers", params: IdParamsSchema, response: { 200: z.array(QuestionStatsSchema), ...errors } },
    },
    (request) => moduleStats(request.params.id),
  );

  app.get(
    '/api/admin/questions/:id/stats',
    { schema: { tags, security, summary: 'Statistics of one question', params: IdParamsSchema, response: { 200: QuestionStatsSchema, ...errors } } },
    async (request) => {
      const question = await getQuestion(db(), request.params.id);
      if (!question) throw notFound('Question');
      const row = (await moduleStats(question.moduleId)).find((r) => r.questionId === question.id);
      if (!row) throw notFound('Question');
      return row;
    },
  );
};

export default routes;
