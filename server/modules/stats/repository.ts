/** What the question statistics read: a module's live questions and the graded sessions that may hold them. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@server/db/database';
import type { StatsQuestion, StatsSession } from './compute';

type Executor = Kysely<DB> | Transaction<DB>;

export async function moduleQuestions(db: Executor, moduleId: number): Promise<StatsQuestion[]> {
  const rows = await db.selectFrom('questions').select(['id', 'text', 'difficulty', 'correct_answer']).where('module_id', '=', moduleId).where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, text: r.text, difficulty: r.difficulty as StatsQuestion['difficulty'], correctAnswer: r.correct_answer }));
}

/** Where a page of sessions ends: the next page starts after this session. */
export interface SessionCursor {
  completedAt: string;
  id: number;
}

/**
 * One page of the graded sessions that may hold a question of the module, oldest first: the
 * module's own sessions, and those spanning modules (exams of its certificate, spaced reviews),
 * after `after` if given. Two ranges of the covering index quiz_sessions_module_stats (migration
 * 0010), one per kind, so that no table row is read (an OR of the two would make SQLite fetch every
 * row from the table). The caller pages through them: a module of a large bank has tens of
 * thousands of sessions, too many to hold at once.
 */
export async function sessionsForModule(db: Executor, moduleId: number, certificateId: number, after: SessionCursor | null, limit: number): Promise<{ sessions: StatsSession[]; next: SessionCursor | null }> {
  const columns = ['id', 'completed_at', 'user_id', 'question_ids', 'answers'] as const;
  const rows = await db
    .selectFrom('quiz_sessions')
    .select(columns)
    .where('module_id', '=', moduleId)
    .$if(after !== null, (q) => q.where((eb) => eb(eb.refTuple('completed_at', 'id'), '>', eb.tuple(after!.completedAt, after!.id))))
    .unionAll(
      db
        .selectFrom('quiz_sessions')
        .select(columns)
        .where('module_id', 'is', null)
        .where((eb) => eb.or([eb('certificate_id', '=', certificateId), eb('certificate_id', 'is', null)]))
        .$if(after !== null, (q) => q.where((eb) => eb(eb.refTuple('completed_at', 'id'), '>', eb.tuple(after!.completedAt, after!.id)))),
    )
    .orderBy('completed_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const last = rows.at(-1);
  return {
    sessions: rows.map((r) => ({ userId: r.user_id, questionIds: JSON.parse(r.question_ids) as number[], answers: JSON.parse(r.answers) as string[] })),
    next: rows.length === limit && last ? { completedAt: last.completed_at, id: last.id } : null,
  };
}
