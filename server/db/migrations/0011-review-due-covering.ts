import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * A spaced review draws a learner's due questions, most overdue first, and scopes them to a module
 * or certificate in memory (a learner may have hundreds due, mostly outside the scope). With the
 * question in the `(user_id, due)` index, that read never leaves the index: on SQLite it no longer
 * fetches each due card's table row just for its question id. It replaces the index it extends, so
 * writing a card updates as many B-trees as before. `if not exists` lets an operator of a large
 * PostgreSQL bank build it beforehand with `create index concurrently` (docs/deployment.md).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.createIndex('review_cards_user_due_question').on('review_cards').columns(['user_id', 'due', 'question_id']).ifNotExists().execute();
  await db.schema.dropIndex('review_cards_user_due').ifExists().execute();
}
