/**
 * WORKERS > 1: this process (the cluster's primary) serves nothing itself. It migrates the database
 * and loads the demo bank once, before any worker exists, so workers never race each other there;
 * then it forks the workers, which share the one port (node:cluster hands each new connection to
 * the next worker). A worker that dies is replaced, after a pause that doubles while workers keep
 * dying young, so a crash loop (a database that refuses connections, say) does not spin. On
 * SIGTERM or SIGINT every worker drains as a single server does (server/main.ts), and the primary
 * exits when all have: 0 when every one closed cleanly.
 */
import cluster, { type Worker } from 'node:cluster';
import pino, { type Logger } from 'pino';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed';

/** First pause before replacing a dead worker; doubled for each further early death, up to the cap. */
const RESTART_DELAY_MS = 100;
const RESTART_DELAY_CAP_MS = 30_000;
/** A worker that ran this long was healthy: the next death starts the back-off afresh. */
const HEALTHY_AFTER_MS = 30_000;

/** Set in the environment of the workers this primary forks (not of any other cluster's, pm2's say). */
const WORKER_MARK = 'CERTDRILL_CLUSTER_WORKER';

/** Is this process a worker forked by runPrimary? */
export function isOurWorker(): boolean {
  return cluster.isWorker && process.env[WORKER_MARK] === '1';
}

/** The pause before the next restart, after `failures` early deaths in a row (1, 2, ...). */
export function restartDelay(failures: number): number {
  return Math.min(RESTART_DELAY_CAP_MS, RESTART_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

async function prepareDatabase(config: Config, log: Logger): Promise<void> {
  const database = openDatabase(config.databaseUrl, { sqliteCacheMb: config.sqliteCacheMb });
  try {
    const applied = await migrate(database);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
    if (config.seedDemo) await seedDemo(database, { contentDir: config.contentDir, log });
  } finally {
    await database.destroy();
  }
}

export async function runPrimary(config: Config, shutdownLimitMs: number): Promise<void> {
  const log = pino({ level: config.logLevel, base: { pid: process.pid, role: 'primary' } });
  await prepareDatabase(config, log);

  const live = new Map<Worker, number>(); // worker → when it was forked
  const listening = new WeakSet<Worker>();
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  let cleanExit = true;

  const fork = () => {
    const worker = cluster.fork({ [WORKER_MARK]: '1' });
    live.set(worker, Date.now());
    worker.once('listening', () => listening.add(worker));
  };

  cluster.on('exit', (worker, code, signal) => {
    const forkedAt = live.get(worker) ?? Date.now();
    live.delete(worker);
    if (stopping) {
      // A worker stopped before it served (still starting) had nothing to drain.
      if (code !== 0 && listening.has(worker)) cleanExit = false;
      if (live.size === 0) {
        log.info('all workers closed: bye');
        process.exit(cleanExit ? 0 : 1);
      }
      return;
    }
    failures = Date.now() - forkedAt >= HEALTHY_AFTER_MS ? 1 : failures + 1;
    const delay = restartDelay(failures);
    log.error({ worker: worker.process.pid, code, signal, restartInMs: delay }, 'worker died: starting another');
    // One pending restart at a time; it starts every missing worker.
    restartTimer ??= setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      while (live.size < config.workers) fork();
    }, delay);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    log.info({ signal, workers: live.size }, 'shutting down: each worker finishes its requests in flight');
    if (live.size === 0) process.exit(0);
    // A terminal's Ctrl-C reaches the workers too; a signal sent to the primary alone is passed on.
    for (const worker of live.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers took too long to close: killing them');
      for (const worker of live.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownLimitMs + 2_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  for (let i = 0; i < config.workers; i++) fork();
  log.info({ workers: config.workers }, `CertDrill primary: ${config.workers} workers on ${config.appUrl}`);
}
