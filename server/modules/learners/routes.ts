/** Learners as administrators see them: search, detail with progress, disable, reset link, erase, import. */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema, MessageSchema } from '@common/schemas/api-error';
import { LearnerDetailSchema, LearnerImportQuerySchema, LearnerImportResultSchema, LearnerListQuerySchema, LearnerPageSchema, LearnerRowSchema, LearnerUpdateSchema } from '@common/schemas/learner-admin';
import { ProgressQuerySchema } from '@common/schemas/progress';
import { AppError, notFound } from '@server/errors';
import { findUserById } from '../auth/repository';
import { requestPasswordReset } from '../auth/service';
import { toProgress } from '../progress/presenter';
import { progressOf } from '../progress/service';
import * as repo from './repository';
import * as learners from './service';

/** As the question import (API.md: 5 MiB on import). */
const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const db = () => app.database.db;

  app.get(
    '/api/admin/users',
    { schema: { tags, security, summary: 'Learners, newest first, matching a search of email or name', querystring: LearnerListQuerySchema, response: { 200: LearnerPageSchema, ...errors } } },
    (request) => repo.listLearners(db(), request.query.query, request.query.page, request.query.pageSize),
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A learner with their progress (tz: the day boundaries of streaks, UTC by default)',
        params: IdParamsSchema,
        querystring: ProgressQuerySchema,
        response: { 200: LearnerDetailSchema, ...errors },
      },
    },
    (request) => learners.learnerDetail({ db: db(), attempts: app.attemptContext, progressOf: async (id, tz) => toProgress(await progressOf(app.database.db, id, tz)) }, request.params.id, request.query.tz),
  );

  app.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        security,
        summary: "Disable or enable a learner's account; disabling signs them out at once",
        params: IdParamsSchema,
        body: LearnerUpdateSchema,
        response: { 200: LearnerRowSchema, ...errors },
      },
    },
    async (request) => {
      const id = request.params.id;
      if (!(await learners.setDisabled(db(), id, request.body.disabled))) throw notFound('Learner');
      return (await repo.getLearner(db(), id))!;
    },
  );

  app.post(
    '/api/admin/users/:id/reset-link',
    { schema: { tags, security, summary: 'Mail the learner a password reset link', params: IdParamsSchema, response: { 202: MessageSchema, ...errors } } },
    async (request, reply) => {
      const user = await findUserById(db(), request.params.id);
      if (!user) throw notFound('Learner');
      await requestPasswordReset({ db: db(), now: () => new Date(), config: app.config, mailer: app.mailer, log: app.log }, user.email);
      return reply.status(202).send({ message: `A reset link is on its way to ${user.email}` });
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { tags, security, summary: 'Erase a learner and everything of theirs', params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await learners.eraseLearner(db(), request.params.id))) throw notFound('Learner');
      return reply.status(204).send(null);
    },
  );

  // The CSV arrives as text, in a child context so these parsers stay here.
  await app.register(async (files) => {
    files.removeContentTypeParser(['application/json', 'text/plain']);
    files.addContentTypeParser(['text/plain', 'text/csv'], { parseAs: 'string' }, (_request, body, done) => done(null, body));
    files.addContentTypeParser('*', (_request, _payload, done) => {
      done(new AppError(415, 'unsupported_media_type', 'Send the file as text: Content-Type text/csv or text/plain'), undefined);
    });
    files.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/users/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Import learners from a CSV with the header email,firstName,lastName; nothing is stored when any row has an error',
          consumes: ['text/csv', 'text/plain'],
          querystring: LearnerImportQuerySchema,
          body: z.string({ error: 'Send the file as the request body' }).describe("The CSV's text, UTF-8"),
          response: { 200: LearnerImportResultSchema, ...errors, 409: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
        },
      },
      (request) => learners.importLearners(db(), request.body, request.query.dryRun),
    );
  });
};

export default routes;
