import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Indexes that answer the learner reads by themselves, without visiting the table rows. A live
 * server appends attempts and per-question records in time order, so one learner's rows lie on as
 * many table pages as they have rows; these reads then cost one page read per row. With every
 * column they need in the index, they read a few adjacent index pages instead (bench/, docs/performance.md).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  // The quiz draw: which of a module's questions this learner has seen, and answered right.
  await db.schema.createIndex('question_stats_user_module_answers').on('question_stats').columns(['user_id', 'module_id', 'question_id', 'last_correct']).execute();
  await db.schema.dropIndex('question_stats_user_module').execute();
  // History, progress and activity: one learner's attempts by time, with the figures they show.
  await db.schema
    .createIndex('quiz_sessions_user_completed_figures')
    .on('quiz_sessions')
    .columns(['user_id', 'completed_at', 'score', 'total_questions', 'time_used', 'module_id', 'difficulty', 'module_name'])
    .execute();
  await db.schema.dropIndex('quiz_sessions_user_completed').execute();
}
