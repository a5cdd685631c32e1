import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminCredentialsSchema, AdminDeleteQuerySchema, AdminListItemSchema, AdminRegisterSchema, AdminSchema, AdminStatusSchema } from '@common/schemas/admin';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { CertificateInputSchema, CertificateSchema } from '@common/schemas/certificate';
import { ModuleCreateSchema, ModuleListQuerySchema, ModuleSchema, ModuleUpdateSchema } from '@common/schemas/module';
import { QuestionCreateSchema, QuestionListQuerySchema, QuestionPageSchema, QuestionSchema, QuestionUpdateSchema } from '@common/schemas/question';
import { notFound } from '@server/errors';
import { currentAdmin } from '@server/plugins/admin-session';
import * as catalog from '../catalog/repository';
import * as admins from './service';
import * as catalogWrites from './catalog-service';

const usernameOf = (request: { body: unknown }) => {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim() : undefined;
};

/** Public: whether registration is open, signing in and out, the first administrator's registration. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const loginLimits = app.signInLimits('admin-login', usernameOf);
  const registerLimits = app.credentialLimits('admin-register', usernameOf);

  app.get('/api/admin/status', { schema: { tags, summary: 'Whether this visitor may register an administrator', response: { 200: AdminStatusSchema } } }, async (request) => {
    const signedIn = (await app.loadAdmin(request)) !== null;
    return { registrationOpen: await admins.registrationOpen(app.database, signedIn) };
  });

  app.post(
    '/api/admin/login',
    {
      // Only failed sign-ins count (plugins/rate-limit.ts).
      preHandler: loginLimits.preHandler,
      onSend: loginLimits.onSend,
      schema: {
        tags,
        summary: 'Sign in as an administrator (sets the session cookie)',
        body: AdminCredentialsSchema,
        response: { 200: AdminSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const admin = await admins.loginAdmin(app.database, request.body.username, request.body.password);
      await app.startAdminSession(reply, admin.id);
      return admin;
    },
  );

  app.post(
    '/api/admin/register',
    {
      onRequest: registerLimits.perIp,
      preHandler: registerLimits.perAccount,
      schema: {
        tags,
        summary: 'Create an administrator: open on first run, then only to a signed-in administrator',
        body: AdminRegisterSchema,
        response: { 201: AdminSchema, 400: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const signedIn = (await app.loadAdmin(request)) !== null;
      return reply.status(201).send(await admins.registerAdmin(app.database, request.body.username, request.body.password, signedIn));
    },
  );

  app.post('/api/admin/logout', { schema: { tags, security, summary: 'End the administrator session', response: { 204: z.null(), 403: ApiErrorSchema } } }, async (request, reply) => {
    await app.endAdminSession(request, reply);
    return reply.status(204).send(null);
  });
};

export default routes;

/** Everything an administrator does once signed in; registered in the admin scope (app.ts), which requires one. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const db = () => app.database.db;

  app.get('/api/admin/me', { schema: { tags, security, summary: 'The signed-in administrator', response: { 200: AdminSchema, 401: ApiErrorSchema } } }, (request) => {
    const { id, username } = currentAdmin(request);
    return { id, username };
  });

  app.get('/api/admin/admins', { schema: { tags, security, summary: 'The administrators, oldest first', response: { 200: z.array(AdminListItemSchema), 401: ApiErrorSchema } } }, () =>
    admins.listAdmins(app.database),
  );

  app.delete(
    '/api/admin/admins/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an administrator: never the last one, and yourself only with ?confirm=self',
        params: IdParamsSchema,
        querystring: AdminDeleteQuerySchema,
        response: { 204: z.null(), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const me = currentAdmin(request).id;
      await admins.removeAdmin(app.database, request.params.id, me, request.query.confirm === 'self');
      if (request.params.id === me) await app.endAdminSession(request, reply);
      return reply.status(204).send(null);
    },
  );

  // ---- certificates ----
  app.get('/api/admin/certificates', { schema: { tags, security, response: { 200: z.array(CertificateSchema), ...errors } } }, () => catalog.listCertificates(db()));

  app.post('/api/admin/certificates', { schema: { tags, security, body: CertificateInputSchema, response: { 201: CertificateSchema, ...errors } } }, async (request, reply) => {
    const id = await catalogWrites.createCertificate(db(), request.body);
    return reply.status(201).send((await catalog.getCertificate(db(), id))!);
  });

  app.put('/api/admin/certificates/:id', { schema: { tags, security, params: IdParamsSchema, body: CertificateInputSchema, response: { 200: CertificateSchema, ...errors } } }, async (request) => {
    if (!(await catalogWrites.updateCertificate(db(), request.params.id, request.body))) throw notFound('Certificate');
    return (await catalog.getCertificate(db(), request.params.id))!;
  });

  app.delete(
    '/api/admin/certificates/:id',
    { schema: { tags, security, summary: 'Delete a certificate with its modules and questions', params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const deleted = await catalogWrites.deleteCertificate(db(), request.params.id);
      if (!deleted) throw notFound('Certificate');
      return reply.status(204).send(null);
    },
  );

  // ---- modules ----
  app.get('/api/admin/modules', { schema: { tags, security, querystring: ModuleListQuerySchema, response: { 200: z.array(ModuleSchema), ...errors } } }, async (request) => {
    if (!(await catalog.getCertificate(db(), request.query.certificateId))) throw notFound('Certificate');
    return catalog.listModules(db(), request.query.certificateId);
  });

  app.post('/api/admin/modules', { schema: { tags, security, body: ModuleCreateSchema, response: { 201: ModuleSchema, ...errors } } }, async (request, reply) => {
    if (!(await catalog.getCertificate(db(), request.body.certificateId))) throw notFound('Certificate');
    const id = await catalogWrites.createModule(db(), request.body);
    const { certificateName: _, ...mod } = (await catalog.getModule(db(), id))!;
    return reply.status(201).send(mod);
  });

  app.put('/api/admin/modules/:id', { schema: { tags, security, params: IdParamsSchema, body: ModuleUpdateSchema, response: { 200: ModuleSchema, ...errors } } }, async (request) => {
    if (!(await catalogWrites.updateModule(db(), request.params.id, request.body))) throw notFound('Module');
    const { certificateName: _, ...mod } = (await catalog.getModule(db(), request.params.id))!;
    return mod;
  });

  app.delete('/api/admin/modules/:id', { schema: { tags, security, summary: 'Delete a module with its questions', params: IdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    const deleted = await catalogWrites.deleteModule(db(), request.params.id);
    if (!deleted) throw notFound('Module');
    return reply.status(204).send(null);
  });

  // ---- questions ----
  app.get(
    '/api/admin/questions',
    {
      schema: {
        tags,
        security,
        summary: "A module's questions: all of them, or with `page` one page {total, questions} filtered by query, difficulty and type",
        querystring: QuestionListQuerySchema,
        response: { 200: z.union([z.array(QuestionSchema), QuestionPageSchema]), ...errors },
      },
    },
    async (request) => {
      const { moduleId, query, difficulty, type, page, pageSize } = request.query;
      if (!(await catalog.getModule(db(), moduleId))) throw notFound('Module');
      // Without `page` the original contract: every question of the module.
      if (page === undefined) return catalog.listQuestions(db(), moduleId);
      return catalog.pageQuestions(db(), moduleId, { query, difficulty, type }, page, pageSize ?? 50);
    },
  );

  app.post('/api/admin/questions', { schema: { tags, security, body: QuestionCreateSchema, response: { 201: QuestionSchema, ...errors } } }, async (request, reply) => {
    const { moduleId, ...content } = request.body;
    if (!(await catalog.getModule(db(), moduleId))) throw notFound('Module');
    const id = await catalogWrites.createQuestion(db(), moduleId, content);
    return reply.status(201).send((await catalog.getQuestion(db(), id))!);
  });

  app.put('/api/admin/questions/:id', { schema: { tags, security, params: IdParamsSchema, body: QuestionUpdateSchema, response: { 200: QuestionSchema, ...errors } } }, async (request) => {
    const updated = await catalogWrites.updateQuestion(db(), request.params.id, request.body, app.attemptContext.now());
    if (!updated) throw notFound('Question');
    return (await catalog.getQuestion(db(), request.params.id))!;
  });

  app.delete('/api/admin/questions/:id', { schema: { tags, security, params: IdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    if (!(await catalogWrites.deleteQuestion(db(), request.params.id))) throw notFound('Question');
    return reply.status(204).send(null);
  });
};
