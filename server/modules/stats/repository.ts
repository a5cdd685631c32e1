/** What the question statistics read: a module's live questions and the graded sessions that may hold them. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@server/db/database';
import type { StatsQuestion, StatsSession } from './compute';

type Executor = Kysely<DB> | Transaction<DB>;

export async function moduleQuestions(db: Executor, moduleId: number): Promise<StatsQuestion[]> {
  const rows = await db.selectFrom('questions').select(['id', 'text', 'difficulty', 'correct_answer']).where('module_id', '=', moduleId).where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, text: r.text, difficulty: r.difficulty as StatsQuestion['difficulty'], correctAnswer: r.correct_answer }));
}

/**
 * Every graded session that may hold a question of the module, oldest first, read once: the
 * module's own sessions, and those spanning modules (exams of its certificate, spaced reviews).
 * Two ranges of the covering index quiz_sessions_module_stats (migration 0010), one per kind,
 * so that no table row is read (an OR of the two would make SQLite fetch every row from the table).
 */
export async function sessionsForModule(db: Executor, moduleId: number, certificateId: number): Promise<StatsSession[]> {
  const columns = ['id', 'completed_at', 'user_id', 'question_ids', 'answers'] as const;
  const rows = await db
    .selectFrom('quiz_sessions')
    .select(columns)
    .where('module_id', '=', moduleId)
    .unionAll(
      db
        .selectFrom('quiz_sessions')
        .select(columns)
        .where('module_id', 'is', null)
        .where((eb) => eb.or([eb('certificate_id', '=', certificateId), eb('certificate_id', 'is', null)])),
    )
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, questionIds: JSON.parse(r.question_ids) as number[], answers: JSON.parse(r.answers) as string[] }));
}
