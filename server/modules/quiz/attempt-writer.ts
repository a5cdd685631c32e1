/**
 * Stores graded attempts through the write queue (server/db/write-queue.ts: grouped commits on
 * SQLite), so an acknowledged attempt is committed and a repeated submission is stored once.
 */
import type { DbTransaction } from '@server/db/database';
import type { TransactionEnd, WriteQueue } from '@server/db/write-queue';
import { recordGraded, type GradedAnswer } from './grade-batch';
import * as repo from './repository';

export interface AttemptWrite {
  attempt: repo.NewAttempt;
  /** Each question's result, with the module it belongs to. */
  answers: GradedAnswer[];
}

export interface Stored {
  id: number;
  /** False when the same submission (learner, body hash, minute bucket) was stored already. */
  created: boolean;
  /** The session as this write stored it (when created): what a read of it would give, without the read. */
  row?: repo.SessionRow;
}

/**
 * Writes one attempt, or finds the identical submission already stored. Its per-question records
 * and FSRS reviews are written at the end of the transaction `end` belongs to, together with those
 * of the other attempts committed with it (grade-batch.ts); without `end`, at once.
 */
export async function writeOne(trx: DbTransaction, job: AttemptWrite, end?: TransactionEnd): Promise<Stored> {
  const row = await repo.insertAttemptUnlessStored(trx, job.attempt);
  if (row === undefined) {
    const winner = await repo.findSubmissionInBucket(trx, job.attempt.userId, job.attempt.submissionHash, job.attempt.submissionBucket);
    if (winner === undefined) throw new Error('A conflicting submission vanished');
    return { id: winner, created: false };
  }
  await recordGraded(trx, { userId: job.attempt.userId, sessionId: row.id, at: job.attempt.completedAt, answers: job.answers }, end);
  return { id: row.id, created: true, row };
}

export class AttemptWriter {
  constructor(private readonly writes: WriteQueue) {}

  /** Resolves once every attempt committed so far is on disk (write-queue.ts). */
  durable(): Promise<void> {
    return this.writes.durable();
  }

  /** Resolves once the attempt is committed (or found stored already). */
  write(write: AttemptWrite): Promise<Stored> {
    return this.writes.run((trx, end) => writeOne(trx, write, end));
  }
}
