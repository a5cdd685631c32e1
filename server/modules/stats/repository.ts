/** What the question statistics read: a module's live questions and the graded sessions that may hold them. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { StatsQuestion, StatsSession } from './compute';

type Executor = Kysely<DB> | Transaction<DB>;

export async function moduleQuestions(db: Executor, moduleId: number): Promise<StatsQuestion[]> {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'text', 'difficulty', 'correct_answer'])
    .where('module_id', '=', moduleId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, text: r.text, difficulty: r.difficulty as StatsQuestion['difficulty'], correctAnswer: r.correct_answer }));
}

/**
 * Every graded session that may hold a question of the module, oldest first, read once: the
 * module's own sessions, and those spanning modules (exams of its certificate, spaced reviews).
 */
export async function sessionsForModule(db: Executor, moduleId: number, certificateId: number): Promise<StatsSession[]> {
  const rows = await db
    .selectFrom('quiz_sessions')
    .select(['user_id', 'question_ids', 'answers'])
    .where((eb) =>
      eb.or([
        eb('module_id', '=', moduleId),
        eb.and([eb('module_id', 'is', null), eb.or([eb('certificate_id', '=', certificateId), eb('certificate_id', 'is', null)])]),
      ]),
    )
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, questionIds: JSON.parse(r.question_ids) as number[], answers: JSON.parse(r.answers) as string[] }));
}
