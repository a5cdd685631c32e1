/**
 * Every graded answer, in any mode and through any path that grades, is one FSRS review. The
 * attempts of one transaction are reviewed together (server/modules/quiz/grade-batch.ts): one
 * read of the cards they touch, one upsert of the new cards, one insert of the logs. Reviews are
 * applied in attempt order, so a question in two attempts of the batch is reviewed twice, the
 * second time from the card the first left, exactly as if each attempt had been written alone.
 */
import type { DbTransaction } from '@server/db/database';
import { statementChunks } from '@server/db/chunks';
import { bumpReviewVersions, cardsOfMany, insertLogs, saveCardsOfMany } from './repository';
import { review, type ReviewLogEntry, type StoredCard } from './scheduler';

export interface GradedAttempt {
  userId: number;
  sessionId: number;
  /** When the answers were graded (ISO). */
  at: string;
  /** `keyChangedAt`: when the question's correct answer last changed, from the catalogue the answer was graded with. */
  answers: readonly { questionId: number; correct: boolean; keyChangedAt: string | null }[];
}

export async function recordReviews(trx: DbTransaction, graded: readonly GradedAttempt[]): Promise<void> {
  const questionsOf = new Map<number, Set<number>>();
  // A card reviewed before its question's key last changed starts over (isStale). The catalogue
  // that graded the answer says when that was, so the batch need not ask the database: a key
  // changed since was not the key this answer was graded with, and the next read of the card,
  // reviewed before that change, starts it over then.
  const keyChanges = new Map<number, string>();
  for (const g of graded) {
    const set = questionsOf.get(g.userId) ?? new Set<number>();
    for (const a of g.answers) {
      set.add(a.questionId);
      if (a.keyChangedAt !== null) keyChanges.set(a.questionId, a.keyChangedAt);
    }
    questionsOf.set(g.userId, set);
  }
  const cards = await cardsOfMany(trx, questionsOf, keyChanges);
  const logs: { userId: number; questionId: number; sessionId: number; log: ReviewLogEntry }[] = [];
  for (const g of graded) {
    const now = new Date(g.at);
    for (const a of g.answers) {
      const key = `${g.userId}:${a.questionId}`;
      const next = review(cards.get(key), a.correct, now);
      cards.set(key, next.card);
      logs.push({ userId: g.userId, questionId: a.questionId, sessionId: g.sessionId, log: next.log });
    }
  }
  const touched: { userId: number; questionId: number; card: StoredCard }[] = [];
  for (const [userId, questions] of questionsOf) for (const questionId of questions) touched.push({ userId, questionId, card: cards.get(`${userId}:${questionId}`)! });
  for (const part of statementChunks(touched)) await saveCardsOfMany(trx, part);
  for (const part of statementChunks(logs)) await insertLogs(trx, part);
  await bumpReviewVersions(trx, [...questionsOf.keys()]);
}
