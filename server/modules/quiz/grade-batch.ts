/**
 * What every graded answer leaves besides its session: the learner's per-question record
 * (question_stats) and an FSRS review (review_cards, review_logs). The attempts of one transaction
 * (a group commit on SQLite holds up to 256) write them together at its end: one multi-row upsert
 * of records, one read of the cards they touch, one upsert of cards and one insert of logs, instead
 * of four statements per attempt. The rows are exactly those of writing each attempt in turn: the
 * same learner and question twice in a batch (two attempts sharing a question) count twice in
 * times_seen, keep the later answer, and the second review starts from the card of the first.
 */
import type { DbTransaction } from '@server/db/database';
import type { TransactionEnd } from '@server/db/write-queue';
import { recordReviews } from '../review/record';
import { upsertQuestionRecords, type QuestionRecord } from './repository';

/** One graded answer. */
export interface GradedAnswer {
  questionId: number;
  moduleId: number;
  correct: boolean;
  /** When the question's correct answer last changed (null: never), as the catalogue the answer was graded with says (review/record.ts). */
  keyChangedAt: string | null;
}

export interface GradedAnswers {
  userId: number;
  sessionId: number;
  /** When the attempt was completed (ISO): the records' last_seen_at and the reviews' time. */
  at: string;
  answers: readonly GradedAnswer[];
}

export class GradeBatch {
  private readonly graded: GradedAnswers[] = [];

  add(graded: GradedAnswers): void {
    if (graded.answers.length > 0) this.graded.push(graded);
  }

  async flush(trx: DbTransaction): Promise<void> {
    if (this.graded.length === 0) return;
    await this.writeRecords(trx);
    await recordReviews(trx, this.graded);
  }

  private async writeRecords(trx: DbTransaction): Promise<void> {
    // One row per learner and question: seen as often as it was graded here, the last answer kept.
    const rows = new Map<string, QuestionRecord>();
    for (const g of this.graded) {
      for (const a of g.answers) {
        const key = `${g.userId}:${a.questionId}`;
        const row = rows.get(key);
        if (row) {
          row.times_seen++;
          row.last_correct = a.correct ? 1 : 0;
          row.last_seen_at = g.at;
        } else {
          rows.set(key, { user_id: g.userId, question_id: a.questionId, module_id: a.moduleId, times_seen: 1, last_correct: a.correct ? 1 : 0, last_seen_at: g.at });
        }
      }
    }
    await upsertQuestionRecords(trx, [...rows.values()]);
  }
}

const KEY = {};

/** Leaves an attempt's graded answers for the end of its transaction; without one, writes them at once. */
export async function recordGraded(trx: DbTransaction, graded: GradedAnswers, end?: TransactionEnd): Promise<void> {
  if (end) {
    end.collector(KEY, () => new GradeBatch()).add(graded);
    return;
  }
  const alone = new GradeBatch();
  alone.add(graded);
  await alone.flush(trx);
}
