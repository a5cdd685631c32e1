/** Learner accounts for administrators: detail with progress, disabling, erasing and importing. */
import type { LearnerDetail, LearnerImportResult } from '@common/schemas/learner-admin';
import type { Progress } from '@common/schemas/progress';
import { nowIso, type Database } from '@server/db/database';
import { isUniqueViolation } from '@server/db/dialect';
import { badRequest, conflict, notFound } from '@server/errors';
import { settleExpired, type AttemptContext } from '../attempts/service';
import { parseLearnerCsv } from './import';
import * as repo from './repository';

type Db = Database['db'];

/** What a learner's detail needs: the database, the attempt rules (to grade expired attempts first) and the progress figures. */
export interface DetailContext {
  db: Db;
  attempts: AttemptContext;
  progressOf: (userId: number, tz: string) => Promise<Progress>;
}

export async function learnerDetail(ctx: DetailContext, id: number, tz: string): Promise<LearnerDetail> {
  const row = await repo.getLearner(ctx.db, id);
  if (!row) throw notFound('Learner');
  // An administrator's read: no token check of this learner to tell whether one expired.
  await settleExpired(ctx.attempts, id, null);
  return { ...row, progress: await ctx.progressOf(id, tz) };
}

/** Disables (signing the learner out) or enables an account; false when there is no such learner. */
export function setDisabled(db: Db, id: number, disabled: boolean): Promise<boolean> {
  return db.transaction().execute((trx) => repo.setDisabled(trx, id, disabled, nowIso()));
}

export async function eraseLearner(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute((trx) => repo.eraseLearner(trx, id));
}

/** All or nothing, as the question import: with any problem nothing is stored. */
export async function importLearners(db: Db, csv: string, dryRun: boolean): Promise<LearnerImportResult> {
  const parsed = parseLearnerCsv(csv);
  if (parsed.fatal) throw badRequest(parsed.fatal, 'bad_import');
  const existing = await repo.existingEmails(
    db,
    parsed.rows.map((r) => r.email.toLowerCase()),
  );
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
