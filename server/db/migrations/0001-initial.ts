import type { Kysely } from 'kysely';
import type { Engine } from '../database';
import { withIdColumn } from '../dialect';

// Migrations are never edited once landed: add a new file instead.
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withIdColumn(db.schema.createTable('users'), engine)
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_lower', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('user_tokens'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_tokens_user').on('user_tokens').column('user_id').execute();

  await withIdColumn(db.schema.createTable('password_resets'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await withIdColumn(db.schema.createTable('admins'), engine)
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_lower', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('admin_sessions'), engine)
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('certificates'), engine)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('level', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();

  await withIdColumn(db.schema.createTable('modules'), engine)
    .addColumn('certificate_id', 'integer', (c) => c.notNull().references('certificates.id'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('modules_certificate').on('modules').columns(['certificate_id', 'sort_order']).execute();

  await withIdColumn(db.schema.createTable('questions'), engine)
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('option_a', 'text', (c) => c.notNull())
    .addColumn('option_b', 'text', (c) => c.notNull())
    .addColumn('option_c', 'text', (c) => c.notNull())
    .addColumn('option_d', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'varchar(1)', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('questions_module_difficulty').on('questions').columns(['module_id', 'difficulty']).execute();

  await withIdColumn(db.schema.createTable('quiz_sessions'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key to modules: an attempt outlives the module it was taken in.
    .addColumn('module_id', 'integer', (c) => c.notNull())
    .addColumn('module_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('certificate_id', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    .addColumn('question_ids', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('time_used', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('submission_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('submission_bucket', 'integer', (c) => c.notNull())
    .execute();
  // History, progress and activity all read one learner's attempts by time.
  await db.schema.createIndex('quiz_sessions_user_completed').on('quiz_sessions').columns(['user_id', 'completed_at']).execute();
  await db.schema.createIndex('quiz_sessions_submission').on('quiz_sessions').columns(['user_id', 'submission_hash', 'submission_bucket']).unique().execute();

  await db.schema
    .createTable('question_stats')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull())
    .addColumn('times_seen', 'integer', (c) => c.notNull())
    .addColumn('last_correct', 'integer', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('question_stats_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema.createIndex('question_stats_user_module').on('question_stats').columns(['user_id', 'module_id']).execute();
}
