/** Learner accounts for administrators: detail with progress, disabling, erasing and importing. */
import type { FastifyInstance } from 'fastify';
import type { LearnerDetail, LearnerImportResult } from '../../../common/schemas/learner-admin';
import { nowIso } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { badRequest, conflict, notFound } from '../../errors';
import { toProgress } from '../progress/presenter';
import { progressOf } from '../progress/service';
import { settleExpired } from '../attempts/service';
import { parseLearnerCsv } from './import';
import * as repo from './repository';

export async function learnerDetail(app: FastifyInstance, id: number, tz: string): Promise<LearnerDetail> {
  const row = await repo.getLearner(app.database.db, id);
  if (!row) throw notFound('Learner');
  await settleExpired(app.attemptContext, id);
  return { ...row, progress: toProgress(await progressOf(app.database.db, id, tz)) };
}

/** Disables (signing the learner out) or enables an account; false when there is no such learner. */
export function setDisabled(app: FastifyInstance, id: number, disabled: boolean): Promise<boolean> {
  return app.database.db.transaction().execute((trx) => repo.setDisabled(trx, id, disabled, nowIso()));
}

export async function eraseLearner(app: FastifyInstance, id: number): Promise<boolean> {
  return app.database.db.transaction().execute((trx) => repo.eraseLearner(trx, id));
}

/** All or nothing, as the question import: with any problem nothing is stored. */
export async function importLearners(app: FastifyInstance, csv: string, dryRun: boolean): Promise<LearnerImportResult> {
  const parsed = parseLearnerCsv(csv);
  if (parsed.fatal) throw badRequest(parsed.fatal, 'bad_import');
  const db = app.database.db;
  const existing = await repo.existingEmails(db, parsed.rows.map((r) => r.email.toLowerCase()));
  const fresh = parsed.rows.filter((r) => !existing.has(r.email.toLowerCase()));
  const skipped = parsed.rows.length - fresh.length;
  if (parsed.errors.length > 0) return { imported: 0, skipped, errors: parsed.errors };
  if (!dryRun && fresh.length > 0) {
    try {
      await db.transaction().execute((trx) => repo.insertImported(trx, fresh, nowIso()));
    } catch (error) {
      // Someone registered one of these emails since it was checked.
      if (isUniqueViolation(error)) throw conflict('An email of the file was registered meanwhile: import the file again', 'email_taken');
      throw error;
    }
  }
  return { imported: fresh.length, skipped, errors: [] };
}
