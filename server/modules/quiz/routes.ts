import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { LearnerQuestionSchema, QuizParamsSchema, toLearnerQuestion } from '@common/schemas/question';
import { HistoryEntrySchema, QuizSessionSchema, QuizSubmissionSchema } from '@common/schemas/quiz-session';
import { sendJson } from '@server/lib/response-serializer';
import { currentLearner, type Learner } from '@server/plugins/learner-auth';
import { withCatalogAt } from '../catalog/cache';
import { AppError } from '@server/errors';
import { settleExpired } from '../attempts/service';
import { quizJson, sendSession, toHistoryEntry } from './presenter';
import { historyJson } from './repository';
import * as quiz from './service';

/** A drawn quiz: its questions as a learner sees them. */
const QuizDrawSchema = z.array(LearnerQuestionSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['quiz'];
  const security = [{ bearer: [] }];
  // Quizzes are timed by the real clock (the injected one rules attempts held by the server).
  const ctx: quiz.QuizContext = { db: app.database.db, catalog: app.catalog, writer: app.attempts, quizSize: app.config.quizSize, now: () => new Date() };
  /** The quiz's context for one learner's request: the catalogue at the version its token check read. */
  const ctxOf = (learner: Learner) => withCatalogAt(ctx, app.catalog, learner.catalogVersion);

  app.get(
    '/api/modules/:id/quiz/:difficulty',
    {
      schema: {
        tags,
        security,
        summary: 'Draw a quiz: up to QUIZ_SIZE questions in random order, unseen and missed ones first',
        description: 'Questions as a learner sees them before answering: without their correct answers or explanations.',
        params: QuizParamsSchema,
        response: { 200: QuizDrawSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const learner = currentLearner(request);
      const questions = await quiz.drawQuiz(ctxOf(learner), learner.userId, request.params.id, request.params.difficulty);
      return sendJson(request, reply, QuizDrawSchema, quizJson(questions), () => questions.map(toLearnerQuestion));
    },
  );

  // A person finishes a quiz every few minutes; a script that stores attempts by the thousand
  // (farming XP, skewing question statistics) meets this limit, counted per learner.
  const submitLimit = app.createRateLimit({
    max: app.config.submitRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `quiz-sessions:${currentLearner(request).userId}`,
  });

  app.post(
    '/api/quiz-sessions',
    {
      preHandler: async (request, reply) => {
        const result = await submitLimit(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(429, 'rate_limited', `Too many quizzes submitted: please wait ${result.ttlInSeconds} seconds and try again`);
      },
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
      const learner = currentLearner(request);
      const context = ctxOf(learner);
      const { id, created, row } = await quiz.submitAttempt(context, learner.userId, request.body);
      return sendSession(request, reply.status(created ? 201 : 200), await quiz.submittedSession(context, learner.userId, id, row));
    },
  );

  app.get(
    '/api/quiz-sessions/:id',
    {
      schema: { tags, security, summary: 'One of your attempts, with its review', params: IdParamsSchema, response: { 200: QuizSessionSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } },
    },
    async (request, reply) => {
      const learner = currentLearner(request);
      const userId = learner.userId;
      await settleExpired(app.attemptContext, userId, learner);
      return sendSession(request, reply, await quiz.getAttempt(ctxOf(learner), userId, request.params.id));
    },
  );

  const History = z.array(HistoryEntrySchema);
  const historyOf = async (userId: number) => (await quiz.history(ctx.db, userId)).map(toHistoryEntry);
  app.get('/api/quiz-history', { schema: { tags, security, summary: 'All your attempts, newest first', response: { 200: History, 401: ApiErrorSchema } } }, async (request, reply) => {
    const learner = currentLearner(request);
    const userId = learner.userId;
    await settleExpired(app.attemptContext, userId, learner);
    if (app.database.engine !== 'sqlite') return historyOf(userId);
    // SQLite writes the JSON itself; wherever responses are checked, it is checked against the
    // entries made in JavaScript as on PostgreSQL.
    const json = Buffer.from(await historyJson(ctx.db, userId));
    const entries = app.config.checkResponses ? await historyOf(userId) : [];
    return sendJson(request, reply, History, json, () => entries);
  });
};

export default routes;
