/** Every graded answer, in any mode and through any path that grades, is one FSRS review. */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/database';
import { cardsOf, insertLogs, saveCards } from './repository';
import { review } from './scheduler';

export async function recordReviews(
  trx: Transaction<DB>,
  userId: number,
  sessionId: number,
  results: readonly { questionId: number; correct: boolean }[],
  at: string,
): Promise<void> {
  if (results.length === 0) return;
  const now = new Date(at);
  const cards = await cardsOf(trx, userId, results.map((r) => r.questionId));
  const reviewed = results.map((r) => ({ questionId: r.questionId, ...review(cards.get(r.questionId), r.correct, now) }));
  await saveCards(trx, userId, reviewed);
  await insertLogs(trx, userId, sessionId, reviewed);
}
