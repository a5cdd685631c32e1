import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../../common/schemas/api-error';
import { QuestionSchema, QuizParamsSchema } from '../../../common/schemas/question';
import { HistoryEntrySchema, QuizSessionSchema, QuizSubmissionSchema } from '../../../common/schemas/quiz-session';
import { currentLearner } from '../../plugins/learner-auth';
import * as quiz from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quiz'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/modules/:id/quiz/:difficulty',
    {
      onRequest: app.requireLearner,
      schema: {
        tags,
        security,
        summary: 'Draw a quiz: up to QUIZ_SIZE questions in random order, unseen and missed ones first',
        params: QuizParamsSchema,
        response: { 200: z.array(QuestionSchema), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => quiz.drawQuiz(app, currentLearner(request).userId, request.params.id, request.params.difficulty),
  );

  app.post(
    '/api/quiz-sessions',
    {
      onRequest: app.requireLearner,
      schema: {
        tags,
        security,
        summary: 'Submit an attempt; the server grades it',
        description: 'The same attempt submitted again within a minute answers 200 with the first stored session.',
        body: QuizSubmissionSchema,
        response: { 200: QuizSessionSchema, 201: QuizSessionSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = currentLearner(request).userId;
      const { id, created } = await quiz.submitAttempt(app, userId, request.body);
      return reply.status(created ? 201 : 200).send(await quiz.getAttempt(app, userId, id));
    },
  );

  app.get(
    '/api/quiz-sessions/:id',
    {
      onRequest: app.requireLearner,
      schema: { tags, security, summary: 'One of your attempts, with its review', params: IdParamsSchema, response: { 200: QuizSessionSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } },
    },
    (request) => quiz.getAttempt(app, currentLearner(request).userId, request.params.id),
  );

  app.get(
    '/api/quiz-history',
    { onRequest: app.requireLearner, schema: { tags, security, summary: 'All your attempts, newest first', response: { 200: z.array(HistoryEntrySchema), 401: ApiErrorSchema } } },
    (request) => quiz.history(app, currentLearner(request).userId),
  );
};

export default routes;
