/**
 * Catalogue writes of the administration: each runs in one transaction, so the data and the
 * catalogue version change together. Answers whether the row existed; the route says 404.
 */
import type { FastifyInstance } from 'fastify';
import { nowIso, type DbTransaction } from '../../db/database';
import * as catalog from '../catalog/repository';
import { forgetQuestion } from '../review/repository';

const write = <T>(app: FastifyInstance, fn: (trx: DbTransaction) => Promise<T>): Promise<T> => app.database.db.transaction().execute(fn);

export const createCertificate = (app: FastifyInstance, input: Parameters<typeof catalog.insertCertificate>[1]) => write(app, (trx) => catalog.insertCertificate(trx, input, nowIso()));

export const updateCertificate = (app: FastifyInstance, id: number, input: Parameters<typeof catalog.updateCertificate>[2]) => write(app, (trx) => catalog.updateCertificate(trx, id, input));

export const deleteCertificate = (app: FastifyInstance, id: number) => write(app, (trx) => catalog.deleteCertificate(trx, id, nowIso()));

export const createModule = (app: FastifyInstance, input: Parameters<typeof catalog.insertModule>[1]) => write(app, (trx) => catalog.insertModule(trx, input, nowIso()));

export const updateModule = (app: FastifyInstance, id: number, input: Parameters<typeof catalog.updateModule>[2]) => write(app, (trx) => catalog.updateModule(trx, id, input));

export const deleteModule = (app: FastifyInstance, id: number) => write(app, (trx) => catalog.deleteModule(trx, id, nowIso()));

export const createQuestion = (app: FastifyInstance, moduleId: number, content: Parameters<typeof catalog.insertQuestion>[2]) =>
  write(app, (trx) => catalog.insertQuestion(trx, moduleId, content, nowIso()));

export const updateQuestion = (app: FastifyInstance, id: number, input: Parameters<typeof catalog.updateQuestion>[2]) =>
  write(app, async (trx) => {
    const before = await catalog.getQuestion(trx, id);
    if (!before || !(await catalog.updateQuestion(trx, id, input))) return false;
    // A question whose correct answer changed starts its spaced-review schedule afresh for everyone.
    if (before.correctAnswer !== input.correctAnswer) await forgetQuestion(trx, id);
    return true;
  });

export const deleteQuestion = (app: FastifyInstance, id: number) => write(app, (trx) => catalog.deleteQuestion(trx, id, nowIso()));
