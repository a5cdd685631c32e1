import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Keeps each learner's per-question records (question_stats) in one B-tree, ordered by learner,
 * module and question, the order the quiz draw and the mock exam read them in.
 *
 * On SQLite the records were a rowid table, its primary key's index (learner, question) and the
 * draw's covering index (learner, module, question, last answer): three B-trees for every graded
 * answer to write, the table's rows lying where they were first inserted, one page per past quiz.
 * A `WITHOUT ROWID` table keyed by (learner, module, question) is all three at once: a submit
 * writes its ten records into one or two adjacent pages instead of some three to twelve pages of
 * three trees (docs/performance.md, "Fourth session of 2026-12-05"). A question never moves to
 * another module, so the key is as unique as (learner, question) was. The table is rebuilt, which
 * took 31 s for 20 million records on the bench's machine; there is no rolling release with SQLite.
 *
 * PostgreSQL keeps its heap, its primary key (learner, question) and the draw's covering index:
 * nothing changes there. Its upsert names that primary key (a server of the previous release does
 * too, so a rolling release goes on working), and a second unique index would not do as a second
 * key: two transactions recording a learner's first answer to one question at once would have the
 * one that waited fail on the index its upsert does not name, instead of counting the answer.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await sql`create table question_stats_by_module (
      user_id integer not null references users (id) on delete cascade,
      module_id integer not null,
      question_id integer not null,
      times_seen integer not null,
      last_correct integer not null,
      last_seen_at varchar(30) not null,
      constraint question_stats_pk primary key (user_id, module_id, question_id)
    ) without rowid`.execute(db);
    await sql`insert into question_stats_by_module (user_id, module_id, question_id, times_seen, last_correct, last_seen_at)
      select user_id, module_id, question_id, times_seen, last_correct, last_seen_at from question_stats order by user_id, module_id, question_id`.execute(db);
    await sql`drop table question_stats`.execute(db);
    await sql`alter table question_stats_by_module rename to question_stats`.execute(db);
  }
}
