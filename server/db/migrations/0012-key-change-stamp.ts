import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * A question whose correct answer changes starts its spaced-review schedule afresh. That used to
 * delete the question's cards, found through an index of every card by question. The index cost
 * more than anything else a submit writes: each graded answer inserted into it at a random place
 * (44% of the pages a batch of submits wrote on the large data set, and most of the page splits;
 * docs/performance.md). Now the question keeps when its key last changed, and a card reviewed
 * before then counts as no card (server/modules/review/repository.ts, `isStale`); the learner's
 * next answer replaces it.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('questions').addColumn('key_changed_at', 'varchar(30)').execute();
  await db.schema.dropIndex('review_cards_question').ifExists().execute();
}
