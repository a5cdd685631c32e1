import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '../../../common/schemas/api-error';
import { CertificateSchema } from '../../../common/schemas/certificate';
import { ModuleDetailSchema, ModuleSchema } from '../../../common/schemas/module';
import { notFound } from '../../errors';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];
  const security = [{ bearer: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
  const view = () => app.catalog.view();

  app.get(
    '/api/certificates',
    { onRequest: app.requireLearner, schema: { tags, security, summary: 'Certificates, by level then name', response: { 200: z.array(CertificateSchema), 401: ApiErrorSchema } } },
    async () => (await view()).certificates(),
  );

  app.get(
    '/api/certificates/:id',
    { onRequest: app.requireLearner, schema: { tags, security, summary: 'One certificate', params: IdParamsSchema, response: { 200: CertificateSchema, ...errors } } },
    async (request) => (await (await view()).certificate(request.params.id)) ?? Promise.reject(notFound('Certificate')),
  );

  app.get(
    '/api/certificates/:id/modules',
    { onRequest: app.requireLearner, schema: { tags, security, summary: 'Modules of a certificate, in order', params: IdParamsSchema, response: { 200: z.array(ModuleSchema), ...errors } } },
    async (request) => {
      const catalog = await view();
      if (!(await catalog.certificate(request.params.id))) throw notFound('Certificate');
      return catalog.modules(request.params.id);
    },
  );

  app.get(
    '/api/modules/:id',
    { onRequest: app.requireLearner, schema: { tags, security, summary: 'One module, with its certificate name', params: IdParamsSchema, response: { 200: ModuleDetailSchema, ...errors } } },
    async (request) => (await (await view()).module(request.params.id)) ?? Promise.reject(notFound('Module')),
  );
};

export default routes;
