/**
 * Checkpoints a SQLite database's write-ahead log from a worker thread with a connection of its own,
 * instead of inside a commit on the event loop.
 *
 * SQLite's automatic checkpoint runs in the commit that takes the log past 1,000 pages: that commit
 * then also copies those pages into the database file and waits for its fsync. With 50 requests in
 * flight, every request of that group commit waits too: it made the slowest 2–3% of mock exam draws
 * and attempt starts about 6 ms slower (docs/performance.md). Here a passive checkpoint runs every
 * `intervalMs` in the worker; it never blocks the app's writers or readers, and the app's own
 * automatic checkpoint is kept, much further out, in case the worker falls behind or stops.
 */
import { Worker } from 'node:worker_threads';

/** The app connection's automatic checkpoint while a worker checkpoints (pages; SQLite's own is 1,000). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;

const DEFAULT_INTERVAL_MS = 100;

// An ES module's worker evaluates this as a module: `require` comes from createRequire.
const WORKER_CODE = `
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
const SQLite = createRequire(workerData.requireFrom)('better-sqlite3');
const db = new SQLite(workerData.path);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next tick tries again, and the app's own checkpoint stands behind it.
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the worker after its current checkpoint. */
  stop(): Promise<void>;
}

export function startCheckpointer(path: string, intervalMs = DEFAULT_INTERVAL_MS): Checkpointer {
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER_CODE)}`), {
    workerData: { path, intervalMs, requireFrom: import.meta.url },
  });
  // Never what keeps a process alive; stop() ends it with the database.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', () => {
    // The app's own automatic checkpoint takes over.
  });
  return {
    stop: async () => {
      // Waited for: until it has closed its connection, it must keep the process alive.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
