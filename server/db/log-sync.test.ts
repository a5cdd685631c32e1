import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, seedCatalog } from '@server/test/helpers';
import { openDatabase, type Database } from './database';
import { createLogSync, type Fsync, type LogSync } from './log-sync';
import { migrate } from './migrate';
import { WriteQueue } from './write-queue';

/** An fsync that waits until the test lets it finish, counting each call. */
function heldFsync() {
  const waiting: (() => void)[] = [];
  let calls = 0;
  let failWith: Error | undefined;
  let heldBack = true;
  const fsync: Fsync = () => {
    calls++;
    const error = failWith;
    if (!heldBack) return Promise.resolve();
    return new Promise<void>((resolve, reject) => waiting.push(() => (error ? reject(error) : resolve())));
  };
  return {
    fsync,
    calls: () => calls,
    /** Fsyncs called and held back now. */
    pending: () => waiting.length,
    /** Lets the oldest fsync under way finish. */
    release() {
      waiting.shift()?.();
    },
    failNext(error: Error) {
      failWith = error;
    },
    /** Lets every fsync, now and later, finish. */
    releaseAll() {
      heldBack = false;
      for (const release of waiting.splice(0)) release();
    },
    succeed() {
      failWith = undefined;
    },
  };
}

/** Waits until `check` holds (a slow machine may take its time to reach an fsync), at most 10 s. */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
/** A plugin that, once armed, fails the next statement that sets the connection back to synchronous=FULL. */
function failingRestore() {
  let armed = false;
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (armed && node.kind === 'RawNode' && node.sqlFragments.join('').includes('synchronous = full')) {
        armed = false;
        throw new Error('SQLITE_IOERR: setting synchronous');
      }
      return node;
    },
    transformResult: ({ result }) => Promise.resolve(result),
  };
  return { plugin, arm: () => (armed = true) };
}

const fsyncHeld = (held: ReturnType<typeof heldFsync>, n = 1) => until(() => held.pending() === n, `${n} fsync(s) held back`);

describe('commits synced off the event loop (SQLite file)', () => {
  let dir: string;
  let database: Database;
  let held: ReturnType<typeof heldFsync>;
  let restore: ReturnType<typeof failingRestore>;
  let logSync: LogSync;
  let queue: WriteQueue;
  /** How many times a piece of work of addCertificate ran. */
  let runs = 0;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'certdrill-logsync-'));
    database = openDatabase(`file:${join(dir, 'app.db')}`);
    await migrate(database);
    held = heldFsync();
    restore = failingRestore();
    runs = 0;
    logSync = createLogSync(database.db.withPlugin(restore.plugin), join(dir, 'app.db'), held.fsync);
    queue = new WriteQueue({ db: database.db, engine: 'sqlite', logSync });
  });
  afterEach(async () => {
    held.releaseAll();
    await logSync.close();
    await database.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const addCertificate = (name: string) =>
    queue.run(async (trx) => {
      runs++;
      await trx.insertInto('certificates').values({ name, description: '', level: 'Associate', created_at: new Date().toISOString(), deleted_at: null }).execute();
      return name;
    });
  const names = async () => (await database.db.selectFrom('certificates').select('name').orderBy('id').execute()).map((r) => r.name);

  it('a database file has a log sync, an in-memory one does not', async () => {
    expect(database.logSync).toBeDefined();
    const memory = openDatabase('file::memory:');
    expect(memory.logSync).toBeUndefined();
    await memory.destroy();
  });

  it('acknowledges a write only once the fsync that followed its commit has finished', async () => {
    let acknowledged = false;
    const write = addCertificate('AWS Developer').then(() => (acknowledged = true));
    await fsyncHeld(held);
    // Committed (another reader sees it) but not yet on disk: nobody is told it is stored.
    expect(await names()).toEqual(['AWS Developer']);
    expect(acknowledged).toBe(false);
    held.release();
    await write;
    expect(acknowledged).toBe(true);
  });

  it('commits the next batch while the last one is being synced, and acknowledges it only after an fsync of its own', async () => {
    const first = addCertificate('first');
    await fsyncHeld(held);
    let secondDone = false;
    const second = addCertificate('second').then(() => (secondDone = true));
    // The second batch commits during the first fsync...
    await until(async () => (await names()).includes('second'), 'the second commit');
    expect(await names()).toEqual(['first', 'second']);
    held.release();
    await first;
    // ...but the fsync under way may have started before its commit: a new one is needed.
    await fsyncHeld(held);
    expect(held.calls()).toBe(2);
    expect(secondDone).toBe(false);
    held.release();
    await second;
  });

  it('shares one waiting fsync among every caller that arrives while one is under way', async () => {
    const first = logSync.sync();
    const waiting = [logSync.sync(), logSync.sync(), logSync.sync()];
    await fsyncHeld(held);
    expect(held.calls()).toBe(1);
    held.release();
    await first;
    await fsyncHeld(held);
    expect(held.calls()).toBe(2);
    held.release();
    await Promise.all(waiting);
    expect(held.calls()).toBe(2);
  });

  it('keeps synchronous=FULL for every other transaction', async () => {
    const write = addCertificate('AWS Developer');
    await fsyncHeld(held);
    const level = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(level.rows[0]?.synchronous).toBe(2);
    held.release();
    await write;
  });

  it('refuses every piece of a batch whose fsync failed, and recovers for the next one', async () => {
    held.failNext(new Error('EIO: i/o error, fsync'));
    const failed = Promise.allSettled([addCertificate('a'), addCertificate('b')]);
    await fsyncHeld(held);
    held.release();
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    held.succeed();
    const next = addCertificate('c');
    await fsyncHeld(held);
    held.release();
    await expect(next).resolves.toBe('c');
  });

  it('keeps a batch committed once when its connection fails to go back to FULL, acknowledges none of it, and recovers', async () => {
    restore.arm();
    const failed = await Promise.allSettled([addCertificate('a'), addCertificate('b')]);
    // Committed, and not run again piece by piece (that would have run the work four times)...
    expect(await names()).toEqual(['a', 'b']);
    expect(runs).toBe(2);
    // ...but nobody is told it was stored: the error is the restore's.
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((failed[0] as PromiseRejectedResult).reason)).toContain('setting synchronous');
    const next = addCertificate('c');
    await fsyncHeld(held);
    held.release();
    await expect(next).resolves.toBe('c');
    const level = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(level.rows[0]?.synchronous).toBe(2);
  });

  it('puts the connection back to FULL after a batch that failed, whose pieces then run alone', async () => {
    const failed = Promise.allSettled([addCertificate('a'), queue.run(() => Promise.reject(new Error('refused'))), addCertificate('b')]);
    // Run alone, each piece commits at FULL, with no fsync of the log sync.
    expect((await failed).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await names()).toEqual(['a', 'b']);
    const level = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
    expect(level.rows[0]?.synchronous).toBe(2);
  });
});

describe("answers that confirm another request's write wait until it is on disk (SQLite file)", () => {
  it('a resumed attempt, a repeated submit and a quiz sent again are answered only after an fsync', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'certdrill-logsync-app-'));
    const path = join(dir, 'app.db');
    const opened = openDatabase(`file:${path}`);
    const held = heldFsync();
    const logSync = createLogSync(opened.db, path, held.fsync);
    const t = await createTestApp('sqlite', {}, { database: { ...opened, logSync } });
    try {
      const seeded = await seedCatalog(t.database, 4);
      const learner = await registerLearner(t.app);
      const body = { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' };
      const easy = seeded.questions.filter((q) => q.difficulty === 'easy').map((q) => q.id);
      const quiz = { moduleId: seeded.moduleId, difficulty: 'easy', questions: easy, answers: easy.map(() => 'A'), timeUsed: 60 };
      /** Sends a request, checks it is not answered while the fsync is held back, then lets the fsync finish. */
      const answeredAfterFsync = async (url: string, payload?: object) => {
        let answered = false;
        const response = t.app.inject({ method: 'POST', url, headers: learner.headers, ...(payload ? { payload } : {}) }).then((res) => {
          answered = true;
          return res;
        });
        await fsyncHeld(held);
        expect(answered).toBe(false);
        held.release();
        return response;
      };

      const attempt = (await answeredAfterFsync('/api/attempts', body)).json<{ id: number }>();
      // Another device resumes it: the attempt was written by another request.
      expect((await answeredAfterFsync('/api/attempts', body)).statusCode).toBe(200);
      expect((await answeredAfterFsync(`/api/attempts/${attempt.id}/submit`)).statusCode).toBe(201);
      // Submitted again: answered with the stored session.
      expect((await answeredAfterFsync(`/api/attempts/${attempt.id}/submit`)).statusCode).toBe(200);
      // A quiz sent whole (POST /api/quiz-sessions), and sent again.
      expect((await answeredAfterFsync('/api/quiz-sessions', quiz)).statusCode).toBe(201);
      expect((await answeredAfterFsync('/api/quiz-sessions', quiz)).statusCode).toBe(200);
    } finally {
      held.releaseAll();
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
