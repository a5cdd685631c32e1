/**
 * Runs small write transactions, grouping them on SQLite. There every commit waits for an fsync of
 * the write-ahead log, so one transaction per request caps writes at a few hundred a second. Work
 * that arrives while a commit is under way queues up, and the next transaction runs all of it: a
 * group commit. Each piece of work is answered only after the transaction holding it has committed
 * and its log is on disk, so what is acknowledged survives a crash or power loss exactly as with a
 * transaction of its own. On a database file that fsync runs off the event loop (log-sync.ts): the
 * next batch is built and committed while the last one's log is synced. When a grouped transaction
 * fails, each piece is run again in a transaction of its own, so one failing piece (a conflict, a
 * refused answer) cannot fail the others: work must therefore read what it decides on inside the
 * transaction it is given.
 *
 * PostgreSQL commits concurrent transactions from its pool in parallel and groups their log
 * flushes itself, so there each piece keeps its own transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, DB } from './database';
import type { LogSync } from './log-sync';

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
  private readonly db: Kysely<DB>;
  private readonly logSync: LogSync | undefined;

  constructor(database: Pick<Database, 'db' | 'engine' | 'logSync'>) {
    this.db = database.db;
    this.grouped = database.engine === 'sqlite';
    this.logSync = database.logSync;
  }

  /**
   * Resolves once every write committed so far is on disk. An answer that confirms what another
   * request wrote (a repeated submit, an attempt resumed) waits for it, since on SQLite a commit is
   * visible a moment before its log is synced.
   */
  durable(): Promise<void> {
    return this.logSync ? this.logSync.sync() : Promise.resolve();
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
    const results = await this.commit(batch);
    // The next batch may run while this one's log goes to disk.
    this.flushing = false;
    this.schedule();
    if (!results) return;
    try {
      await this.durable();
      batch.forEach((job, i) => job.resolve(results[i]));
    } catch (error) {
      // Committed but maybe not on disk: nobody is told it was stored. Each piece is safe to send
      // again (a submit is answered with its session, a saved answer is saved again).
      for (const job of batch) job.reject(error);
    }
  }

  /**
   * Commits the batch in one transaction and returns what each piece returned. When that
   * transaction fails, nothing of it was committed: each piece is run and answered alone, so that
   * only a failing one fails, and nothing is returned.
   */
  private async commit(batch: readonly Job[]): Promise<unknown[] | undefined> {
    const work = async (trx: Transaction<DB>) => {
      const end = new TransactionEnd();
      const out: unknown[] = [];
      for (const job of batch) out.push(await job.work(trx, end));
      await end.flush(trx);
      return out;
    };
    try {
      return await (this.logSync ? this.logSync.transaction(work) : this.db.transaction().execute(work));
    } catch {
      for (const job of batch) {
        try {
          job.resolve(await alone(this.db, job.work));
        } catch (error) {
          job.reject(error);
        }
      }
      return undefined;
    }
  }
}
