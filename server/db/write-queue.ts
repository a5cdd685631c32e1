/**
 * Runs small write transactions, grouping them on SQLite. There every commit waits for an fsync of
 * the write-ahead log (synchronous=FULL) on the event loop, so one transaction per request caps
 * writes at a few hundred a second. Work that arrives while a commit is under way queues up, and
 * the next transaction runs all of it: a group commit. Each piece of work is answered only after
 * the transaction holding it has committed, so what is acknowledged survives a crash exactly as
 * with a transaction of its own. When a grouped transaction fails, each piece is run again in a
 * transaction of its own, so one failing piece (a conflict, a refused answer) cannot fail the
 * others: work must therefore read what it decides on inside the transaction it is given.
 *
 * PostgreSQL commits concurrent transactions from its pool in parallel and groups their log
 * flushes itself, so there each piece keeps its own transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB, Engine } from './database';

/**
 * Writes that pieces of work leave for the end of their transaction, so that the pieces of one
 * group commit make them together in a few multi-row statements (e.g. every graded answer's
 * per-question record and FSRS card: server/modules/quiz/grade-batch.ts). Each collector is made
 * on first use in a transaction and flushed once, after every piece of work and before the commit;
 * it fails the transaction like any of its statements.
 */
export class TransactionEnd {
  private readonly collectors = new Map<object, { flush(trx: Transaction<DB>): Promise<void> }>();

  collector<C extends { flush(trx: Transaction<DB>): Promise<void> }>(key: object, create: () => C): C {
    let found = this.collectors.get(key) as C | undefined;
    if (!found) {
      found = create();
      this.collectors.set(key, found);
    }
    return found;
  }

  async flush(trx: Transaction<DB>): Promise<void> {
    for (const c of this.collectors.values()) await c.flush(trx);
  }
}

export type Work<T> = (trx: Transaction<DB>, end: TransactionEnd) => Promise<T>;

/** Runs one piece of work in a transaction of its own, its deferred writes included. */
function alone<T>(db: Kysely<DB>, work: Work<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const end = new TransactionEnd();
    const result = await work(trx, end);
    await end.flush(trx);
    return result;
  });
}

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Most pieces of work run by one transaction. */
const MAX_BATCH = 256;

export class WriteQueue {
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

  /** Resolves with what `work` returned once its transaction has committed. */
  run<T>(work: Work<T>): Promise<T> {
    if (!this.grouped) return alone(this.db, work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve, reject });
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
        const end = new TransactionEnd();
        const out: unknown[] = [];
        for (const job of batch) out.push(await job.work(trx, end));
        await end.flush(trx);
        return out;
      });
      batch.forEach((job, i) => job.resolve(results[i]));
    } catch {
      // Nothing of the batch was committed: run each piece alone, so only a failing one fails.
      for (const job of batch) {
        try {
          job.resolve(await alone(this.db, job.work));
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
