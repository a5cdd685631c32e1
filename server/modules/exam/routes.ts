/** Administrators set each certificate's mock exam: size, time limit, pass mark and module weights. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { ExamBlueprintInputSchema, ExamBlueprintSchema } from '@common/schemas/exam';
import { toExamBlueprint } from './presenter';
import { blueprintOf, updateBlueprint } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  app.get(
    '/api/admin/certificates/:id/exam',
    { schema: { tags, security, summary: 'The certificate’s mock exam blueprint (defaults when none was set)', params: IdParamsSchema, response: { 200: ExamBlueprintSchema, ...errors } } },
    async (request) => toExamBlueprint(await blueprintOf(await app.catalog.view(), request.params.id)),
  );

  app.put(
    '/api/admin/certificates/:id/exam',
    {
      schema: {
        tags,
        security,
        summary: 'Set the mock exam: 1–200 questions, 60–14,400 s, pass mark 1–100%, weights of the certificate’s own modules',
        params: IdParamsSchema,
        body: ExamBlueprintInputSchema,
        response: { 200: ExamBlueprintSchema, ...errors },
      },
    },
    async (request) => toExamBlueprint(await updateBlueprint(app.database.db, app.catalog, request.params.id, request.body)),
  );
};

export default routes;
