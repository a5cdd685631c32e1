import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { withIdColumn } from '../dialect';

/**
 * Attempts held by the server, and graded sessions that know how they were taken.
 *
 * Sessions gain `mode`, `title` and `passed`, and `module_id` / `certificate_id` become optional:
 * an exam or a spaced review spans modules (and a review may span certificates). SQLite cannot
 * drop a NOT NULL constraint, so there the table is rebuilt (before anything references it).
 *
 * An attempt row holds its question ids, answers and flags as JSON arrays in quiz order.
 * `resume_key` names the in-progress attempt a learner resumes (mode, module, difficulty); it is
 * cleared when the attempt ends, so the unique index allows one in-progress attempt per key.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') await rebuildSessionsForSqlite(db);
  else {
    await sql`alter table quiz_sessions alter column module_id drop not null`.execute(db);
    await sql`alter table quiz_sessions alter column certificate_id drop not null`.execute(db);
    await db.schema
      .alterTable('quiz_sessions')
      .addColumn('mode', 'varchar(10)', (c) => c.notNull().defaultTo('practice'))
      .execute();
    await db.schema.alterTable('quiz_sessions').addColumn('title', 'varchar(300)').execute();
    await db.schema.alterTable('quiz_sessions').addColumn('passed', 'integer').execute();
    await db.schema.dropIndex('quiz_sessions_user_completed_figures').execute();
  }
  // History reads every figure it shows from the index alone (see 0003), now with mode and title.
  await db.schema
    .createIndex('quiz_sessions_user_completed_history')
    .on('quiz_sessions')
    .columns(['user_id', 'completed_at', 'score', 'total_questions', 'time_used', 'module_id', 'difficulty', 'module_name', 'mode', 'title', 'passed'])
    .execute();

  await withIdColumn(db.schema.createTable('attempts'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('certificate_id', 'integer')
    .addColumn('module_id', 'integer')
    .addColumn('difficulty', 'varchar(10)')
    .addColumn('question_ids', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(30)')
    .addColumn('time_limit', 'integer')
    .addColumn('pass_mark', 'integer')
    .addColumn('session_id', 'integer', (c) => c.references('quiz_sessions.id'))
    .addColumn('resume_key', 'varchar(100)')
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('attempts_user_resume').on('attempts').columns(['user_id', 'resume_key']).unique().execute();
  // A learner's attempts by status (resume cards, grading expired ones before a read).
  await db.schema.createIndex('attempts_user_status').on('attempts').columns(['user_id', 'status', 'deadline']).execute();
  // The clean-up: expired attempts of everyone, and abandoned ones by age.
  await db.schema.createIndex('attempts_status_deadline').on('attempts').columns(['status', 'deadline']).execute();
  await db.schema.createIndex('attempts_status_updated').on('attempts').columns(['status', 'updated_at']).execute();
}

async function rebuildSessionsForSqlite(db: Kysely<unknown>): Promise<void> {
  const kept = 'id, user_id, module_id, module_name, certificate_id, difficulty, question_ids, answers, score, total_questions, time_used, completed_at, submission_hash, submission_bucket';
  await sql`create table quiz_sessions_next (
    id integer primary key autoincrement,
    user_id integer not null references users (id) on delete cascade,
    module_id integer,
    module_name varchar(200) not null,
    certificate_id integer,
    difficulty varchar(10) not null,
    question_ids text not null,
    answers text not null,
    score integer not null,
    total_questions integer not null,
    time_used integer not null,
    completed_at varchar(30) not null,
    submission_hash varchar(64) not null,
    submission_bucket integer not null,
    mode varchar(10) not null default 'practice',
    title varchar(300),
    passed integer
  )`.execute(db);
  await sql`insert into quiz_sessions_next (${sql.raw(kept)}) select ${sql.raw(kept)} from quiz_sessions`.execute(db);
  await sql`drop table quiz_sessions`.execute(db);
  await sql`alter table quiz_sessions_next rename to quiz_sessions`.execute(db);
  await db.schema.createIndex('quiz_sessions_submission').on('quiz_sessions').columns(['user_id', 'submission_hash', 'submission_bucket']).unique().execute();
}
