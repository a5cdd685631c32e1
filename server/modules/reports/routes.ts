/** Reports of a wrong or unclear question: a learner files one, an administrator lists and closes them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { AdminReportSchema, ReportCreateSchema, ReportListQuerySchema, ReportSchema, ReportUpdateSchema } from '@common/schemas/report';
import { nowIso } from '@server/db/database';
import { notFound } from '@server/errors';
import { currentLearner } from '@server/plugins/learner-auth';
import { presentReport } from './presenter';
import * as repo from './repository';
import { fileReport } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  app.post(
    '/api/questions/:id/reports',
    {
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        summary: 'Report a wrong or unclear question you have answered in a submitted attempt',
        params: IdParamsSchema,
        body: ReportCreateSchema,
        response: { 200: ReportSchema, 201: ReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentLearner(request).userId;
      const questionId = request.params.id;
      const result = await fileReport(app.database.db, { userId, questionId, reason: request.body.reason, comment: request.body.comment ?? null });
      if (!result) throw notFound('Question');
      return reply.status(result.created ? 201 : 200).send(presentReport(result.row));
    },
  );
};

export default routes;

/** An administrator's view of the reports; registered in the admin scope (app.ts). */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];

  app.get(
    '/api/admin/reports',
    { schema: { tags, security, summary: 'Reports of one status (open by default), newest first', querystring: ReportListQuerySchema, response: { 200: z.array(AdminReportSchema), ...errors } } },
    (request) => repo.listReports(db(), request.query.status),
  );

  app.put(
    '/api/admin/reports/:id',
    { schema: { tags, security, summary: 'Resolve or dismiss a report', params: IdParamsSchema, body: ReportUpdateSchema, response: { 200: ReportSchema, ...errors } } },
    async (request) => {
      const row = await repo.closeReport(db(), request.params.id, request.body.status, request.body.note ?? null, nowIso());
      if (!row) throw notFound('Report');
      return presentReport(row);
    },
  );
};
