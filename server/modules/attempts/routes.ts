import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { AnswerParamsSchema, AnswerSavedSchema, AnswerSaveSchema, AttemptCreateSchema, AttemptListQuerySchema, AttemptSchema } from '@common/schemas/attempt';
import { QuizSessionSchema } from '@common/schemas/quiz-session';
import { sendJson } from '@server/lib/response-serializer';
import { currentLearner, type Learner } from '@server/plugins/learner-auth';
import { withCatalogAt } from '../catalog/cache';
import { sendSession } from '../quiz/presenter';
import { submittedSession } from '../quiz/service';
import { versionOf } from '../review/cards';
import { attemptJson, toAnswerSaved, toAttempt } from './presenter';
import * as attempts from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['attempts'];
  const security = [{ bearer: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
  const ctx = app.attemptContext;
  /** The attempts' context for one learner's request: the catalogue at the version its token check read. */
  const ctxOf = (learner: Learner) => withCatalogAt(ctx, app.catalog, learner.catalogVersion);

  /** Sends an attempt as JSON written with each question's JSON kept (attemptJson). */
  const sendAttempt = (request: FastifyRequest, reply: FastifyReply, attempt: attempts.AttemptView) => sendJson(request, reply, AttemptSchema, attemptJson(attempt), () => toAttempt(attempt));

  app.post(
    '/api/attempts',
    {
      schema: {
        tags,
        security,
        summary: 'Start an attempt held by the server, or resume the one in progress',
        description: 'Practice: the timed quiz (feedback after submitting). Study: untimed, feedback after each answer. 200 when an attempt of the same mode, module and difficulty is already in progress.',
        body: AttemptCreateSchema,
        response: { 200: AttemptSchema, 201: AttemptSchema, ...errors },
      },
    },
    async (request, reply) => {
      const learner = currentLearner(request);
      const { attempt, created } = await attempts.start(ctxOf(learner), learner.userId, request.body, versionOf(learner));
      return sendAttempt(request, reply.status(created ? 201 : 200), attempt);
    },
  );

  app.get(
    '/api/attempts',
    {
      schema: { tags, security, summary: 'Your attempts in progress, newest first', querystring: AttemptListQuerySchema, response: { 200: z.array(AttemptSchema), 400: ApiErrorSchema, 401: ApiErrorSchema } },
    },
    async (request) => {
      const learner = currentLearner(request);
      return (await attempts.listInProgress(ctxOf(learner), learner.userId, learner)).map(toAttempt);
    },
  );

  app.get(
    '/api/attempts/:id',
    {
      schema: { tags, security, summary: 'One of your attempts (an expired one is graded first)', params: IdParamsSchema, response: { 200: AttemptSchema, ...errors } },
    },
    async (request, reply) => {
      const learner = currentLearner(request);
      return sendAttempt(request, reply, await attempts.get(ctxOf(learner), learner.userId, request.params.id, learner));
    },
  );

  app.put(
    '/api/attempts/:id/answers/:index',
    {
      schema: {
        tags,
        security,
        summary: 'Save the answer and/or flag of one question (index from 0)',
        description: '409 after the deadline, once submitted, or when changing an answer that already got feedback.',
        params: AnswerParamsSchema,
        body: AnswerSaveSchema,
        response: { 200: AnswerSavedSchema, ...errors },
      },
    },
    async (request) => {
      const learner = currentLearner(request);
      return toAnswerSaved(await attempts.saveAnswer(ctxOf(learner), learner.userId, request.params.id, request.params.index, request.body));
    },
  );

  app.post(
    '/api/attempts/:id/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Submit: grade the attempt into a session, exactly once',
        description: 'Safe to retry: every later submit answers 200 with the same session.',
        params: IdParamsSchema,
        response: { 200: QuizSessionSchema, 201: QuizSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const learner = currentLearner(request);
      const context = ctxOf(learner);
      const { sessionId, created, session } = await attempts.submit(context, learner.userId, request.params.id);
      return sendSession(request, reply.status(created ? 201 : 200), await submittedSession(context, learner.userId, sessionId, session));
    },
  );

  app.delete(
    '/api/attempts/:id',
    {
      schema: { tags, security, summary: 'Abandon an attempt (the quiz’s Exit): nothing is graded or counted', params: IdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await attempts.abandon(ctx, currentLearner(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default routes;
