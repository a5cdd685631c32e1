/** Filing a report: only of a question the learner has seen, and one open report per learner and question. */
import { nowIso, type Database } from '@server/db/database';
import * as repo from './repository';

type NewReport = Omit<Parameters<typeof repo.insertReport>[1], 'now'>;

/** undefined when the learner has not answered the question in a submitted attempt. */
export function fileReport(db: Database['db'], report: NewReport) {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.hasSeenQuestion(trx, report.userId, report.questionId))) return undefined;
    // A second open report of the same question answers the first.
    const open = await repo.findOpenReport(trx, report.userId, report.questionId);
    if (open) return { created: false, row: open };
    const row = await repo.insertReport(trx, { ...report, now: nowIso() });
    return { created: true, row };
  });
}
