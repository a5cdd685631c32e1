/**
 * Import and export of a module's questions as Aiken, GIFT, CSV or JSON files. Registered as its own
 * encapsulated plugin: the body parsers below keep the file's raw text (JSON included, so line numbers
 * stay right) for these routes only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, IdParamsSchema } from '@common/schemas/api-error';
import { ExportQuerySchema, FILE_EXTENSIONS, ImportQuerySchema, ImportResultSchema, type FileFormat } from '@common/schemas/question-file';
import { AppError, badRequest, notFound } from '@server/errors';
import * as catalog from '../catalog/repository';
import { AikenWriteError } from './aiken';
import { writeQuestionFile, type FileFormat as ParserFormat } from './index';
import { importQuestionFile } from './service';

// The contract's list of formats and the parsers' are written twice (common cannot import server): keep them equal.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameFormats: Same<FileFormat, ParserFormat> = true;

export const IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

const CONTENT_TYPES: Record<FileFormat, string> = {
  aiken: 'text/plain; charset=utf-8',
  gift: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A file name from a module name: ASCII letters and digits joined by dashes. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'questions';
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['administration'];
  const security = [{ adminCookie: [] }];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
  const db = () => app.database.db;

  // The file arrives as text; JSON stays a string here so its parser can tell lines apart.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['text/plain', 'text/csv', 'application/json', 'application/octet-stream'], { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(new AppError(415, 'unsupported_media_type', 'Send the file as text: Content-Type text/plain, text/csv or application/json'), undefined);
  });

  app.post(
    '/api/admin/modules/:id/questions/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Import questions from a file (the raw text as the body); nothing is stored when any question has an error',
        consumes: ['text/plain', 'text/csv', 'application/json', 'application/octet-stream'],
        params: IdParamsSchema,
        querystring: ImportQuerySchema,
        body: z.string({ error: 'Send the file as the request body' }).describe("The file's text, UTF-8"),
        response: { 200: ImportResultSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { format, dryRun, difficulty } = request.query;
      const text = request.body;
      return importQuestionFile(app.database.db, id, format, text, difficulty, dryRun);
    },
  );

  app.get(
    '/api/admin/modules/:id/questions/export',
    {
      schema: {
        tags,
        security,
        summary: "Download a module's questions as a file",
        produces: ['text/plain', 'text/csv', 'application/json'],
        params: IdParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: z.string().describe('The file, sent as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const mod = await catalog.getModule(db(), request.params.id);
      if (!mod) throw notFound('Module');
      const questions = await catalog.listQuestions(db(), mod.id);
      let file: string;
      try {
        file = writeQuestionFile(
          format,
          questions.map(({ id: _id, moduleId: _moduleId, ...content }) => content),
        );
      } catch (error) {
        // Aiken cannot hold every question text; the message names the question and the other formats.
        if (error instanceof AikenWriteError) throw badRequest(error.message);
        throw error;
      }
      // A string with a content type set is sent as it is: the response schema only documents it.
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${slugOf(mod.name)}.${FILE_EXTENSIONS[format]}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

export default routes;
