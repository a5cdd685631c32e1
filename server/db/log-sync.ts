/**
 * SQLite commits whose fsync runs off the event loop.
 *
 * With `synchronous=FULL` every commit writes its pages to the write-ahead log and then waits for
 * the log's fsync, inside better-sqlite3's synchronous call: the event loop, and every request on
 * it, waits for the disk. The write queue's group commits (write-queue.ts) instead commit with
 * `synchronous=NORMAL` (the pages are written to the log, not yet synced) and then call `sync()`,
 * which fsyncs the log on libuv's thread pool; each piece of work is acknowledged only after that
 * fsync has completed. Every commit made before an fsync starts is on disk when it ends (the log is
 * one file, written in order), so an acknowledged write survives power loss exactly as with FULL,
 * while the event loop goes on with the next batch during the fsync. WAL with NORMAL never corrupts
 * the database: at worst it loses the unsynced tail, which nobody was told was stored.
 *
 * Every other transaction of the app keeps `synchronous=FULL`: the pragma is set around the write
 * queue's own transactions only, on a connection held for them (nothing else runs in between).
 *
 * What differs from FULL, and is accepted (docs/architecture.md): a commit is visible to reads a
 * moment (one fsync, about a millisecond) before it is on disk. Answers that confirm a write made
 * by another request (a repeated submit, a resumed attempt) wait for `sync()` first.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from './database';

export interface LogSync {
  /** Runs `work` in a transaction whose commit does not wait for the disk; call `sync()` before acknowledging it. */
  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /** Resolves once every commit made before the call is on disk. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The fsync itself, replaceable in tests to hold it back and to count it. */
export type Fsync = (file: FileHandle) => Promise<void>;

const fsyncFile: Fsync = (file) => file.sync();

export function createLogSync(db: Kysely<DB>, path: string, fsync: Fsync = fsyncFile): LogSync {
  let log: Promise<FileHandle> | undefined;
  /** The fsync under way, and the one that will start after it (for callers it may have missed). */
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  async function openLog(): Promise<FileHandle> {
    // The log exists once the connection has committed in WAL mode. Its directory entry is synced
    // once, as SQLite does for a new log, so that the file itself survives power loss.
    const file = await open(`${path}-wal`, 'r');
    const dir = await open(dirname(path), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return file;
  }

  async function syncOnce(): Promise<void> {
    if (!log) {
      log = openLog();
      // A failed open is tried again by the next sync.
      log.catch(() => {
        log = undefined;
      });
    }
    await fsync(await log);
  }

  function start(): Promise<void> {
    const done = syncOnce().finally(() => {
      running = undefined;
    });
    running = done;
    return done;
  }

  /** Set when the connection could not go back to FULL after a commit: the next sync fails with it. */
  let restoreFailure: Error | undefined;

  function fullAgain(conn: Kysely<DB>): Promise<unknown> {
    return sql`pragma synchronous = full`.execute(conn);
  }

  function again(): Promise<void> {
    next = undefined;
    return start();
  }

  return {
    transaction: (work) =>
      db.connection().execute(async (conn) => {
        await sql`pragma synchronous = normal`.execute(conn);
        let result;
        try {
          result = await conn.transaction().execute(work);
        } catch (error) {
          // Not committed: the transaction's own error is the one to tell.
          await fullAgain(conn).catch(() => undefined);
          throw error;
        }
        // Committed, so the write queue must not run its pieces again. Should the connection not
        // go back to FULL (it would have to be failing), they are not acknowledged either: the next
        // sync fails with that error (each piece is safe to send again), and the next transaction
        // here tries FULL again.
        await fullAgain(conn).catch((error: unknown) => {
          restoreFailure = error instanceof Error ? error : new Error(String(error));
        });
        return result;
      }),
    sync() {
      if (restoreFailure) {
        const error = restoreFailure;
        restoreFailure = undefined;
        return Promise.reject(error);
      }
      if (!running) return start();
      // The fsync under way may have started before the caller's commit: wait for a fresh one,
      // shared by every caller that arrives meanwhile.
      next ??= running.then(again, again);
      return next;
    },
    async close() {
      const file = log;
      log = undefined;
      await Promise.allSettled([running, next]);
      if (file) await (await file).close();
    },
  };
}
