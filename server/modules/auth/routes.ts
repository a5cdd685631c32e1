import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, MessageSchema } from '@common/schemas/api-error';
import { AuthResultSchema, CurrentUserSchema, ForgotPasswordBodySchema, LoginBodySchema, RegisterBodySchema, ResetPasswordBodySchema } from '@common/schemas/user';
import { currentLearner } from '@server/plugins/learner-auth';
import { toAuthResult, toCurrentUser } from './presenter';
import * as auth from './service';
import { EraseAccountSchema } from '@common/schemas/learner-admin';
import { eraseLearner } from '../learners/service';

const emailOf = (request: { body: unknown }) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim() : undefined;
};

/** What the account rules need from the app (the mailer, the config, a logger, the real clock). */
export function authContextOf(app: FastifyInstance): auth.AuthContext {
  return { db: app.database.db, now: () => new Date(), config: app.config, mailer: app.mailer, log: app.log };
}

/** Public: registering, signing in and resetting a password. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['learner authentication'];
  const ctx = authContextOf(app);
  // Reset requests still running after their answer need the database: this child hook runs before it closes.
  app.addHook('onClose', () => app.mailer.idle());
  const limits = {
    register: app.credentialLimits('register', emailOf),
    login: app.signInLimits('login', emailOf),
    forgot: app.credentialLimits('forgot-password', emailOf),
    resetCheck: app.credentialLimits('reset-password-check', () => undefined),
    reset: app.credentialLimits('reset-password', (r) => {
      const body = r.body as { access_token?: unknown } | undefined;
      return typeof body?.access_token === 'string' ? body.access_token : undefined;
    }),
  };

  app.post(
    '/api/register',
    {
      onRequest: limits.register.perIp,
      preHandler: limits.register.perAccount,
      schema: { tags, summary: 'Create a learner account and sign in', body: RegisterBodySchema, response: { 201: AuthResultSchema, 400: ApiErrorSchema, 409: ApiErrorSchema, 429: ApiErrorSchema } },
    },
    async (request, reply) => reply.status(201).send(toAuthResult(await auth.register(ctx, request.body))),
  );

  app.post(
    '/api/login',
    {
      // Only failed sign-ins count (plugins/rate-limit.ts).
      preHandler: limits.login.preHandler,
      onSend: limits.login.onSend,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginBodySchema,
        response: { 200: AuthResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => toAuthResult(await auth.login(ctx, request.body.email, request.body.password)),
  );

  app.post(
    '/api/forgot-password',
    {
      onRequest: limits.forgot.perIp,
      preHandler: limits.forgot.perAccount,
      schema: { tags, summary: 'Mail a password reset link', body: ForgotPasswordBodySchema, response: { 202: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema } },
      // The answer goes first and the lookup, token and mail after it, so a known email is answered
      // exactly as fast as an unknown one (the timing would otherwise tell which accounts exist).
      onResponse: (request, reply, done) => {
        if (reply.statusCode === 202) {
          const { email } = request.body;
          app.mailer.queue(() => auth.requestPasswordReset(ctx, email));
        }
        done();
      },
    },
    async (_request, reply) => reply.status(202).send({ message: 'If an account exists for that email, a reset link is on its way' }),
  );

  app.get(
    '/api/reset-password/:token',
    {
      onRequest: limits.resetCheck.perIp,
      schema: {
        tags,
        summary: 'Tell whether a reset link can still be used, without using it',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 204: z.null().describe('The link can be used'), 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.checkResetToken(ctx, request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/reset-password',
    {
      onRequest: limits.reset.perIp,
      preHandler: limits.reset.perAccount,
      schema: { tags, summary: 'Set a new password with a reset token', body: ResetPasswordBodySchema, response: { 200: MessageSchema, 400: ApiErrorSchema, 429: ApiErrorSchema } },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body.access_token, request.body.password);
      return { message: 'Your password has been updated: sign in with the new one' };
    },
  );
};

export default routes;

/** The signed-in learner's own account; registered in the learner scope (app.ts), which requires a learner. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['learner authentication'];

  app.get('/api/auth/user', { schema: { tags, summary: 'The signed-in learner', security: [{ bearer: [] }], response: { 200: CurrentUserSchema, 401: ApiErrorSchema } } }, async (request) => {
    return toCurrentUser(await auth.currentUser(app.database.db, currentLearner(request).userId));
  });

  app.delete(
    '/api/auth/user',
    {
      schema: {
        tags,
        summary: 'Erase your account and everything of yours, confirming with your password',
        security: [{ bearer: [] }],
        body: EraseAccountSchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await auth.eraseOwnAccount(app.database.db, currentLearner(request).userId, request.body.password, (id) => eraseLearner(app.database.db, id));
      return reply.status(204).send(null);
    },
  );

  app.post('/api/logout', { schema: { tags, summary: 'Revoke the access token in use', security: [{ bearer: [] }], response: { 204: z.null(), 401: ApiErrorSchema } } }, async (request, reply) => {
    await auth.logout(app.database.db, currentLearner(request).tokenId);
    return reply.status(204).send(null);
  });
};
