import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { CertificateDetailSchema, CertificateSchema } from '@common/schemas/certificate';
import { ModuleDetailSchema, ModuleSchema } from '@common/schemas/module';
import { OfflinePackSchema } from '@common/schemas/offline-pack';
import { notFound } from '@server/errors';
import { currentLearner } from '@server/plugins/learner-auth';
import { toExamSummary } from '../exam/presenter';
import { blueprintOf } from '../exam/service';
import { listQuestions } from './repository';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];
  const security = [{ bearer: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
  /** Learners' reads: the catalogue at the version the request's token check read. */
  const view = (request: FastifyRequest) => app.catalog.at(currentLearner(request).catalogVersion).view();

  app.get('/api/certificates', { schema: { tags, security, summary: 'Certificates, by level then name', response: { 200: z.array(CertificateSchema), 401: ApiErrorSchema } } }, async (request) =>
    (await view(request)).certificates(),
  );

  app.get(
    '/api/certificates/:id',
    { schema: { tags, security, summary: 'One certificate, with its mock exam', params: IdParamsSchema, response: { 200: CertificateDetailSchema, ...errors } } },
    async (request) => {
      const catalog = await view(request);
      const certificate = await catalog.certificate(request.params.id);
      if (!certificate) throw notFound('Certificate');
      return { ...certificate, exam: toExamSummary(await blueprintOf(catalog, certificate.id)) };
    },
  );

  app.get(
    '/api/certificates/:id/modules',
    { schema: { tags, security, summary: 'Modules of a certificate, in order', params: IdParamsSchema, response: { 200: z.array(ModuleSchema), ...errors } } },
    async (request) => {
      const catalog = await view(request);
      if (!(await catalog.certificate(request.params.id))) throw notFound('Certificate');
      return catalog.modules(request.params.id);
    },
  );

  app.get(
    '/api/modules/:id',
    { schema: { tags, security, summary: 'One module, with its certificate name', params: IdParamsSchema, response: { 200: ModuleDetailSchema, ...errors } } },
    async (request) => (await (await view(request)).module(request.params.id)) ?? Promise.reject(notFound('Module')),
  );

  app.get(
    '/api/modules/:id/pack',
    {
      schema: {
        tags,
        security,
        summary: 'A module packed for offline practice: every live question with its key and explanation (docs/offline.md)',
        params: IdParamsSchema,
        response: { 200: OfflinePackSchema, ...errors },
      },
    },
    async (request, reply) => {
      const module = await (await view(request)).module(request.params.id);
      if (!module) throw notFound('Module');
      const questions = await listQuestions(app.database.db, module.id);
      // A pack is the learner's own copy: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return { module, questions, packedAt: new Date().toISOString() };
    },
  );
};

export default routes;
