import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { withIdColumn } from '../dialect';

/**
 * Spaced review (FSRS): one card per learner and question, and a log of every review so that the
 * scheduler's parameters can be fitted to this bank's learners later.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('review_cards')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('due', 'varchar(30)', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'varchar(30)')
    .addPrimaryKeyConstraint('review_cards_pk', ['user_id', 'question_id'])
    .execute();
  // What is due for a learner, soonest first.
  await db.schema.createIndex('review_cards_user_due').on('review_cards').columns(['user_id', 'due']).execute();
  // Starting a question's schedule afresh when its key changes.
  await db.schema.createIndex('review_cards_question').on('review_cards').column('question_id').execute();

  await withIdColumn(db.schema.createTable('review_logs'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('due', 'varchar(30)', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('last_elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('review', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('review_logs_user').on('review_logs').columns(['user_id', 'review']).execute();
}
