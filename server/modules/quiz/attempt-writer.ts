/**
 * Stores graded attempts. On SQLite every commit waits for an fsync of the write-ahead log
 * (synchronous=FULL), and better-sqlite3 waits for it on the event loop, so one transaction per
 * submission capped submissions at a few hundred a second. Here submissions that arrive while a
 * commit is under way queue up, and the next transaction writes all of them: a group commit. Each
 * submission is acknowledged only after the transaction holding it has committed, so an
 * acknowledged attempt survives a crash exactly as before; a failed batch is retried one attempt
 * per transaction, so one bad attempt cannot fail the others.
 *
 * PostgreSQL commits concurrent transactions from its connection pool in parallel and groups their
 * log flushes itself, so there each submission keeps its own transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB, Engine } from '../../db/database';
import * as repo from './repository';

export interface AttemptWrite {
  attempt: repo.NewAttempt;
  answers: { questionId: number; correct: boolean }[];
}

export interface Stored {
  id: number;
  /** False when the same submission (learner, body hash, minute bucket) was stored already. */
  created: boolean;
}

interface Job extends AttemptWrite {
  resolve(stored: Stored): void;
  reject(error: unknown): void;
}

/** Most attempts written by one transaction (about 11 statements each). */
const MAX_BATCH = 256;

/** Writes one attempt and its per-question records, or finds the identical submission already stored. */
async function writeOne(trx: Transaction<DB>, job: AttemptWrite): Promise<Stored> {
  const id = await repo.insertAttemptUnlessStored(trx, job.attempt);
  if (id === undefined) {
    const winner = await repo.findSubmissionInBucket(trx, job.attempt.userId, job.attempt.submissionHash, job.attempt.submissionBucket);
    if (winner === undefined) throw new Error('A conflicting submission vanished');
    return { id: winner, created: false };
  }
  await repo.recordAnswers(trx, job.attempt.userId, job.attempt.moduleId, job.answers, job.attempt.completedAt);
  return { id, created: true };
}

export class AttemptWriter {
  private queue: Job[] = [];
  private flushing = false;
  private scheduled = false;
  private readonly grouped: boolean;

  constructor(
    private readonly db: Kysely<DB>,
    engine: Engine,
  ) {
    this.grouped = engine === 'sqlite';
  }

  /** Resolves once the attempt is committed (or found stored already). */
  write(write: AttemptWrite): Promise<Stored> {
    if (!this.grouped) return this.db.transaction().execute((trx) => writeOne(trx, write));
    return new Promise<Stored>((resolve, reject) => {
      this.queue.push({ ...write, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.flushing || this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    // After the current I/O callbacks, so that every request already read joins this batch.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      const results = await this.db.transaction().execute(async (trx) => {
        const out: Stored[] = [];
        for (const job of batch) out.push(await writeOne(trx, job));
        return out;
      });
      batch.forEach((job, i) => job.resolve(results[i]!));
    } catch {
      // Nothing of the batch was committed: write each attempt alone, so only a faulty one fails.
      for (const job of batch) {
        try {
          job.resolve(await this.db.transaction().execute((trx) => writeOne(trx, job)));
        } catch (error) {
          job.reject(error);
        }
      }
    } finally {
      this.flushing = false;
      this.schedule();
    }
  }
}
