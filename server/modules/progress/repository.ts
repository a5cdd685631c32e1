import type { Kysely } from 'kysely';
import type { DB } from '@server/db/database';
import { prepareQuery, type Placeholders } from '@server/db/prepared';

const figuresOf = prepareQuery((db, $: Placeholders<{ userId: number }>) => db.selectFrom('quiz_sessions').select(['score', 'total_questions', 'time_used', 'completed_at']).where('user_id', '=', $.userId));

/** Every attempt's figures for one learner (progress needs all of them to find active days). */
export function attemptFigures(db: Kysely<DB>, userId: number) {
  return figuresOf(db, { userId });
}

const figuresBetween = prepareQuery((db, $: Placeholders<{ userId: number; from: string; to: string }>) =>
  db.selectFrom('quiz_sessions').select(['score', 'total_questions', 'time_used', 'completed_at']).where('user_id', '=', $.userId).where('completed_at', '>=', $.from).where('completed_at', '<', $.to),
);

/** One learner's attempts completed within [from, to) (ISO instants). */
export function attemptFiguresBetween(db: Kysely<DB>, userId: number, from: string, to: string) {
  return figuresBetween(db, { userId, from, to });
}
