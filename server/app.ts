/** buildApp(config): plugins, then routes, then the one error handler. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { AppError } from './errors';
import { isOutOfRange } from './db/dialect';
import { trustProxyOption } from './lib/client-address';
import { createMailer, type Mailer } from './mail/mailer';
import { createResponseSerializerCompiler } from './lib/response-serializer';
import databasePlugin from './plugins/database';
import learnerAuth from './plugins/learner-auth';
import adminSession from './plugins/admin-session';
import security from './plugins/security';
import rateLimit from './plugins/rate-limit';
import bodyTimeout from './plugins/body-timeout';
import openapi from './plugins/openapi';
import { seedDemo } from './db/seed';
import { CatalogCache } from './modules/catalog/cache';
import { AttemptWriter } from './modules/quiz/attempt-writer';
import { WriteQueue } from './db/write-queue';
import attemptRoutes from './modules/attempts/routes';
import reviewRoutes from './modules/review/routes';
import { CardCache } from './modules/review/cards';
import examRoutes from './modules/exam/routes';
import { sweep as sweepAttempts, type AttemptContext } from './modules/attempts/service';
import authRoutes, { accountRoutes } from './modules/auth/routes';
import catalogRoutes from './modules/catalog/routes';
import quizRoutes from './modules/quiz/routes';
import progressRoutes from './modules/progress/routes';
import adminPublicRoutes, { adminRoutes } from './modules/admin/routes';
import questionFileRoutes from './modules/question-files/routes';
import publicRoutes from './modules/public/routes';
import reportRoutes, { adminReportRoutes } from './modules/reports/routes';
import learnerAdminRoutes from './modules/learners/routes';
import statsRoutes from './modules/stats/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    catalog: CatalogCache;
    attempts: AttemptWriter;
    /** Small write transactions, group-committed on SQLite. */
    writes: WriteQueue;
    /** What the attempt rules need: database, write queue, catalogue, clock and the quiz draw. */
    attemptContext: AttemptContext;
  }
  interface FastifyReply {
    /** The stable code of an error answer, for the request's log line. */
    errorCode: string | undefined;
  }
}

export interface BuildOptions {
  /** A database opened by the caller (tests); it is then not closed with the app. */
  database?: Database;
  /** Replaces the logger (tests pass false). */
  logger?: boolean;
  /** The server's clock, which rules attempt deadlines (tests move it). */
  clock?: () => Date;
  /** Migrations and the demo seed have run already (by the cluster's primary, server/cluster.ts). */
  databasePrepared?: boolean;
}

/** How often expired attempts are graded and old abandoned ones deleted, whoever is online. */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

export type App = FastifyInstance;

/** `/api/reset-password/<token>?x` → `/api/reset-password/[token]?x`. */
export function redactResetToken(url: string): string {
  return url.replace(/^(\/api\/reset-password\/)[^/?#]+/i, '$1[token]');
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // A reset token in a path (GET /api/reset-password/:token) is a credential: never logged.
            serializers: {
              req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
                method: req.method,
                url: redactResetToken(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
              // An error answer's line carries its stable code beside the status.
              res: (reply: { statusCode: number; errorCode?: string }) => (reply.errorCode === undefined ? { statusCode: reply.statusCode } : { statusCode: reply.statusCode, code: reply.errorCode }),
            },
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Slow clients: node checks this every 30 s; plugins/body-timeout.ts times the body exactly.
    requestTimeout: config.requestTimeout,
    // Rejects bodies whose JSON carries __proto__ or constructor.prototype rather than parsing them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  // While closing, every response ends its connection, so keep-alive clients cannot hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: config.checkResponses }));
  app.decorate('config', config);

  // Every error answer is {message, code} (plus issues for validation): `code` is stable for
  // clients and logs, `message` is the sentence people read. The code also goes on the request's
  // "request completed" log line (the res serialiser above reads it from the reply).
  app.decorateReply('errorCode', undefined);
  const sendError = (reply: FastifyReply, status: number, body: ErrorBody) => {
    reply.errorCode = body.code;
    return reply.status(status).send(body);
  };

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error, code: error.code }, error.message);
      return sendError(reply, error.status, { message: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const where = error.validationContext === 'body' ? '' : ` in the ${error.validationContext === 'querystring' ? 'query string' : 'path'}`;
      const message = first ? `${first.message}${first.path ? ` (${first.path}${where})` : where}` : 'The request is not valid';
      return sendError(reply, 400, { message, code: VALIDATION, issues });
    }
    // A number the database cannot hold (an id above 2^31-1 that a schema let through) names nothing.
    if (isOutOfRange(error)) return sendError(reply, 400, { message: 'A number in the request is too large', code: 'bad_request' });
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues, code: INTERNAL }, 'response does not match its schema');
      return sendError(reply, 500, { message: 'Something went wrong on our side: please try again', code: INTERNAL });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      const unavailable = status === 503;
      const code = unavailable ? 'unavailable' : INTERNAL;
      request.log.error({ err: error, code }, 'request failed');
      return sendError(reply, unavailable ? 503 : 500, {
        message: unavailable ? 'The server is shutting down: please retry in a moment' : 'Something went wrong on our side: please try again',
        code,
      });
    }
    return sendError(reply, status, clientError(error, status));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !clientIndexExists(config)) {
      return sendError(reply, 404, { message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(reply, 404, { message: 'Not found', code: 'not_found' });
    // The single-page app decides which screen a path shows, including its own Page Not Found.
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').sendFile('index.html');
  });

  const database = options.database ?? openDatabase(config.databaseUrl, { sqliteCacheMb: config.sqliteCacheMb });
  await app.register(databasePlugin, { database, closeOnShutdown: options.database === undefined, migrate: !options.databasePrepared });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });

  await app.register(security, { appUrl: config.appUrl, corsOrigins: config.corsOrigins });
  await app.register(bodyTimeout, { timeoutMs: config.requestTimeout });
  await app.register(rateLimit, { max: config.authRateLimit, redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, maxKeys: config.rateLimitKeys });
  await app.register(learnerAuth);
  await app.register(adminSession, { secure: config.appUrl.startsWith('https:') });
  await app.register(openapi);

  if (config.seedDemo && !options.databasePrepared) await seedDemo(app.database, { contentDir: config.contentDir, log: app.log });
  app.decorate('catalog', new CatalogCache(app.database.db));
  const writes = new WriteQueue(app.database);
  app.decorate('writes', writes);
  app.decorate('attempts', new AttemptWriter(writes));
  app.decorate('attemptContext', {
    db: app.database.db,
    writes,
    catalog: app.catalog,
    now: options.clock ?? (() => new Date()),
    quizSize: config.quizSize,
    cards: new CardCache(config.reviewCacheMb * 1024 * 1024),
  } satisfies AttemptContext);
  const sweeper = setInterval(() => {
    sweepAttempts(app.attemptContext).catch((error: unknown) => app.log.error({ err: error }, 'attempt clean-up failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('onClose', () => clearInterval(sweeper));

  // Authentication is declared once per route group: a route registered in the learner or admin
  // scope is guarded by that scope's onRequest hook, so a new route there cannot forget it
  // (server/test/route-guards.test.ts enumerates the routes). Public routes stay outside.
  await app.register(authRoutes);
  await app.register(adminPublicRoutes);
  await app.register(publicRoutes);
  await app.register(async (learner) => {
    learner.addHook('onRequest', learner.requireLearner);
    await learner.register(accountRoutes);
    await learner.register(catalogRoutes);
    await learner.register(quizRoutes);
    await learner.register(attemptRoutes);
    await learner.register(reviewRoutes);
    await learner.register(progressRoutes);
    await learner.register(reportRoutes);
  });
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    await admin.register(adminRoutes);
    await admin.register(examRoutes);
    await admin.register(questionFileRoutes);
    await admin.register(adminReportRoutes);
    await admin.register(learnerAdminRoutes);
    await admin.register(statsRoutes);
  });

  const clientDir = resolve(config.clientDir);
  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (scripts/compress-client.mjs); they are sent when accepted.
      preCompressed: true,
      // Hashed file names under assets/ never change content; everything else is revalidated.
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}

function clientIndexExists(config: Config): boolean {
  return existsSync(resolve(config.clientDir, 'index.html'));
}

/** The stable code of a validation error (400 with `issues`). */
export const VALIDATION = 'validation';
/** The code of every unexpected failure (500): the body says nothing more. */
export const INTERNAL = 'internal';

interface ErrorBody {
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
}

/** A framework's 4xx (body parsing, routing): one sentence and a stable code instead of Fastify's own. */
function clientError(error: FastifyError, status: number): ErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'The request body is too large', code: 'body_too_large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Send the body as JSON (Content-Type: application/json)', code: 'unsupported_media_type' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { message: 'The request body is empty: send a JSON object', code: 'empty_body' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { message: 'The request body is not valid JSON', code: 'invalid_json' };
    default:
      if (error instanceof SyntaxError || /JSON/i.test(error.message)) return { message: 'The request body is not valid JSON', code: 'invalid_json' };
      if (status === 404) return { message: 'Not found', code: 'not_found' };
      if (status === 405) return { message: 'Method not allowed', code: 'method_not_allowed' };
      return status === 413 ? { message: 'The request body is too large', code: 'body_too_large' } : { message: 'The request could not be understood', code: 'bad_request' };
  }
}
