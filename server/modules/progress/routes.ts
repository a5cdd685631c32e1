import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@common/schemas/api-error';
import { ActivityDaySchema, ActivityMonthQuerySchema, ActivityRangeQuerySchema } from '@common/schemas/activity';
import { ProgressQuerySchema, ProgressSchema } from '@common/schemas/progress';
import { daysOfMonth } from '@common/rules/calendar';
import { currentLearner } from '@server/plugins/learner-auth';
import { settleExpired } from '../attempts/service';
import { toProgress } from './presenter';
import { activityBetween, progressOf, toLocalDate } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['progress'];
  const security = [{ bearer: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

  app.get('/api/progress', { schema: { tags, security, summary: 'Your statistics, XP and day streaks', querystring: ProgressQuerySchema, response: { 200: ProgressSchema, ...errors } } }, async (request) => {
    const learner = currentLearner(request);
    const userId = learner.userId;
    await settleExpired(app.attemptContext, userId, learner);
    return toProgress(await progressOf(app.database.db, userId, request.query.tz));
  });

  app.get(
    '/api/user-activity/range',
    {
      schema: { tags, security, summary: 'Activity per local day between two dates, inclusive', querystring: ActivityRangeQuerySchema, response: { 200: z.array(ActivityDaySchema), ...errors } },
    },
    async (request) => {
      const { startDate, endDate, tz } = request.query;
      const learner = currentLearner(request);
      const userId = learner.userId;
      await settleExpired(app.attemptContext, userId, learner);
      return activityBetween(app.database.db, userId, toLocalDate(startDate, tz), toLocalDate(endDate, tz), tz);
    },
  );

  app.get(
    '/api/user-activity',
    { schema: { tags, security, summary: 'Activity per local day of one month', querystring: ActivityMonthQuerySchema, response: { 200: z.array(ActivityDaySchema), ...errors } } },
    async (request) => {
      const { year, month, tz } = request.query;
      const days = daysOfMonth(year, month);
      const learner = currentLearner(request);
      const userId = learner.userId;
      await settleExpired(app.attemptContext, userId, learner);
      return activityBetween(app.database.db, userId, days[0]!, days.at(-1)!, tz);
    },
  );
};

export default routes;
