import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { withIdColumn } from '../dialect';

/** Learners' reports of a wrong or unclear question, and the administrator's switch that disables an account. */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('question_reports'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: questions are soft-deleted, and a report outlives an edit of its question.
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('closed_at', 'varchar(30)')
    .execute();
  // The administrator's list by status, newest first; open reports per question; a learner's open report.
  await db.schema.createIndex('question_reports_status_created').on('question_reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('question_reports_question_status').on('question_reports').columns(['question_id', 'status']).execute();
  await db.schema.createIndex('question_reports_user_question').on('question_reports').columns(['user_id', 'question_id', 'status']).execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'varchar(30)').execute();
  // Statistics read one module's graded sessions in completion order.
  await db.schema.createIndex('quiz_sessions_module_completed').on('quiz_sessions').columns(['module_id', 'completed_at']).execute();
}
