import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@common/schemas/api-error';
import { ReadinessHistoryQuerySchema, ReadinessHistorySchema, ReadinessQuerySchema, ReadinessSchema, ReviewSummaryQuerySchema, ReviewSummarySchema } from '@common/schemas/review';
import { currentLearner } from '@server/plugins/learner-auth';
import { settleExpired } from '../attempts/service';
import { readinessHistory } from './history';
import { versionOf } from './cards';
import { readiness } from './readiness';
import { summary } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['review'];
  const security = [{ bearer: [] }];

  /** The catalogue at the version the request's token check read. */
  const viewOf = (request: FastifyRequest) => app.catalog.at(currentLearner(request).catalogVersion).view();

  /** The learner's cards, after grading any attempt of theirs whose time ran out. */
  async function cardsOf(request: FastifyRequest) {
    const learner = currentLearner(request);
    await settleExpired(app.attemptContext, learner.userId, learner);
    return app.attemptContext.cards.cardsOf(app.database.db, learner.userId, versionOf(learner));
  }

  app.get(
    '/api/review/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Questions due for spaced review now, per certificate, and when the next one falls due',
        querystring: ReviewSummaryQuerySchema,
        response: { 200: ReviewSummarySchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      return summary(await viewOf(request), await cardsOf(request), app.attemptContext.now());
    },
  );

  app.get(
    '/api/readiness',
    {
      schema: {
        tags,
        security,
        summary: 'Readiness for a certificate’s exam: mastery per module and a predicted score with its confidence',
        querystring: ReadinessQuerySchema,
        response: { 200: ReadinessSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      return readiness(await viewOf(request), await cardsOf(request), request.query.certificateId, app.attemptContext.now());
    },
  );

  app.get(
    '/api/readiness/history',
    {
      schema: {
        tags,
        security,
        summary: 'Mastery per module (and the predicted score) at the end of each of the last days, oldest first',
        querystring: ReadinessHistoryQuerySchema,
        response: { 200: ReadinessHistorySchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const learner = currentLearner(request);
      const userId = learner.userId;
      await settleExpired(app.attemptContext, userId, learner);
      const { certificateId, tz, days } = request.query;
      return readinessHistory(app.database.db, await viewOf(request), userId, certificateId, app.attemptContext.now(), tz, days);
    },
  );
};

export default routes;
