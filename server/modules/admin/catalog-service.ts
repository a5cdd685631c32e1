/**
 * Catalogue writes of the administration: each runs in one transaction, so the data and the
 * catalogue version change together. Answers whether the row existed; the route says 404.
 */
import { nowIso, type Database, type DbTransaction } from '@server/db/database';
import * as catalog from '../catalog/repository';

/** The database the writes go to (the routes pass app.database.db). */
type Db = Database['db'];

const write = <T>(db: Db, fn: (trx: DbTransaction) => Promise<T>): Promise<T> => db.transaction().execute(fn);

export const createCertificate = (db: Db, input: Parameters<typeof catalog.insertCertificate>[1]) => write(db, (trx) => catalog.insertCertificate(trx, input, nowIso()));

export const updateCertificate = (db: Db, id: number, input: Parameters<typeof catalog.updateCertificate>[2]) => write(db, (trx) => catalog.updateCertificate(trx, id, input));

export const deleteCertificate = (db: Db, id: number) => write(db, (trx) => catalog.deleteCertificate(trx, id, nowIso()));

export const createModule = (db: Db, input: Parameters<typeof catalog.insertModule>[1]) => write(db, (trx) => catalog.insertModule(trx, input, nowIso()));

export const updateModule = (db: Db, id: number, input: Parameters<typeof catalog.updateModule>[2]) => write(db, (trx) => catalog.updateModule(trx, id, input));

export const deleteModule = (db: Db, id: number) => write(db, (trx) => catalog.deleteModule(trx, id, nowIso()));

export const createQuestion = (db: Db, moduleId: number, content: Parameters<typeof catalog.insertQuestion>[2]) => write(db, (trx) => catalog.insertQuestion(trx, moduleId, content, nowIso()));

/**
 * A question whose correct answer changes starts its spaced-review schedule afresh for everyone:
 * the change is stamped with `now` (the server's clock, which also times the reviews), and every
 * card reviewed before it counts as none (server/modules/review/repository.ts).
 */
export const updateQuestion = (db: Db, id: number, input: Parameters<typeof catalog.updateQuestion>[2], now: Date) =>
  write(db, async (trx) => {
    const before = await catalog.getQuestion(trx, id);
    if (!before) return false;
    return catalog.updateQuestion(trx, id, input, before.correctAnswer === input.correctAnswer ? undefined : now.toISOString());
  });

export const deleteQuestion = (db: Db, id: number) => write(db, (trx) => catalog.deleteQuestion(trx, id, nowIso()));
