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
  answers: readonly { questionId: number; correct: boolean }[];
}

export async function recordReviews(trx: DbTransaction, graded: readonly GradedAttempt[]): Promise<void> {
  const questionsOf = new Map<number, Set<number>>();
  for (const g of graded) {
    const set = questionsOf.get(g.userId) ?? new Set<number>();
    for (const a of g.answers) set.add(a.questionId);
    questionsOf.set(g.userId, set);
  }
  const cards = await cardsOfMany(trx, questionsOf);
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
