/** Learners' reports of a wrong or unclear question. */
import type { Kysely, Transaction } from 'kysely';
import type { AdminReport } from '@common/schemas/report';
import type { DB } from '@server/db/database';
import { presentAdminReport } from './presenter';

type Executor = Kysely<DB> | Transaction<DB>;

/** Whether the learner has had this live question graded in a submitted session (question_stats holds every graded answer). */
export async function hasSeenQuestion(db: Executor, userId: number, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('question_stats')
    .innerJoin('questions', 'questions.id', 'question_stats.question_id')
    .select('question_stats.question_id')
    .where('question_stats.user_id', '=', userId)
    .where('question_stats.question_id', '=', questionId)
    .where('questions.deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function findOpenReport(db: Executor, userId: number, questionId: number) {
  return db.selectFrom('question_reports').selectAll().where('user_id', '=', userId).where('question_id', '=', questionId).where('status', '=', 'open').orderBy('id').executeTakeFirst();
}

export async function insertReport(db: Executor, r: { userId: number; questionId: number; reason: string; comment: string | null; now: string }) {
  return db
    .insertInto('question_reports')
    .values({ user_id: r.userId, question_id: r.questionId, reason: r.reason, comment: r.comment, status: 'open', note: null, created_at: r.now, closed_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findReport(db: Executor, id: number) {
  return db.selectFrom('question_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function closeReport(db: Executor, id: number, status: string, note: string | null, now: string) {
  return db.updateTable('question_reports').set({ status, note, closed_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Reports of one status, newest first, with their question and module and how many open reports their question has. */
export async function listReports(db: Executor, status: string): Promise<AdminReport[]> {
  const rows = await db
    .selectFrom('question_reports as r')
    .innerJoin('questions as q', 'q.id', 'r.question_id')
    .innerJoin('modules as m', 'm.id', 'q.module_id')
    .selectAll('r')
    .select(['q.text as questionText', 'q.module_id as moduleId', 'm.name as moduleName'])
    .select((eb) =>
      eb
        .selectFrom('question_reports as o')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('o.question_id', '=', 'r.question_id')
        .where('o.status', '=', 'open')
        .as('reporterCount'),
    )
    .where('r.status', '=', status)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(presentAdminReport);
}

/** Open reports per question of a module. */
export async function openReportCounts(db: Executor, questionIds: readonly number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('question_reports')
    .select(['question_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'open')
    .where('question_id', 'in', [...questionIds])
    .groupBy('question_id')
    .execute();
  return new Map(rows.map((r) => [r.question_id, Number(r.n)]));
}
