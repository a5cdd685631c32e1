import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/**
 * A count per learner of the batches of FSRS reviews written for them. Every write of a learner's
 * cards adds one in the same transaction, and the token check of each request reads it with the
 * learner, so an app server can keep a learner's cards in memory and know, at no extra query,
 * whether any server has written them since (server/modules/review/cards.ts).
 */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('review_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
