import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * Drops the index of review cards by learner and due date. It served the due reads of a spaced
 * review, which now come from each server's copy of a learner's cards (server/modules/review/cards.ts):
 * a copy is loaded with every card of the learner and sorted, as fast through the primary key
 * (user, question) as through this index (about 220 µs for 200 cards either way). Every graded
 * answer moved the card's entry in it, so it was the largest single cost of a submit: 5.2 of the
 * 17.8 pages a submit wrote to the write-ahead log on the large data set (docs/performance.md).
 * A server of the previous release reads the same cards in the same order, sorted instead of
 * walked, so a rolling release needs nothing special.
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.dropIndex('review_cards_user_due_question').ifExists().execute();
}
